// Broken: the Workers' shared plumbing imports one of them.
import { cartIdCookie } from '../server/cart/cart-id'

export const logged = cartIdCookie
