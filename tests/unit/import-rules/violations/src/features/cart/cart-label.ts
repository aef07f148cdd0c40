import { quantityMessages } from '../catalog/quantity-messages'

export const cartLabel = 'cart'
export const messages = () => quantityMessages
