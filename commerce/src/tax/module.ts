import type { Context } from '../kernel/context'
import type { CommerceModule } from '../kernel/module'
import type { Phrase } from '../kernel/phrase'
import { taxTranslations } from './translations'
import { treatmentOf, type VatCheckColumns, vatCheckOf, vatNotes, vatSettings } from './vat'
import type { VatDestination, VatTreatment } from './vat-rule'

declare module '../kernel/context' {
  interface Loaders {
    /** The VIES check to store with an address (all null when its VAT ID could exempt nothing: none, home, non-EU). */
    vatCheck: (address: { country_id: string; vat_id?: string | null }) => Promise<VatCheckColumns>
    /** Which VAT a delivery to this address bears (vat-rule.ts). */
    vatTreatment: (address: VatDestination) => VatTreatment
    /** The lines a document prints below its totals for this delivery: the exemption and both VAT IDs. */
    vatNotes: (address: VatDestination) => Phrase[]
  }
}

/** VAT by destination and VAT ID (Magento's Tax rules with its customer VAT-ID validation). */
export const taxModule: CommerceModule = {
  translations: taxTranslations,
  loaders: (ctx: Context) => ({
    vatCheck: (address) => vatCheckOf(ctx, vatSettings(ctx), address),
    vatTreatment: (address) => treatmentOf(vatSettings(ctx), address),
    vatNotes: (address) => vatNotes(vatSettings(ctx), address),
  }),
}
