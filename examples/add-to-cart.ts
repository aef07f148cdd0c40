/**
 * Adds a line to a cart and reads the cart back, through the shop's typed client. The client keeps the cart
 * cookie the shop sets on the first add, as a browser would, so the second call sees the same cart.
 *
 *   npx node examples/add-to-cart.ts <sku> [quantity, default 1] [shop url, default http://localhost:8787]
 */
import { type AppRouter, createShopClient, TRPCClientError } from 'plastics-storefront/client'

const [sku, quantity = '1', url = 'http://localhost:8787'] = process.argv.slice(2)
if (!sku) throw new Error('Usage: examples/add-to-cart.ts <sku> [quantity] [shop url]')
const shop = createShopClient({ url })

try {
  await shop.cart.add.mutate({ sku, quantity: Number(quantity) })
} catch (error) {
  // A refusal comes with the shop's reason code (contract/error-reason.ts) and, where Magento gave one, its words.
  if (!(error instanceof TRPCClientError)) throw error
  const { data } = error as TRPCClientError<AppRouter>
  console.error(`Not added (${data?.reason}): ${data?.userMessage ?? error.message}`)
  process.exit(1)
}

const cart = await shop.cart.get.query()
for (const line of cart.items)
  console.log(`${line.quantity} × ${line.sku} ${line.name}: ${line.rowTotal} ${cart.currency}`)
console.log(`${cart.totalQuantity} pieces, ${cart.prices.grandTotal} ${cart.currency} in total`)
