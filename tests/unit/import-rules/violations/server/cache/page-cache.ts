// Broken: the plumbing (cache) imports a domain (cart).
import { cartIdCookie } from '../cart/cart-id'

export const bypassCookies = [cartIdCookie]
