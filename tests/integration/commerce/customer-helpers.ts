/** Accounts and mails for the customer tests: register, read the mailbox, confirm, sign in. */
import { env } from 'cloudflare:workers'
import { call, data } from './graphql'

export type Mail = { to: string; subject: string; text: string; html: string; links: string[]; sent_at: string }

export const PASSWORD = 'Kunststoff-2024'
let sequence = 0
/** An e-mail address no other test uses. */
export const newEmail = (prefix = 'kunde') => `${prefix}.${Date.now()}.${++sequence}@example.com`

export const COMMERCE_DB = (env as unknown as { COMMERCE_DB: D1Database }).COMMERCE_DB

export async function mailbox(): Promise<Mail[]> {
  const response = await env.COMMERCE.fetch('https://commerce/dev/mailbox.json')
  if (response.status !== 200) throw new Error(`mailbox answered ${response.status}`)
  return (await response.json()) as Mail[]
}

/** The newest mail to `to`. */
export async function lastMailTo(to: string): Promise<Mail> {
  const mail = (await mailbox()).find((m) => m.to === to)
  if (!mail) throw new Error(`no mail to ${to}`)
  return mail
}

export const CREATE = `mutation ($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) { customer { email firstname lastname confirmation_status } }
}`
export const TOKEN = `mutation ($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) { token }
}`
/** Confirms with the mailed key and the account's password (PASSWORD unless `password` is given). */
export const CONFIRM = `mutation ($email: String!, $key: String!, $password: String = "${PASSWORD}") {
  confirmEmail(input: { email: $email, confirmation_key: $key, password: $password }) {
    customer { email confirmation_status }
  }
}`

/** The confirmation key of the newest confirmation mail to `email` (from its link). */
export async function confirmationKey(email: string): Promise<string> {
  const link = (await lastMailTo(email)).links[0] ?? ''
  const key = /confirm-email\/\d+\/([0-9a-f]+)/.exec(link)?.[1]
  if (!key) throw new Error(`no confirmation link in ${link}`)
  return key
}

/** A confirmed customer and a token for them. */
export async function signedInCustomer(
  input: Record<string, unknown> = {},
  store = 'en',
): Promise<{ email: string; token: string }> {
  const email = newEmail()
  await data(CREATE, {
    store,
    variables: { input: { email, firstname: 'Erika', lastname: 'Muster', password: PASSWORD, ...input } },
  })
  await data(CONFIRM, { store, variables: { email, key: await confirmationKey(email) } })
  const { status, body } = await call(TOKEN, { store, variables: { email, password: PASSWORD } })
  if (status !== 200 || !body.data?.generateCustomerToken?.token) throw new Error(JSON.stringify(body))
  return { email, token: body.data.generateCustomerToken.token }
}
