import { appConfig } from '../../app.config'
import type { SalesUnit } from '../../contract/product'

/** The unit of an item (contract/product.ts SalesUnit): a coil for welding-rod coils, else a piece. */
export function salesUnitOf(product: { packaging_unit?: number | null }): SalesUnit {
  return product.packaging_unit === appConfig.catalogue.coilPackagingUnit ? 'coil' : 'piece'
}
