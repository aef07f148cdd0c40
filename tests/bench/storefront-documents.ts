/**
 * The GraphQL documents the storefront sends, as it prints them (server/ imports without extensions, as the bundler
 * resolves them; Node is told to try `.ts`).
 */
import { registerHooks } from 'node:module'
import { print } from 'graphql'

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context)
    } catch (error) {
      if (!specifier.startsWith('.')) throw error
      return nextResolve(`${specifier}.ts`, context)
    }
  },
})

/** catalog.stockList's products query. */
export async function stockListDocument(): Promise<string> {
  const { StockListQuery } = await import('../../server/catalog/operations.ts')
  return print(StockListQuery)
}
