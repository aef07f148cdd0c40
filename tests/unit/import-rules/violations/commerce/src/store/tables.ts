export const stores = 'store'
