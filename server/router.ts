import { addressRouter } from './address/router'
import { cartRouter } from './cart/router'
import { catalogRouter } from './catalog/router'
import { contentRouter } from './content/router'
import { customerRouter } from './customer/router'
import { sessionRouter } from './customer/session-router'
import { directoryRouter } from './directory/router'
import { newsletterRouter } from './newsletter/router'
import { quickOrderRouter } from './quick-order/router'
import { requestRouter } from './request/router'
import { reviewRouter } from './review/router'
import { storeRouter } from './store/router'
import { router } from './trpc/init'
import { wishlistRouter } from './wishlist/router'

export const appRouter = router({
  store: storeRouter,
  catalog: catalogRouter,
  cart: cartRouter,
  content: contentRouter,
  directory: directoryRouter,
  session: sessionRouter,
  customer: customerRouter,
  address: addressRouter,
  newsletter: newsletterRouter,
  wishlist: wishlistRouter,
  review: reviewRouter,
  request: requestRouter,
  quickOrder: quickOrderRouter,
})

export type AppRouter = typeof appRouter
