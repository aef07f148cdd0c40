import { z } from 'zod'
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

const text = (max: number) => z.string(issue.REQUIRED).trim().max(max, issue.TOO_LONG)
const required = (max: number) => text(max).min(1, issue.REQUIRED)

export const addressFieldsSchema = z.object({
  firstname: nameSchema,
  lastname: nameSchema,
  company: text(255).default(''),
  /** Line 1 is required; lines 2–4 may stay empty. */
  street: z.tuple([required(255)], text(255)).check(z.maxLength(STREET_LINES, issue.TOO_LONG)),
  /**
   * Given where the store view needs one, in the country's format and saved in its canonical form
   * (contract/postcode.ts): checked with the country, `.superRefine(checkPostcode(postcodeOptional))`.
   */
  postcode: text(20),
  city: required(255),
  /** ISO 3166-1 alpha-2; the country is chosen first, its regions follow. */
  countryCode: required(2).pipe(z.string().length(2, issue.REQUIRED)),
  /** A region of the country's list, by id; countries without a list take free text in `region`. */
  regionId: z.number().int().positive().nullable().default(null),
  region: text(255).default(''),
  telephone: required(32).pipe(z.string().min(4, issue.MIN_4_CHARACTERS)),
  vatId: text(64).default(''),
  defaultBilling: z.boolean().default(false),
  defaultShipping: z.boolean().default(false),
})

/** An address in a store view whose countries without postcodes `postcodeOptional` names. */
export const addressInputSchema = (postcodeOptional: PostcodeOptional) =>
  addressFieldsSchema
    .superRefine(checkPostcode(postcodeOptional))
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
