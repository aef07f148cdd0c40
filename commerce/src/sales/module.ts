import { BatchLoader, once } from '../kernel/batch-loader'
import type { CommerceModule } from '../kernel/module'
import { type OrderDetails, orderDetails } from './order-details'
import { loadStatuses, type OrderItemRecord, type OrderRecord } from './order-repository'
import { salesResolvers } from './resolvers'
import { adminOrdersRoute } from './rest'
import { salesTranslations } from './translations'

declare module '../kernel/context' {
  interface Loaders {
    /** An order's items, addresses, payment and history (batched per GraphQL level). */
    orderDetails: BatchLoader<number, OrderDetails>
    /** The order statuses with their state and their label in the request's store view. */
    orderStatuses: () => Promise<Map<string, { label: string; state: string; storeLabel: string }>>
  }
}

declare module '../kernel/sources' {
  interface Sources {
    CustomerOrder: OrderRecord
    OrderItemInterface: OrderItemRecord
    OrderItem: OrderItemRecord
  }
}

/**
 * Orders (Magento's Sales and SalesGraphQl): placeOrder, the customer's orders, the request statuses and the
 * customer's answer; the admin REST calls the company answers through.
 */
export const salesModule: CommerceModule = {
  resolvers: salesResolvers,
  translations: salesTranslations,
  loaders: (ctx) => ({
    orderDetails: new BatchLoader((ids) => orderDetails(ctx.db, ids)),
    orderStatuses: once(() => loadStatuses(ctx.db, ctx.store.store_id)),
  }),
  fetch: adminOrdersRoute,
}
