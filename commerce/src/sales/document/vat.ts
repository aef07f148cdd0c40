/**
 * A document's VAT, settled each time it is composed: VIES is asked again about the buyer's VAT ID (the answer is
 * kept on the order's addresses, where the desk reads it), and the rate follows the delivery (tax/vat-rule.ts) — the
 * store's rate, or none for an intra-community supply or an export. When VIES cannot be asked, the earlier answer
 * stands and the document waits: the draft says so and a send is refused until VIES answers.
 */
import type { Context } from '../../kernel/context'
import type { OrderDetails } from '../request/order-details'
import { type OrderRecord, saveVatCheck } from '../request/order-repository'

/** What VIES said now about the delivery's VAT ID; `not_needed` where no VAT ID could exempt the delivery. */
export type VatCheckOutcome = 'confirmed' | 'refused' | 'unavailable' | 'not_needed'

export type DocumentVat = { tax_percent: number; tax_title: string | null; vat_check: VatCheckOutcome }

const outcomeOf = (check: { vat_is_valid: number | null; vat_request_success: number | null }): VatCheckOutcome => {
  if (check.vat_request_success === null) return 'not_needed'
  if (check.vat_request_success === 0) return 'unavailable'
  return check.vat_is_valid === 1 ? 'confirmed' : 'refused'
}

/** Asks VIES again about the buyer's VAT ID and keeps a confirmation or a refusal. */
async function checkAgain(ctx: Context, order: OrderRecord, details: OrderDetails): Promise<VatCheckOutcome> {
  const buyer = ctx.loaders.buyerVatAddress(details)
  if (!buyer?.vat_id) return 'not_needed'
  const vatId = buyer.vat_id
  const check = await ctx.loaders.vatCheck(buyer)
  const outcome = outcomeOf(check)
  if (outcome === 'confirmed' || outcome === 'refused') {
    await saveVatCheck(ctx.db, order.entity_id, vatId, check)
    // The request's details follow the write: the PDF of a send prints its note from them.
    for (const address of [details.shipping, details.billing]) {
      if (address?.vat_id === vatId) Object.assign(address, check)
    }
  }
  return outcome
}

export async function documentVat(ctx: Context, order: OrderRecord, details: OrderDetails): Promise<DocumentVat> {
  const vatCheck = await checkAgain(ctx, order, details)
  if (ctx.loaders.vatTreatment(details) !== 'domestic') {
    return { tax_percent: 0, tax_title: null, vat_check: vatCheck }
  }
  const rate = order.tax_percent === null ? await ctx.loaders.storeTaxRate() : null
  return {
    tax_percent: order.tax_percent ?? rate?.rate ?? 0,
    tax_title: order.tax_title ?? rate?.label ?? null,
    vat_check: vatCheck,
  }
}
