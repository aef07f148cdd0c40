// Broken: the contract imports server code.
import { cartIdCookie } from '../server/cart/cart-id'

export const cartCookie = cartIdCookie
