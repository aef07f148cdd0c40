/**
 * A cart address from Magento's input (QuoteGraphQl's GetShippingAddress / GetBillingAddress): a copy of one of the
 * customer's saved addresses (`customer_address_id`, or 2.4.9's `customer_address_uid`) or a new address; and the
 * GraphQL shape of a stored one.
 */
import { assertValidAddressTexts } from '../kernel/address-rule'
import type { Context } from '../kernel/context'
import { GraphQlAuthorizationException, GraphQlInputException, GraphQlNoSuchEntityException } from '../kernel/errors'
import { __ } from '../kernel/phrase'
import type { CartAddressInput } from '../kernel/resolvers-types.generated'
import { decodeUid, encodeUid } from '../kernel/uid'
import type { CartAddressRecord, CartAddressValues } from './checkout-repository'

type AddressChoice = {
  address?: CartAddressInput | null
  customer_address_id?: number | null
  customer_address_uid?: string | null
}

function savedAddressId(choice: AddressChoice): number | null {
  if (choice.customer_address_id != null) return choice.customer_address_id
  if (!choice.customer_address_uid) return null
  const id = decodeUid(choice.customer_address_uid)
  if (id === null) throw new GraphQlInputException(__('Value of uid "%1" is incorrect.', choice.customer_address_uid))
  return id
}

/** The customer's own saved address, copied. */
async function fromSavedAddress(ctx: Context, id: number): Promise<CartAddressValues> {
  if (!ctx.customer) throw new GraphQlAuthorizationException("The current customer isn't authorized.")
  const saved = await ctx.loaders.customerAddress(id)
  if (!saved) throw new GraphQlNoSuchEntityException(__('Could not find a address with ID "%1"', id))
  if (saved.parent_id !== ctx.customer.customerId) {
    throw new GraphQlAuthorizationException(__('Current customer does not have permission to address with ID "%1"', id))
  }
  const { entity_id, parent_id: _p, created_at: _c, updated_at: _u, is_active: _a, ...values } = saved
  return { ...values, customer_address_id: entity_id }
}

const blank = (value: string | null | undefined) => !value?.trim()

async function fromInput(ctx: Context, input: CartAddressInput): Promise<CartAddressValues> {
  const street = input.street.filter((line): line is string => !blank(line))
  const missing = (
    [
      ['firstname', blank(input.firstname)],
      ['lastname', blank(input.lastname)],
      ['street', street.length === 0],
      ['city', blank(input.city)],
      ['telephone', blank(input.telephone)],
    ] as const
  ).find(([, isMissing]) => isMissing)
  if (missing) throw new GraphQlInputException(__('"%1" is required. Enter and try again.', missing[0]))
  assertValidAddressTexts(input, input.country_code)
  const country = await ctx.loaders.country(input.country_code)
  if (!country) {
    throw new GraphQlInputException(
      __('Invalid value of "%1" provided for the %2 field.', input.country_code, 'country_id'),
    )
  }
  const region = country.available_regions?.find((r) => r.id === input.region_id)
  return {
    firstname: input.firstname,
    middlename: input.middlename ?? null,
    lastname: input.lastname,
    prefix: input.prefix ?? null,
    suffix: input.suffix ?? null,
    company: input.company ?? null,
    street: street.join('\n'),
    city: input.city,
    region: region?.name ?? input.region ?? null,
    region_id: region?.id ?? null,
    postcode: input.postcode ?? null,
    country_id: country.id,
    telephone: input.telephone ?? null,
    fax: input.fax ?? null,
    vat_id: input.vat_id ?? null,
  }
}

const BOTH_GIVEN = {
  shipping: __('The shipping address cannot contain "customer_address_id" and "address" at the same time.'),
  billing: __('The billing address cannot contain "customer_address_id" and "address" at the same time.'),
}
const NONE_GIVEN = {
  shipping: __('The shipping address must contain either "customer_address_id" or "address".'),
  billing: __('The billing address must contain either "customer_address_id" or "address".'),
}

function describedAddress(ctx: Context, choice: AddressChoice, kind: 'shipping' | 'billing') {
  const savedId = savedAddressId(choice)
  if (savedId !== null && choice.address) throw new GraphQlInputException(BOTH_GIVEN[kind])
  if (savedId !== null) return fromSavedAddress(ctx, savedId)
  if (!choice.address) throw new GraphQlInputException(NONE_GIVEN[kind])
  return fromInput(ctx, choice.address)
}

/**
 * The address the input describes, with the VIES check of its VAT ID as of now (the cart's VAT follows it);
 * `kind` names it in Magento's messages ("shipping address").
 */
export async function addressFromChoice(
  ctx: Context,
  choice: AddressChoice,
  kind: 'shipping' | 'billing',
): Promise<CartAddressValues> {
  const values = await describedAddress(ctx, choice, kind)
  return { ...values, ...(await ctx.loaders.vatCheck(values)) }
}

/** The fields `CartAddressInterface` answers from a stored address. */
export async function cartAddressFields(ctx: Context, a: CartAddressRecord) {
  const country = await ctx.loaders.country(a.country_id)
  const region = country?.available_regions?.find((r) => r.id === a.region_id)
  return {
    id: a.address_id,
    uid: encodeUid(a.address_id),
    customer_address_uid: a.customer_address_id === null ? null : encodeUid(a.customer_address_id),
    firstname: a.firstname,
    middlename: a.middlename,
    lastname: a.lastname,
    prefix: a.prefix,
    suffix: a.suffix,
    company: a.company,
    street: a.street.split('\n'),
    city: a.city,
    region: a.region === null ? null : { code: region?.code ?? a.region, label: a.region, region_id: a.region_id },
    postcode: a.postcode,
    country: { code: a.country_id, label: country?.full_name_locale ?? a.country_id },
    telephone: a.telephone,
    fax: a.fax,
    vat_id: a.vat_id,
  }
}
