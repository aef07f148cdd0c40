import { workerConfig } from '../../app.config'
import type { SalesUnit } from '../../contract/product'

/** The unit of an item (contract/product.ts SalesUnit): a coil for welding-rod coils, else a piece. */
export function salesUnitOf(product: { packaging_unit?: number | null }): SalesUnit {
  return product.packaging_unit === workerConfig.catalogue.coilPackagingUnit ? 'coil' : 'piece'
}
