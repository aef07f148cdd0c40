/**
 * Magento's REST registration, `POST /rest/{store}/V1/customers` with `{customer: {email, firstname, lastname, …},
 * password, redirectUrl}` (anonymous in Magento's webapi.xml): answers Magento's customer JSON, errors as Magento's REST
 * errors `{message, parameters}` — 400 for input, 401 for authorization, 404 for a missing entity.
 */
import { z } from 'zod'
import type { Context } from '../kernel/context'
import { GraphQlException } from '../kernel/errors'
import type { ModuleRoute } from '../kernel/module'
import { Phrase } from '../kernel/phrase'
import type { CountryCodeEnum, CustomerAddressInput } from '../kernel/resolvers-types.generated'
import { parseRest, RestInputError, restInputResponse, restInternalError } from '../kernel/rest-input'
import { createAccount } from './account'
import { type AddressSource, addressSource, createAddress, newAddressValues } from './address'
import { type CustomerRecord, findCustomer } from './customer-repository'

const ROUTE = /^\/rest\/([a-z0-9_]+)\/V1\/customers\/?$/

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } })

const STATUS: Record<string, number> = {
  'graphql-no-such-entity': 404,
  'graphql-authorization': 401,
  'graphql-authentication': 401,
}

/** Magento's REST error: the (translated) message with its %1 placeholders, and the values for them. */
function restError(error: GraphQlException, ctx: Context | null): Response {
  const template = new Phrase(error.phrase.text)
  const message = ctx ? ctx.translate(template) : template.render()
  return json({ message, parameters: error.phrase.args.map(String) }, STATUS[error.category] ?? 400)
}

/**
 * Magento's AddressInterface and the registration body as its REST API reads them, checked with zod: a value of
 * another type answers Magento's 400 (RestInputError) before anything is written; unknown fields are left out.
 */
const text = z.string().optional()
const restAddressSchema = z.object({
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
type RestAddress = z.infer<typeof restAddressSchema>

const bodySchema = z.object({
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
    addresses: z.array(restAddressSchema).max(20).optional(),
  }),
  password: text,
  /** Where the confirmation mail's link leads once the account is confirmed (Magento's `redirectUrl`). */
  redirectUrl: text,
})

function addressInput({ country_id, region, region_id, default_billing, default_shipping, ...rest }: RestAddress) {
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

export const registrationRoute: ModuleRoute = async (request, _db, _env, contextFor) => {
  const url = new URL(request.url)
  const store = ROUTE.exec(url.pathname)?.[1]
  if (!store || request.method !== 'POST') return null
  const headers = new Headers(request.headers)
  headers.set('Store', store === 'all' ? 'default' : store)
  let ctx: Context | null = null
  try {
    const context = await contextFor(new Request(request.url, { method: 'GET', headers }))
    ctx = context
    let given: unknown
    try {
      given = await request.json()
    } catch {
      return json({ message: 'Decoding error: Unable to unserialize value.', parameters: [] }, 400)
    }
    if (!given || typeof given !== 'object' || !('customer' in given) || typeof given.customer !== 'object') {
      return json({ message: '"%1" is required. Enter and try again.', parameters: ['customer'] }, 400)
    }
    const body = parseRest(bodySchema, given)
    const { extension_attributes, dob, addresses = [], ...profile } = body.customer
    // The addresses are checked before the account is made, so a refused address leaves no account behind.
    const inputs = addresses.map(addressInput)
    const values = await Promise.all(inputs.map((input) => newAddressValues(context, input)))
    let customer = await createAccount(
      context,
      { ...profile, email: profile.email ?? '', date_of_birth: dob, password: body.password },
      typeof body.redirectUrl === 'string' ? body.redirectUrl : undefined,
    )
    const created: AddressSource[] = []
    for (const [index, input] of inputs.entries()) {
      created.push(await createAddress(context, customer, input, values[index]))
      customer = (await findCustomer(context.db, customer.entity_id)) ?? customer
    }
    const subscribe = extension_attributes?.is_subscribed === true
    if (subscribe) await context.loaders.newsletterSubscription(customer, true)
    const withDefaults = created.map((address) => addressSource(address, customer))
    return json(customerJson(customer, false, withDefaults))
  } catch (error) {
    if (error instanceof GraphQlException) return restError(error, ctx)
    if (error instanceof RestInputError) return restInputResponse(error)
    return restInternalError(error)
  }
}
