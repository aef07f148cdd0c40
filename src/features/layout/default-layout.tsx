import type { ReactNode } from 'react'
import { PanelsProvider } from '../../ui/panels/use-panels'
import { SkipLinks } from '../../ui/skip-links'
import { NotificationList } from '../notifications/notification-list'
import { StoreConfigProvider } from '../store/use-store-config'
import { WishlistProvider } from '../wishlist/use-wishlist'
import { BottomBar } from './bottom-bar'
import { CartSidebar } from './cart-sidebar'
import { CategorySidebar } from './category-sidebar'
import { Footer } from './footer'
import { Header } from './header'
import { LoginModal } from './login-modal'
import { ProgressBar } from './progress-bar'
import { TopBar } from './top-bar'
import { WishlistSidebar } from './wishlist-sidebar'

/**
 * Top bar, header, the page, footer, the bottom bar on smartphones, the panels and the messages; one store
 * configuration and one wishlist state for all of them.
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <StoreConfigProvider>
      <PanelsProvider>
        <WishlistProvider>
          <SkipLinks />
          <ProgressBar />
          <TopBar />
          <Header />
          <main id="main" className="main" tabIndex={-1}>
            {children}
          </main>
          <Footer />
          <BottomBar />
          <CartSidebar />
          <WishlistSidebar />
          <LoginModal />
          <CategorySidebar />
          <NotificationList />
        </WishlistProvider>
      </PanelsProvider>
    </StoreConfigProvider>
  )
}
