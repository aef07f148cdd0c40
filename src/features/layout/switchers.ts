export interface StoreChoice {
  code: string
  name: string
  locale: string
}

export interface Switchers {
  currencies: readonly string[]
  stores: readonly StoreChoice[]
}

/** A selector is offered only with more than one choice; without data (loading or failed) there is none. */
export function offeredSwitchers(switchers: Switchers | undefined): Switchers {
  return {
    currencies: switchers && switchers.currencies.length > 1 ? switchers.currencies : [],
    stores: switchers && switchers.stores.length > 1 ? switchers.stores : [],
  }
}
