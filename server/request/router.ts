/**
 * Quote and order requests (router `request`): place a request from the visitor's cart, the order history, a
 * request's detail, and the customer's answer. Exactly once: a placed cart is inactive in commerce (a second
 * placeOrder fails), and a submit that finds its cart placed already — a retry, a double click — answers with the
 * order that cart became, as the first one did. The cart stays whole when the request fails ('Propose failed!').
 */
import type { ErrorReason } from '../../contract/error-reason'
import {
  answerNeedsComment,
  type RequestDetailView,
  type RequestListView,
  type RequestPlacedView,
  type RequestReorderView,
  type RequestSummaryView,
  requestAnswerInputSchema,
  requestCommentInputSchema,
  requestInputSchema,
  requestListInputSchema,
  requestNumberSchema,
} from '../../contract/request'
import { waitingForBuyer } from '../../rules/request-workflow'
import { CacheNone } from '../cache/strategies'
import { cartView } from '../cart/cart-view'
import { keep, startedCartId } from '../cart/lifecycle'
import { commerceErrorOf, commerceUserError } from '../commerce/errors'
import type { Context } from '../trpc/context'
import { customerProcedureWith } from '../trpc/customer-procedure'
import { commerceReason, refused } from '../trpc/error-reason'
import { router } from '../trpc/init'
import {
  AddOrderCommentMutation,
  CheckoutMutation,
  DefaultAddressesQuery,
  OrderOfCartQuery,
  PlaceRequestMutation,
  ReorderItemsMutation,
  RequestDetailQuery,
  RequestListQuery,
  RequestsInStatusQuery,
  RespondToOrderMutation,
} from './operations'
import { answeredKind, detailView, requestType, summaryView } from './request-view'

type RequestContext = Pick<Context, 'commerce' | 'cookies' | 'session'>

const REQUEST_TYPES = { quote: 'QUOTE', order: 'ORDER' } as const
const RESPONSES = {
  acceptOffer: 'ACCEPT_OFFER',
  requestRevision: 'REQUEST_REVISION',
  approveConfirmation: 'APPROVE_CONFIRMATION',
  decline: 'DECLINE',
} as const

/** More requests than this waiting at once are found in the order history. */
const AWAITING_MAX = 20

/** respondToOrder's refusal codes as reasons; one the shop does not know is the status having moved on. */
const ANSWER_REFUSALS: Partial<Record<string, ErrorReason>> = {
  INVALID_ORDER_STATUS: 'ANSWER_NOT_ALLOWED',
  OFFER_EXPIRED: 'OFFER_EXPIRED',
  DOCUMENT_OUTDATED: 'DOCUMENT_OUTDATED',
  DOCUMENT_NOT_FOUND: 'DOCUMENT_NOT_FOUND',
  ORDER_NOT_FOUND: 'NOT_FOUND',
  UNAUTHORISED: 'NOT_FOUND',
}

/** Requests are a customer's: a guest is asked to sign in first. */
const requestProcedure = customerProcedureWith('Sign in to send and see requests.')

/** The order the cart became, if it did. */
async function orderOfCart(ctx: RequestContext, cartId: string): Promise<RequestPlacedView | null> {
  const { customer } = await ctx.commerce.query(OrderOfCartQuery, { cartId }, CacheNone())
  const order = customer?.orders?.items[0]
  return order ? { number: order.number, type: requestType(order.request_type) } : null
}

/**
 * The backend failed while placeOrder was on its way: it may have stored the request before its answer was lost.
 * Looked up once; when the backend cannot say either, the buyer learns that sending again is safe (REQUEST_UNCONFIRMED).
 */
async function placedDespite(ctx: RequestContext, cartId: string, failure: unknown): Promise<RequestPlacedView> {
  const found = await orderOfCart(ctx, cartId).catch(() => {
    throw refused('REQUEST_UNCONFIRMED', 'Whether the request arrived is not known yet.', { code: 'BAD_GATEWAY' })
  })
  if (found) return placed(ctx, found)
  throw failure
}

/** The placed cart is no longer the visitor's: the next cart call starts the customer's new cart. */
function placed(ctx: RequestContext, view: RequestPlacedView): RequestPlacedView {
  ctx.cookies.clear('cart')
  return view
}

/** The saved address chosen for the request, else the account's default; ADDRESS_NOT_FOUND for one not in the book. */
function requestAddressId(chosen: number | null, defaultId: string, savedIds: number[]): number {
  if (chosen === null) return Number(defaultId)
  if (!savedIds.includes(chosen)) {
    throw refused('ADDRESS_NOT_FOUND', `The address ${chosen} is not in your address book.`)
  }
  return chosen
}

async function detail(ctx: RequestContext, number: string) {
  const { customer } = await ctx.commerce.query(RequestDetailQuery, { number }, CacheNone())
  const order = customer?.orders?.items[0]
  if (!order) throw refused('NOT_FOUND', `No request ${number}.`, { code: 'NOT_FOUND' })
  return order
}

export const requestRouter = router({
  /**
   * Sends the cart as a quote or order request with the saved addresses the buyer chose, else the account's default
   * ones (which the account needs either way, spec §5); answers the thank-you view.
   */
  place: requestProcedure.input(requestInputSchema).mutation(async ({ ctx, input }): Promise<RequestPlacedView> => {
    const cartId = startedCartId(ctx)
    if (!cartId) throw refused('CART_NOT_FOUND', 'There is no cart to send.')
    const already = await orderOfCart(ctx, cartId)
    if (already) return placed(ctx, already)
    const { customer } = await ctx.commerce.query(DefaultAddressesQuery, {}, CacheNone())
    if (!customer?.default_shipping) throw refused('SHIPPING_ADDRESS_MISSING', 'Please add a shipping address')
    if (!customer.default_billing) throw refused('BILLING_ADDRESS_MISSING', 'Please add a billing address')
    const savedIds = (customer.addresses ?? []).flatMap((address) => (address?.id ? [address.id] : []))
    const shippingAddressId = requestAddressId(input.shippingAddressId, customer.default_shipping, savedIds)
    const billingAddressId = requestAddressId(input.billingAddressId, customer.default_billing, savedIds)
    let placing = false
    try {
      await ctx.commerce.mutate(CheckoutMutation, {
        cartId,
        shippingAddressId,
        billingAddressId,
        message: input.message || null,
        carrier: input.shippingMethod,
        purchaseOrderNumber: input.purchaseOrderNumber || null,
      })
      placing = true
      const { placeOrder } = await ctx.commerce.mutate(PlaceRequestMutation, {
        cartId,
        type: REQUEST_TYPES[input.type],
        deliveryTime: input.deliveryTime,
      })
      const order = placeOrder?.orderV2
      if (order) return placed(ctx, { number: order.number, type: requestType(order.request_type) })
    } catch (error) {
      const cause = commerceErrorOf(error)
      if (!cause || cause.isAuthorizationError) throw error
      if (cause.status >= 500) {
        if (!placing) throw error
        return placedDespite(ctx, cartId, error)
      }
    }
    // Refused: a parallel submit may have placed the cart meanwhile; else the cart stays as it was.
    const other = await orderOfCart(ctx, cartId)
    if (other) return placed(ctx, other)
    throw refused('REQUEST_FAILED', 'Propose failed!')
  }),

  /** The requests whose offer or order confirmation waits for the buyer's answer, newest first. */
  awaitingAnswer: requestProcedure.query(async ({ ctx }): Promise<RequestSummaryView[]> => {
    const { customer } = await ctx.commerce.query(
      RequestsInStatusQuery,
      { statuses: [...waitingForBuyer], pageSize: AWAITING_MAX },
      CacheNone(),
    )
    return (customer?.orders?.items ?? []).flatMap((o) => (o ? [summaryView(o)] : []))
  }),

  /** The order history: the customer's requests, newest first, paged; searched by the buyer's own order number. */
  list: requestProcedure.input(requestListInputSchema).query(async ({ ctx, input }): Promise<RequestListView> => {
    const filter = input.purchaseOrderNumber ? { purchase_order_number: { match: input.purchaseOrderNumber } } : null
    const { customer } = await ctx.commerce.query(
      RequestListQuery,
      { currentPage: input.page, pageSize: input.pageSize, filter },
      CacheNone(),
    )
    const orders = customer?.orders
    return {
      items: (orders?.items ?? []).flatMap((o) => (o ? [summaryView(o)] : [])),
      page: orders?.page_info?.current_page ?? input.page,
      totalPages: orders?.page_info?.total_pages ?? 0,
      totalCount: orders?.total_count ?? 0,
    }
  }),

  /** One request with its lines, addresses, message, delivery wish, the company's comments and allowed answers. */
  detail: requestProcedure.input(requestNumberSchema).query(async ({ ctx, input }): Promise<RequestDetailView> => {
    return detailView(await detail(ctx, input.number))
  }),

  /**
   * The customer's answer to the version of the document the page showed: accept the offer, ask for its revision
   * (or, once expired, a renewed one), approve the order confirmation, or decline. A newer version sent meanwhile
   * refuses it (DOCUMENT_OUTDATED), as does an expired offer's acceptance (OFFER_EXPIRED).
   */
  answer: requestProcedure
    .input(requestAnswerInputSchema)
    .mutation(async ({ ctx, input }): Promise<RequestDetailView> => {
      const order = await detail(ctx, input.number)
      if (answerNeedsComment(input.answer, answeredKind(order.available_responses)) && !input.comment) {
        throw refused('INVALID_INPUT', 'Please say what should change, or why you decline.', {
          inputIssues: [{ path: 'comment', code: 'REQUIRED' }],
        })
      }
      const { respondToOrder } = await ctx.commerce.mutate(RespondToOrderMutation, {
        orderId: order.id,
        response: RESPONSES[input.answer],
        documentId: input.documentId,
        comment: input.comment || null,
      })
      const error = respondToOrder?.errorV2
      if (error) throw refused(ANSWER_REFUSALS[error.code] ?? 'ANSWER_NOT_ALLOWED', error.message)
      return detailView(await detail(ctx, input.number))
    }),

  /**
   * 'Reorder': the request's lines back into the customer's cart by commerce's reorderItems, each as it was
   * requested — a sheet with its cut list, edge and offcut, which the cart nests and prices again. The cart it
   * filled becomes the visitor's; the lines it refused come with their reason.
   */
  reorder: requestProcedure.input(requestNumberSchema).mutation(async ({ ctx, input }): Promise<RequestReorderView> => {
    const { reorderItems } = await ctx.commerce.mutate(ReorderItemsMutation, { number: input.number })
    if (!reorderItems) throw refused('NOT_FOUND', 'The request was not found.', { code: 'NOT_FOUND' })
    keep(ctx, reorderItems.cart.id)
    return {
      cart: cartView(reorderItems.cart),
      refused: reorderItems.userInputErrors.flatMap((error) =>
        error ? [{ reason: commerceReason(commerceUserError(error)), message: error.message }] : [],
      ),
    }
  }),

  /** The buyer's comment in the request's thread, which the company reads in the sales desk (and is mailed). */
  comment: requestProcedure
    .input(requestCommentInputSchema)
    .mutation(async ({ ctx, input }): Promise<RequestDetailView> => {
      const order = await detail(ctx, input.number)
      const { addOrderComment } = await ctx.commerce.mutate(AddOrderCommentMutation, {
        orderId: order.id,
        comment: input.comment,
      })
      if (addOrderComment?.errorV2) throw refused('NOT_FOUND', addOrderComment.errorV2.message, { code: 'NOT_FOUND' })
      return detailView(await detail(ctx, input.number))
    }),
})
