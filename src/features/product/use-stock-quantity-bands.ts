import { useStoreConfig } from '../store/use-store-config'

/** The store view's stock quantity bands (`stock_quantity_bands`); none while its configuration is unknown. */
export function useStockQuantityBands(): readonly number[] {
  return useStoreConfig()?.stockQuantityBands ?? []
}
