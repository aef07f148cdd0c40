export const productFields = ['sku']
