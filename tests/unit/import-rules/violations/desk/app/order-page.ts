// Fine: the desk reads commerce's admin API module. Broken: it imports a domain of commerce.
import type { RestOrder } from '../../commerce/api/order'
import { cartView } from '../../commerce/src/quote/cart-view'

export const orderPage = (order: RestOrder) => ({ order, cartView })
