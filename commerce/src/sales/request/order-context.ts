import type { Context } from '../../kernel/context'
import type { OrderRecord } from './order-repository'

/**
 * A request context in the order's store view, for what an admin REST call does on the customer's behalf (its mails,
 * its store view's configuration), without the admin's Authorization header.
 */
export async function orderContext(
  request: Request,
  order: OrderRecord,
  contextFor: (r: Request) => Promise<Context>,
): Promise<Context> {
  const base = await contextFor(new Request(request.url))
  const store = base.registry.stores.find((s) => s.store_id === order.store_id)
  return store ? contextFor(new Request(request.url, { headers: { Store: store.code } })) : base
}
