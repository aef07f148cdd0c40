/**
 * The composition root: the domains this commerce backend consists of. Adding a domain = its folder under src/
 * plus one line here. Order matters only for the request hooks (the store view before the customer, as Magento
 * validates the Store header before the bearer token).
 */
import { adminModule } from './admin/module'
import { catalogModule } from './catalog/module'
import { checkoutModule } from './checkout/module'
import { cmsModule } from './cms/module'
import { customerModule } from './customer/module'
import { directoryModule } from './directory/module'
import { emailModule } from './email/module'
import type { CommerceModule } from './kernel/module'
import { newsletterModule } from './newsletter/module'
import { productModule } from './product/module'
import { quoteModule } from './quote/module'
import { reviewModule } from './review/module'
import { salesModule } from './sales/module'
import { storeModule } from './store/module'
import { switchedOffModule } from './switched-off/module'
import { taxModule } from './tax/module'
import { urlModule } from './url/module'
import { wishlistModule } from './wishlist/module'

export const modules: readonly CommerceModule[] = [
  storeModule,
  customerModule,
  emailModule,
  directoryModule,
  taxModule,
  cmsModule,
  catalogModule,
  productModule,
  urlModule,
  quoteModule,
  checkoutModule,
  salesModule,
  adminModule,
  newsletterModule,
  reviewModule,
  wishlistModule,
  switchedOffModule,
]
