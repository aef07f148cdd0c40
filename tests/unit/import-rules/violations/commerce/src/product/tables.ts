export const products = 'catalog_product_entity'
