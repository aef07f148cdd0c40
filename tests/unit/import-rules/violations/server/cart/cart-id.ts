export const cartIdCookie = 'vsf-cart'
