import { useMutation, useQuery } from '@tanstack/react-query'
import { isLocale } from '../../../app.config'
import { useCorporateLinks } from '../../i18n/use-corporate-site'
import { useTRPC } from '../../trpc/react'
import { useStoreConfig } from '../store/use-store-config'
import { offeredSwitchers } from './switchers'

/** The top bar's links, and its currency and store selectors (each only with more than one choice). */
export function useTopBar() {
  const trpc = useTRPC()
  const links = useCorporateLinks()
  const config = useStoreConfig()
  const switchers = useQuery(trpc.store.switchers.queryOptions())
  const setCurrency = useMutation(trpc.store.setCurrency.mutationOptions({ onSuccess: () => window.location.reload() }))
  const switchStore = useMutation(
    trpc.store.switchStore.mutationOptions({ onSuccess: ({ redirectTo }) => window.location.assign(redirectTo) }),
  )
  const { currencies, stores } = offeredSwitchers(switchers.data)

  return {
    downloadsUrl: links.downloads,
    currencies,
    currency: config?.currency,
    changeCurrency: (currency: string) => setCurrency.mutate({ currency }),
    stores,
    storeCode: config?.storeCode,
    changeStore: (code: string) => {
      const store = stores.find((choice) => choice.code === code)
      if (store && isLocale(store.locale)) switchStore.mutate({ locale: store.locale })
    },
    isSwitching: setCurrency.isPending || switchStore.isPending,
  }
}
