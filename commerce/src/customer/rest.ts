/**
 * Magento's REST registration, `POST /rest/{store}/V1/customers` with `{customer: {email, firstname, lastname, …},
 * password}` (anonymous in Magento's webapi.xml): answers Magento's customer JSON, errors as Magento's REST
 * errors `{message, parameters}` — 400 for input, 401 for authorization, 404 for a missing entity.
 */
import type { Context } from '../kernel/context'
import { GraphQlException } from '../kernel/errors'
import type { ModuleRoute } from '../kernel/module'
import { Phrase } from '../kernel/phrase'
import { createAccount } from './account'
import type { CustomerRecord } from './customer-repository'

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

type Body = {
  customer?: {
    email?: string
    firstname?: string
    lastname?: string
    middlename?: string
    prefix?: string
    suffix?: string
    dob?: string
    gender?: number
    taxvat?: string
    extension_attributes?: { is_subscribed?: boolean }
  }
  password?: string
}

/** Magento's CustomerInterface as its REST API writes it. */
function customerJson(c: CustomerRecord, isSubscribed: boolean) {
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
    addresses: [],
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
    ctx = await contextFor(new Request(request.url, { method: 'GET', headers }))
    let body: Body
    try {
      body = (await request.json()) as Body
    } catch {
      return json({ message: 'Decoding error: Unable to unserialize value.', parameters: [] }, 400)
    }
    if (!body?.customer || typeof body.customer !== 'object') {
      return json({ message: '"%1" is required. Enter and try again.', parameters: ['customer'] }, 400)
    }
    const { extension_attributes, dob, ...profile } = body.customer
    const customer = await createAccount(ctx, {
      ...profile,
      email: profile.email ?? '',
      date_of_birth: dob,
      password: body.password,
    })
    const subscribe = extension_attributes?.is_subscribed === true
    if (subscribe) await ctx.loaders.newsletterSubscription(customer, true)
    return json(customerJson(customer, false))
  } catch (error) {
    if (error instanceof GraphQlException) return restError(error, ctx)
    console.error('commerce: REST error', error)
    return json(
      { message: 'Internal Error. Details are available in Magento log file. Report ID: webapi', parameters: [] },
      500,
    )
  }
}
