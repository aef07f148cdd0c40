// Broken: catalog and cart import each other.
import { cartLabel } from '../cart/cart-label'

export const quantityMessages = { cartLabel }
