import { BatchLoader, once } from '../kernel/batch-loader'
import type { CommerceModule } from '../kernel/module'
import { customerDocumentServices } from './document/customer-rest'
import { loadDocuments, type OrderDocument } from './document/repository'
import { type DocumentItemSource, documentResolvers } from './document/resolvers'
import { documentServices } from './document/rest'
import { mailServices } from './mail-rest'
import { type OrderDetails, orderDetails } from './request/order-details'
import { loadStatuses, type OrderItemRecord, type OrderRecord } from './request/order-repository'
import { orderServices } from './request/rest'
import { salesResolvers } from './resolvers'
import { salesTranslations } from './translations'

declare module '../kernel/context' {
  interface Loaders {
    /** An order's items, addresses, payment and history (batched per GraphQL level). */
    orderDetails: BatchLoader<number, OrderDetails>
    /** An order's offers and order confirmations, every version, newest first (batched per GraphQL level). */
    orderDocuments: BatchLoader<number, OrderDocument[]>
    /** The order statuses with their state and their label in the request's store view. */
    orderStatuses: () => Promise<Map<string, { label: string; state: string; storeLabel: string }>>
  }
}

declare module '../kernel/sources' {
  interface Sources {
    CustomerOrder: OrderRecord
    OrderItemInterface: OrderItemRecord
    OrderItem: OrderItemRecord
    OrderDocument: OrderDocument
    OrderDocumentItem: DocumentItemSource
  }
}

/**
 * Orders (Magento's Sales and SalesGraphQl): placeOrder, the customer's orders, the request statuses, the
 * company's offers and order confirmations (with their PDFs) and the customer's answer; the admin REST calls the
 * company answers through, and the customer's PDF of a document.
 */
export const salesModule: CommerceModule = {
  resolvers: { ...salesResolvers, ...documentResolvers },
  translations: salesTranslations,
  loaders: (ctx) => ({
    orderDetails: new BatchLoader(ctx.turn, (ids) => orderDetails(ctx.db, ids)),
    orderDocuments: new BatchLoader(ctx.turn, (ids) => loadDocuments(ctx.db, ids)),
    orderStatuses: once(() => loadStatuses(ctx.db, ctx.store.store_id)),
  }),
  rest: { ...orderServices, ...documentServices, ...mailServices, ...customerDocumentServices },
}
