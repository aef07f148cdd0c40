/**
 * Magento's REST registration, `POST /rest/{store}/V1/customers` with `{customer: {email, firstname, lastname, …},
 * password, redirectUrl}` (anonymous in Magento's webapi.xml): answers Magento's customer JSON, errors as Magento's REST
 * errors `{message, parameters}` — 400 for input, 401 for authorization, 404 for a missing entity.
 */
import type { RestAddressInput } from '../../api/customer'
import type { Context } from '../kernel/context'
import { GraphQlException } from '../kernel/errors'
import { Phrase } from '../kernel/phrase'
import type { CountryCodeEnum, CustomerAddressInput } from '../kernel/resolvers-types.generated'
import { restJson } from '../kernel/rest-input'
import type { RestServices } from '../kernel/rest-router'
import { createAccount } from './account'
import { type AddressSource, addressSource, createAddress, newAddressValues } from './address'
import { type CustomerRecord, findCustomer } from './customer-repository'

const STATUS: Record<string, number> = {
  'graphql-no-such-entity': 404,
  'graphql-authorization': 401,
  'graphql-authentication': 401,
}

/** Magento's REST error: the (translated) message with its %1 placeholders, and the values for them. */
function restError(error: GraphQlException, ctx: Context | null): Response {
  const template = new Phrase(error.phrase.text)
  const message = ctx ? ctx.translate(template) : template.render()
  return restJson({ message, parameters: error.phrase.args.map(String) }, STATUS[error.category] ?? 400)
}

function addressInput({ country_id, region, region_id, default_billing, default_shipping, ...rest }: RestAddressInput) {
  return {
    ...rest,
    country_code: country_id as CountryCodeEnum | undefined,
    region: region ?? (region_id ? { region_id } : undefined),
    default_billing: default_billing === true,
    default_shipping: default_shipping === true,
  } satisfies CustomerAddressInput
}

function addressJson(a: AddressSource) {
  return {
    id: a.entity_id,
    customer_id: a.parent_id,
    region: { region_code: null, region: a.region, region_id: a.region_id ?? 0 },
    region_id: a.region_id ?? 0,
    country_id: a.country_id,
    street: a.street.split('\n'),
    ...(a.company ? { company: a.company } : {}),
    telephone: a.telephone,
    ...(a.postcode ? { postcode: a.postcode } : {}),
    city: a.city,
    firstname: a.firstname,
    lastname: a.lastname,
    ...(a.vat_id ? { vat_id: a.vat_id } : {}),
    ...(a.is_default_shipping ? { default_shipping: true } : {}),
    ...(a.is_default_billing ? { default_billing: true } : {}),
  }
}

/** Magento's CustomerInterface as its REST API writes it. */
function customerJson(c: CustomerRecord, isSubscribed: boolean, addresses: AddressSource[]) {
  return {
    id: c.entity_id,
    group_id: c.group_id,
    ...(c.default_billing === null ? {} : { default_billing: String(c.default_billing) }),
    ...(c.default_shipping === null ? {} : { default_shipping: String(c.default_shipping) }),
    created_at: c.created_at,
    updated_at: c.updated_at,
    created_in: c.created_in,
    ...(c.dob ? { dob: c.dob } : {}),
    email: c.email,
    firstname: c.firstname,
    lastname: c.lastname,
    ...(c.middlename ? { middlename: c.middlename } : {}),
    ...(c.prefix ? { prefix: c.prefix } : {}),
    ...(c.suffix ? { suffix: c.suffix } : {}),
    ...(c.gender ? { gender: c.gender } : {}),
    store_id: c.store_id,
    ...(c.taxvat ? { taxvat: c.taxvat } : {}),
    website_id: c.website_id,
    addresses: addresses.map(addressJson),
    disable_auto_group_change: 0,
    extension_attributes: { is_subscribed: isSubscribed },
  }
}

/** `POST /rest/{store}/V1/customers`: the account in the path's store view (`all` and none: the default one). */
export const registrationServices: RestServices = {
  async customerRegister({ request, store, input: body, context: contextFor }) {
    const headers = new Headers(request.headers)
    headers.set('Store', store === null || store === 'all' ? 'default' : store)
    let ctx: Context | null = null
    try {
      const context = await contextFor(new Request(request.url, { method: 'GET', headers }))
      ctx = context
      const { extension_attributes, dob, addresses = [], ...profile } = body.customer
      // The addresses are checked before the account is made, so a refused address leaves no account behind.
      const inputs = addresses.map(addressInput)
      const values = await Promise.all(inputs.map((input) => newAddressValues(context, input)))
      let customer = await createAccount(
        context,
        { ...profile, email: profile.email ?? '', date_of_birth: dob, password: body.password },
        body.redirectUrl,
      )
      const created: AddressSource[] = []
      for (const [index, input] of inputs.entries()) {
        created.push(await createAddress(context, customer, input, values[index]))
        customer = (await findCustomer(context.db, customer.entity_id)) ?? customer
      }
      if (extension_attributes?.is_subscribed === true) await context.loaders.newsletterSubscription(customer, true)
      const withDefaults = created.map((address) => addressSource(address, customer))
      return restJson(customerJson(customer, false, withDefaults))
    } catch (error) {
      if (error instanceof GraphQlException) return restError(error, ctx)
      throw error
    }
  },
}
