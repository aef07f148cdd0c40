import { useStoreConfig } from '../store/use-store-config'

/** The store view's country (Magento's general/country/default), where a new address starts; '' while unknown. */
export function useDefaultCountry(): string {
  return useStoreConfig()?.defaultCountry ?? ''
}
