import { expect, type Page } from '@playwright/test'

/**
 * A signed-in browser without the login form: a customer created and confirmed at the commerce Worker's own
 * address (GraphQL and the local mailbox), then signed in through the BFF from the page itself, so the HttpOnly
 * token cookie is the browser's own and the request passes the same-origin check.
 */

const shopPort = Number(process.env.E2E_PORT ?? 8799)
export const commerceUrl = `http://127.0.0.1:${process.env.E2E_COMMERCE_PORT ?? shopPort - 1}`

export const PASSWORD = 'Kunststoff-2024'

export type Mail = { to: string; subject: string; links: string[] }

let sequence = 0
export const newEmail = (prefix: string) => `${prefix}.${Date.now()}.${++sequence}@example.com`

async function graphql(store: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${commerceUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await response.json()) as { errors?: unknown[] }
  if (body.errors) throw new Error(JSON.stringify(body.errors))
}

/** The newest mail to `to`, waiting for it a little. */
export async function lastMailTo(to: string, subject?: RegExp): Promise<Mail> {
  let mail: Mail | undefined
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${commerceUrl}/dev/mailbox.json`)).json()) as Mail[]
      mail = mails.find((m) => m.to === to && (!subject || subject.test(m.subject)))
      return mail !== undefined
    })
    .toBe(true)
  return mail as Mail
}

const registrationLabels = {
  de: {
    firstname: 'Vorname',
    lastname: 'Nachname',
    email: 'E-Mail',
    password: 'Passwort',
    confirmation: 'Passwort bestätigen',
    robot: 'Ich bin kein Roboter',
    submit: 'Konto erstellen',
  },
  en: {
    firstname: 'First name',
    lastname: 'Last name',
    email: 'E-mail',
    password: 'Password',
    confirmation: 'Confirm password',
    robot: 'I am not a robot',
    submit: 'Create an account',
  },
}

/** Fills the open registration page's required fields for Erika Muster and sends it, the captcha stand-in ticked. */
export async function register(page: Page, store: 'de' | 'en', email: string) {
  const labels = registrationLabels[store]
  await page.getByLabel(labels.firstname).fill('Erika')
  await page.getByLabel(labels.lastname).fill('Muster')
  await page.getByLabel(labels.email).fill(email)
  await page.getByRole('textbox', { name: labels.password, exact: true }).fill(PASSWORD)
  await page.getByLabel(labels.confirmation).fill(PASSWORD)
  await page.getByLabel(labels.robot).check()
  await page.getByRole('button', { name: labels.submit }).click()
}

/** A confirmed customer of the store view (de or en). */
export async function createCustomer(store: 'de' | 'en', firstname = 'Erika', lastname = 'Muster') {
  const email = newEmail(`konto.${store}`)
  await graphql(
    store,
    'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: { email, firstname, lastname, password: PASSWORD } },
  )
  const link = (await lastMailTo(email)).links[0] ?? ''
  const key = /confirm-email\/\d+\/([0-9a-f]+)/.exec(link)?.[1]
  await graphql(
    store,
    'mutation ($email: String!, $key: String!, $password: String!) { confirmEmail(input: { email: $email, confirmation_key: $key, password: $password }) { customer { email } } }',
    { email, key, password: PASSWORD },
  )
  return { email, password: PASSWORD, firstname, lastname }
}

/** Signs the page's browser in through customer.signIn (the page must show the shop, for the same origin). */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  const status = await page.evaluate(
    async ({ email, password }) => {
      const response = await fetch('/api/trpc/customer.signIn', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-captcha-token': 'pass',
          // each sign-in from its own client, so the per-client rate limit of sign-ins never trips across tests
          'cf-connecting-ip': `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 256)).join('.')}`,
        },
        body: JSON.stringify({ email, password }),
      })
      return response.status
    },
    { email, password },
  )
  expect(status).toBe(200)
}

/** A new confirmed customer, signed in in this page's browser; the page is on the store view's home page. */
export async function signedInCustomer(page: Page, visit: (path: string) => Promise<unknown>, store: 'de' | 'en') {
  const customer = await createCustomer(store)
  await visit(`/${store}`)
  await signIn(page, customer.email)
  return customer
}

/** The path and query of a mail link, on the shop under test (the links point to the configured storefront). */
export const onShop = (link: string) => {
  const url = new URL(link)
  return url.pathname + url.search
}
