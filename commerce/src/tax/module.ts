import type { Context } from '../kernel/context'
import type { CommerceModule } from '../kernel/module'
import type { Phrase } from '../kernel/phrase'
import { taxTranslations } from './translations'
import { treatmentOf, type VatCheckColumns, vatCheckOf, vatNotes, vatSettings } from './vat'
import { buyerVatAddress, type VatAddress, type VatDelivery, type VatTreatment } from './vat-rule'

declare module '../kernel/context' {
  interface Loaders {
    /** The VIES check to store with an address (all null when its VAT ID could exempt nothing: none, home, non-EU). */
    vatCheck: (address: { country_id: string; vat_id?: string | null }) => Promise<VatCheckColumns>
    /** The address that names the buyer's VAT ID: the shipping address's when it has one, else the billing's. */
    buyerVatAddress: <A extends VatAddress>(delivery: { shipping: A | null; billing: A | null }) => A | null
    /** Which VAT a delivery to a cart's or an order's addresses bears (vat-rule.ts). */
    vatTreatment: (delivery: VatDelivery) => VatTreatment
    /** The lines a document prints below its totals for this delivery: the exemption and both VAT IDs. */
    vatNotes: (delivery: VatDelivery) => Phrase[]
  }
}

/** VAT by destination and VAT ID (Magento's Tax rules with its customer VAT-ID validation). */
export const taxModule: CommerceModule = {
  translations: taxTranslations,
  loaders: (ctx: Context) => ({
    vatCheck: (address) => vatCheckOf(ctx, vatSettings(ctx), address),
    buyerVatAddress,
    vatTreatment: (delivery) => treatmentOf(vatSettings(ctx), delivery),
    vatNotes: (delivery) => vatNotes(vatSettings(ctx), delivery),
  }),
}
