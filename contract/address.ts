import { z } from 'zod'
import { isPlainSingleLine, isSingleLine } from '../rules/single-line'
import { isVatIdOfCountry } from '../rules/vat-id'
import { nameSchema } from './customer'
import { issue } from './input-issue'
import { checkPostcode, type PostcodeOptional, withCanonicalPostcode } from './postcode'

/**
 * A customer address as the address forms and the address procedures take it (Magento's CustomerAddressInput,
 * named in the shop's words). Written once: the form validates with it and the procedure too. Company and VAT ID
 * are Magento's own address fields, which a company buyer fills.
 */

/** Magento keeps up to four street lines; the shop shows them all and drops empty ones on save. */
export const STREET_LINES = 4

/** Every field of an address is a single line (rules/single-line.ts). */
const text = (max: number) =>
  z.string(issue.REQUIRED).trim().max(max, issue.TOO_LONG).refine(isSingleLine, issue.ONE_LINE)
const required = (max: number) => text(max).min(1, issue.REQUIRED)
/** A company's name and a city carry no web address either. */
const plain = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine(isPlainSingleLine, issue.ONE_LINE_NO_WEB_ADDRESS)

export const addressFieldsSchema = z.object({
  firstname: nameSchema,
  lastname: nameSchema,
  company: plain(text(255)).default(''),
  /** Line 1 is required; lines 2–4 may stay empty. */
  street: z.tuple([required(255)], text(255)).check(z.maxLength(STREET_LINES, issue.TOO_LONG)),
  /**
   * Given where the store view needs one, in the country's format and saved in its canonical form
   * (contract/postcode.ts): checked with the country, `.superRefine(checkPostcode(postcodeOptional))`.
   */
  postcode: text(20),
  city: plain(required(255)),
  /** ISO 3166-1 alpha-2; the country is chosen first, its regions follow. */
  countryCode: required(2).pipe(z.string().length(2, issue.REQUIRED)),
  /** A region of the country's list, by id; countries without a list take free text in `region`. */
  regionId: z.number().int().positive().nullable().default(null),
  region: text(255).default(''),
  telephone: required(32).pipe(z.string().min(4, issue.MIN_4_CHARACTERS)),
  /** In the format of the address's country (rules/vat-id.ts), checked with the country: `checkVatId`. */
  vatId: text(64).default(''),
  defaultBilling: z.boolean().default(false),
  defaultShipping: z.boolean().default(false),
})

/** The refinement of an address with a VAT ID: VAT_ID_INVALID when it is not in its country's format. */
export function checkVatId(address: { vatId: string; countryCode: string }, context: z.RefinementCtx): void {
  if (address.vatId && !isVatIdOfCountry(address.vatId, address.countryCode)) {
    context.addIssue({ code: 'custom', message: issue.VAT_ID_INVALID, path: ['vatId'] })
  }
}

/** An address in a store view whose countries without postcodes `postcodeOptional` names. */
export const addressInputSchema = (postcodeOptional: PostcodeOptional) =>
  addressFieldsSchema
    .superRefine(checkPostcode(postcodeOptional))
    .superRefine(checkVatId)
    .refine((address) => address.defaultBilling || address.defaultShipping, {
      message: issue.DEFAULT_ADDRESS_TYPE_REQUIRED,
      path: ['defaultBilling'],
    })
    .transform(withCanonicalPostcode)

/** One saved address of the customer, by its id. */
export const addressIdInputSchema = z.object({ id: z.number().int().positive() })

export const addressUpdateInputSchema = (postcodeOptional: PostcodeOptional) =>
  addressIdInputSchema.extend({ address: addressInputSchema(postcodeOptional) })

export type AddressInput = z.input<ReturnType<typeof addressInputSchema>>
export type AddressOutput = z.output<ReturnType<typeof addressInputSchema>>

/** A saved address, as the address book and the request page show it. */
export interface AddressView {
  id: number
  firstname: string
  lastname: string
  company: string
  /** Always four lines, empty ones as '', so an edit form shows each in its own field. */
  street: string[]
  postcode: string
  city: string
  countryCode: string
  regionId: number | null
  region: string
  telephone: string
  vatId: string
  defaultBilling: boolean
  defaultShipping: boolean
}
