/**
 * VAT IDs checked against VIES (the EU's VAT Information Exchange System), as Magento's customer VAT validation
 * does, behind one interface chosen by `VAT_VALIDATION`:
 * - `vies`: VIES's REST API at `VIES_API_URL` (commerce/wrangler.jsonc; POST `{countryCode, vatNumber, requesterMemberStateCode,
 *   requesterNumber}` to `…/check-vat-number`; the requester is the store's own VAT ID, so VIES answers a
 *   consultation number).
 * - `local` (the default; `npm start` and the tests): a stand-in that confirms every VAT ID in its country's format
 *   except those ending in `000`, and plays VIES being down for those ending in `999`.
 * VIES being down never fails the caller: the result says it could not be asked (`vat_request_success` 0).
 * The result has Magento's names (quote/order address `vat_is_valid`, `vat_request_id`, `vat_request_date`,
 * `vat_request_success`).
 */
import { compactVatId, isVatIdOfCountry, vatIdParts } from '../../../rules/vat-id'

export type VatCheck = {
  /** 1 when VIES confirmed the VAT ID. */
  vat_is_valid: number
  /** VIES's consultation number (`requestIdentifier`). */
  vat_request_id: string | null
  /** When it was asked, ISO 8601. */
  vat_request_date: string
  /** 0 when VIES could not be asked (down, timed out, refused): the ID is neither confirmed nor refused. */
  vat_request_success: number
}

export type VatValidator = {
  /** Checks `vatId` of a buyer in `countryId` (ISO 3166-1); `requester` is the store's own VAT ID, if any. */
  check: (countryId: string, vatId: string, requester: string | null) => Promise<VatCheck>
}

export type VatValidationEnv = { VAT_VALIDATION?: string; VIES_API_URL?: string }

/** VIES's answer within this, or it counts as unavailable: a request never waits long for it. */
const VIES_TIMEOUT_MS = 5000

/** VIES's member-state code (Greece is EL) and the number without it. */
function viesParts(countryId: string, vatId: string): { countryCode: string; vatNumber: string } {
  const { prefix, number } = vatIdParts(vatId, countryId)
  return { countryCode: prefix, vatNumber: number }
}

const unavailable = (): VatCheck => ({
  vat_is_valid: 0,
  vat_request_id: null,
  vat_request_date: new Date().toISOString(),
  vat_request_success: 0,
})

type ViesAnswer = { valid?: unknown; requestDate?: unknown; requestIdentifier?: unknown }

function viesValidator(baseUrl: string): VatValidator {
  const url = `${baseUrl.replace(/\/$/, '')}/check-vat-number`
  return {
    async check(countryId, vatId, requester) {
      const requesterParts = requester ? viesParts(requester.slice(0, 2).toUpperCase(), requester) : null
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            ...viesParts(countryId, vatId),
            ...(requesterParts && {
              requesterMemberStateCode: requesterParts.countryCode,
              requesterNumber: requesterParts.vatNumber,
            }),
          }),
          signal: AbortSignal.timeout(VIES_TIMEOUT_MS),
        })
        if (!response.ok) return unavailable()
        const answer = (await response.json()) as ViesAnswer
        if (typeof answer.valid !== 'boolean') return unavailable()
        return {
          vat_is_valid: answer.valid ? 1 : 0,
          vat_request_id: typeof answer.requestIdentifier === 'string' ? answer.requestIdentifier || null : null,
          vat_request_date: typeof answer.requestDate === 'string' ? answer.requestDate : new Date().toISOString(),
          vat_request_success: 1,
        }
      } catch {
        return unavailable()
      }
    },
  }
}

/** The stand-in: valid in its country's format unless it ends in `000`; numbered like VIES's consultations. */
const localValidator: VatValidator = {
  async check(countryId, vatId) {
    if (compactVatId(vatId).endsWith('999')) return unavailable()
    const valid = isVatIdOfCountry(vatId, countryId) && !compactVatId(vatId).endsWith('000')
    return {
      vat_is_valid: valid ? 1 : 0,
      vat_request_id: valid ? `LOCAL-${crypto.randomUUID().slice(0, 8).toUpperCase()}` : null,
      vat_request_date: new Date().toISOString(),
      vat_request_success: 1,
    }
  },
}

export function vatValidator(env: VatValidationEnv): VatValidator {
  return env.VAT_VALIDATION === 'vies' ? viesValidator(env.VIES_API_URL ?? '') : localValidator
}
