/** Customer addresses (Magento's CustomerGraphQl address resolvers): input checks, defaults, the GraphQL shape. */
import { assertValidAddressTexts } from '../kernel/address-rule'
import type { Context } from '../kernel/context'
import { GraphQlAuthorizationException, GraphQlInputException, GraphQlNoSuchEntityException } from '../kernel/errors'
import { __ } from '../kernel/phrase'
import type { CustomerAddressInput } from '../kernel/resolvers-types.generated'
import {
  type AddressRecord,
  type AddressValues,
  type CustomerRecord,
  deleteAddress,
  findAddress,
  insertAddress,
  updateAddress,
  updateCustomer,
} from './customer-repository'

/** What CustomerAddress resolves from: the row plus whether it is one of the customer's defaults. */
export type AddressSource = AddressRecord & { is_default_billing: boolean; is_default_shipping: boolean }

export const addressSource = (address: AddressRecord, customer: CustomerRecord): AddressSource => ({
  ...address,
  is_default_billing: customer.default_billing === address.entity_id,
  is_default_shipping: customer.default_shipping === address.entity_id,
})

const REQUIRED = ['firstname', 'lastname', 'street', 'city', 'country_code', 'telephone'] as const

const isBlank = (value: unknown) =>
  value == null || (Array.isArray(value) ? value.length === 0 : String(value).trim() === '')

/**
 * Magento's Directory helper `isZipCodeOptional`: a country of the store view's
 * general/country/optional_zip_countries takes an address without a postcode, every other needs one.
 */
function postcodeOptional(ctx: Context, country: string | null | undefined): boolean {
  const setting = ctx.registry.config(ctx.store, 'general/country/optional_zip_countries') ?? ''
  return !!country && setting.split(',').includes(country)
}

/**
 * The stored values of an address input: of a new address (`stored` null), which needs every required attribute,
 * or the changes to `stored`, whose postcode rule holds for the address as it will be (a new country may need the
 * postcode the old one did without).
 */
async function addressValues(
  ctx: Context,
  input: CustomerAddressInput,
  stored: AddressRecord | null,
): Promise<Partial<AddressValues>> {
  const complete = stored === null
  const country = input.country_code ?? input.country_id
  const street = input.street?.filter((line): line is string => !!line?.trim())
  const given: Partial<Record<(typeof REQUIRED)[number], unknown>> = { ...input, country_code: country, street }
  const missing: string[] = REQUIRED.filter((key) => (given[key] !== undefined || complete) && isBlank(given[key]))
  const postcode = input.postcode !== undefined ? input.postcode : stored?.postcode
  const postcodeTouched = complete || input.postcode !== undefined || country !== undefined
  if (postcodeTouched && isBlank(postcode) && !postcodeOptional(ctx, country ?? stored?.country_id)) {
    missing.push('postcode')
  }
  if (missing.length > 0) throw new GraphQlInputException(__('Required parameters are missing: %1', missing.join(', ')))
  assertValidAddressTexts(
    {
      ...input,
      region: input.region?.region,
      // The VAT ID's format follows the country: a new country checks the one kept.
      vat_id: input.vat_id !== undefined || country === undefined ? input.vat_id : stored?.vat_id,
    },
    country ?? stored?.country_id,
  )

  const values: Partial<AddressValues> = {}
  for (const key of ['firstname', 'lastname', 'city', 'telephone'] as const) {
    if (input[key] != null) values[key] = input[key]
  }
  for (const key of ['middlename', 'prefix', 'suffix', 'postcode', 'company', 'fax', 'vat_id'] as const) {
    if (input[key] !== undefined) values[key] = input[key] ?? null
  }
  if (street) values.street = street.join('\n')
  if (country) {
    const known = await ctx.loaders.country(country)
    if (!known)
      throw new GraphQlInputException(__('Invalid value of "%1" provided for the %2 field.', country, 'country_id'))
    values.country_id = country
    if (input.region !== undefined || complete) Object.assign(values, regionOf(known.available_regions, input.region))
  }
  return values
}

/** The region as stored: a known region of the country (by id or code) or the free text. */
function regionOf(
  regions: { id: number; code: string; name: string }[] | null,
  input: CustomerAddressInput['region'],
): { region: string | null; region_id: number | null } {
  const known = regions?.find(
    (r) =>
      (input?.region_id != null && r.id === input.region_id) || (!!input?.region_code && r.code === input.region_code),
  )
  if (known) return { region: known.name, region_id: known.id }
  if (input?.region_id != null && regions?.length) {
    throw new GraphQlInputException(
      __('Invalid value of "%1" provided for the %2 field.', input.region_id, 'region_id'),
    )
  }
  return { region: input?.region || input?.region_code || null, region_id: null }
}

/** Makes the address the customer's default billing/shipping address, or stops it being one, as the input says. */
async function applyDefaults(
  ctx: Context,
  customer: CustomerRecord,
  addressId: number,
  input: CustomerAddressInput,
): Promise<CustomerRecord> {
  const changes: Partial<Pick<CustomerRecord, 'default_billing' | 'default_shipping'>> = {}
  if (input.default_billing === true) changes.default_billing = addressId
  if (input.default_billing === false && customer.default_billing === addressId) changes.default_billing = null
  if (input.default_shipping === true) changes.default_shipping = addressId
  if (input.default_shipping === false && customer.default_shipping === addressId) changes.default_shipping = null
  if (Object.keys(changes).length > 0) await updateCustomer(ctx.db, customer.entity_id, changes)
  return { ...customer, ...changes }
}

/** The stored values of a new address, or Magento's input errors (e.g. to refuse a registration before it is made). */
export async function newAddressValues(ctx: Context, input: CustomerAddressInput): Promise<AddressValues> {
  return (await addressValues(ctx, input, null)) as AddressValues
}

export async function createAddress(
  ctx: Context,
  customer: CustomerRecord,
  input: CustomerAddressInput,
  values?: AddressValues,
): Promise<AddressSource> {
  values ??= await newAddressValues(ctx, input)
  const address = await insertAddress(ctx.db, customer.entity_id, {
    ...values,
    ...(await ctx.loaders.vatCheck(values)),
  })
  return addressSource(address, await applyDefaults(ctx, customer, address.entity_id, input))
}

/** The customer's own address, or Magento's errors. */
async function ownAddress(ctx: Context, customer: CustomerRecord, id: number): Promise<AddressRecord> {
  const address = await findAddress(ctx.db, id)
  if (!address) throw new GraphQlNoSuchEntityException(__('Could not find a address with ID "%1"', id))
  if (address.parent_id !== customer.entity_id) {
    throw new GraphQlAuthorizationException(__('Current customer does not have permission to address with ID "%1"', id))
  }
  return address
}

export async function changeAddress(
  ctx: Context,
  customer: CustomerRecord,
  id: number,
  input: CustomerAddressInput | null | undefined,
): Promise<AddressSource> {
  if (!input || Object.keys(input).length === 0) throw new GraphQlInputException('"input" value should be specified')
  const stored = await ownAddress(ctx, customer, id)
  const changes = await addressValues(ctx, input, stored)
  const vatTouched = changes.vat_id !== undefined || changes.country_id !== undefined
  const vatCheck = vatTouched ? await ctx.loaders.vatCheck({ ...stored, ...changes }) : {}
  await updateAddress(ctx.db, id, { ...changes, ...vatCheck })
  const updated = await applyDefaults(ctx, customer, id, input)
  return addressSource(await ownAddress(ctx, updated, id), updated)
}

export async function removeAddress(ctx: Context, customer: CustomerRecord, id: number): Promise<true> {
  await ownAddress(ctx, customer, id)
  if (customer.default_billing === id) {
    throw new GraphQlInputException(
      __('Customer Address %1 is set as default billing address and can not be deleted', id),
    )
  }
  if (customer.default_shipping === id) {
    throw new GraphQlInputException(
      __('Customer Address %1 is set as default shipping address and can not be deleted', id),
    )
  }
  await deleteAddress(ctx.db, id)
  return true
}
