/**
 * Magento's REST registration on the wire, `POST /V1/customers` (anonymous, as in Magento's webapi.xml):
 * CustomerInterface and AddressInterface as its REST API reads them; unknown fields are left out.
 */
import { z } from 'zod'

const text = z.string().optional()

const restAddress = z.object({
  firstname: text,
  lastname: text,
  company: text,
  street: z.array(z.string()).optional(),
  postcode: text,
  city: text,
  country_id: text,
  region: z
    .object({ region: text, region_code: text, region_id: z.number().int().nonnegative().optional() })
    .optional(),
  region_id: z.number().int().nonnegative().optional(),
  telephone: text,
  vat_id: text,
  default_billing: z.boolean().optional(),
  default_shipping: z.boolean().optional(),
})
export type RestAddressInput = z.infer<typeof restAddress>

const registration = z.object({
  customer: z.object({
    email: text,
    firstname: text,
    lastname: text,
    middlename: text,
    prefix: text,
    suffix: text,
    dob: text,
    gender: z.number().int().min(0).max(3).optional(),
    taxvat: text,
    extension_attributes: z.object({ is_subscribed: z.boolean().optional() }).optional(),
    // Magento's Web API "Input List Limit" default
    addresses: z.array(restAddress).max(20).optional(),
  }),
  password: text,
  /** Where the confirmation mail's link leads once the account is confirmed (Magento's `redirectUrl`). */
  redirectUrl: text,
})

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The body; without a `customer` object Magento's '"%1" is required.' naming it. */
export const registrationBody = z.preprocess((body, ctx) => {
  if (isObject(body) && isObject(body.customer)) return body
  const refusal = { message: '"%1" is required. Enter and try again.', parameters: ['customer'] }
  ctx.addIssue({ code: 'custom', message: refusal.message, params: { magento: refusal } })
  return z.NEVER
}, registration)
