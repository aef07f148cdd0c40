import { z } from 'zod'
import { isSingleLine } from '../rules/single-line'
import { isVatIdOfCountry } from '../rules/vat-id'
import { addressFieldsSchema } from './address'
import {
  companyNameSchema,
  emailSchema,
  nameSchema,
  newPasswordSchema,
  passwordConfirmationSchema,
  passwordsConfirmed,
} from './customer'
import { issue } from './input-issue'
import { checkPostcode, type PostcodeOptional, withCanonicalPostcode } from './postcode'
import { registrationReturnPages } from './registration-return'

/**
 * The registration form and procedure (written once). A company buyer gives the VAT ID (Magento's customer
 * `taxvat`) and, optionally, the company's address: Magento keeps the company name on addresses, so it is saved
 * as the customer's first address, their default billing and shipping address.
 */

/** The company's address in a store view whose countries without postcodes `postcodeOptional` names. */
export const companyAddressSchema = (postcodeOptional: PostcodeOptional) =>
  addressFieldsSchema
    .pick({
      street: true,
      postcode: true,
      city: true,
      countryCode: true,
      regionId: true,
      region: true,
      telephone: true,
    })
    .extend({ company: companyNameSchema })
    .superRefine(checkPostcode(postcodeOptional))
    .transform(withCanonicalPostcode)

export const registrationInputSchema = (postcodeOptional: PostcodeOptional) =>
  z
    .object({
      firstname: nameSchema,
      lastname: nameSchema,
      email: emailSchema,
      password: newPasswordSchema,
      passwordConfirmation: passwordConfirmationSchema,
      isSubscribed: z.boolean().default(false),
      taxvat: z.string().trim().max(64, issue.TOO_LONG).refine(isSingleLine, issue.ONE_LINE).optional(),
      companyAddress: companyAddressSchema(postcodeOptional).optional(),
      returnTo: z.enum(registrationReturnPages).optional(),
    })
    .refine(...passwordsConfirmed)
    .superRefine(({ taxvat, companyAddress }, context) => {
      // The account's VAT ID, in the format of the company's country once one is given.
      if (taxvat && !isVatIdOfCountry(taxvat, companyAddress?.countryCode)) {
        context.addIssue({ code: 'custom', message: issue.VAT_ID_INVALID, path: ['taxvat'] })
      }
    })

/** The company's address as a form holds it, and as the procedure has it (defaults applied). */
export type CompanyAddressInput = z.input<ReturnType<typeof companyAddressSchema>>
export type CompanyAddress = z.output<ReturnType<typeof companyAddressSchema>>
export type RegistrationInput = z.input<ReturnType<typeof registrationInputSchema>>
