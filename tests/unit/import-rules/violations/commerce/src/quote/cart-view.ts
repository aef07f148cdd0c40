// Allowed: a foreign key to a domain before quote. Broken: product's internals instead of ctx.loaders.
import { productFields } from '../product/product-fields'
import { products } from '../product/tables'

export const cartView = [...productFields, products]
