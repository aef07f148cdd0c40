import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { LOCAL_STAFF_USER } from '../../commerce/scripts/staff-user-sql'
import {
  commerceUrl,
  createCustomer,
  lastMailTo,
  type Mail,
  newEmail,
  onShop,
  PASSWORD,
  register,
  signedInCustomer,
} from './customer'
import { addToCart, expect, isPhone, test } from './fixtures'

/**
 * Quote and order requests as a new customer sends them, at desktop and phone widths: from the cart to /request,
 * the missing addresses added in place, the request sent once despite a double click, the thank-you page, the
 * order history, and the company's answers through Magento's admin REST (commerce Worker) that the customer
 * accepts and approves. The German test sends a quote request; the English one signs in on the request page,
 * sends an order request, declines the confirmation and reorders.
 * 100007: a seeded PVC-U sheet (IN_STOCK, 307 pieces, 84 per pallet).
 */
const SKU = '100007'
const SALES_INBOX = 'vertrieb@polyplast.example'

// Each test walks the whole flow (two parties, several pages): more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 })

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })

/** The company's answer: Magento's admin token, then a comment with the new status, visible and mailed. */
async function answerAsCompany(number: string, status: 'offer_sent' | 'confirmation_sent', comment: string) {
  const headers = { 'content-type': 'application/json' }
  const tokenResponse = await fetch(`${commerceUrl}/rest/V1/integration/admin/token`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: LOCAL_STAFF_USER.username, password: LOCAL_STAFF_USER.password }),
  })
  expect(tokenResponse.status).toBe(200)
  const token = (await tokenResponse.json()) as string
  const answered = await fetch(`${commerceUrl}/rest/V1/orders/${Number(number)}/comments`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: JSON.stringify({ statusHistory: { comment, status, is_customer_notified: 1, is_visible_on_front: 1 } }),
  })
  expect(answered.status).toBe(200)
}

/** The mails of the shop's development mailbox (served by the shop itself) whose subject names `text`. */
async function mailsAbout(request: APIRequestContext, text: string): Promise<Mail[]> {
  let found: Mail[] = []
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/dev/mailbox.json')).json()) as Mail[]
      found = mails.filter((mail) => mail.subject.includes(text))
      return found.length
    })
    .toBeGreaterThanOrEqual(2)
  return found
}

async function cartQuantity(page: Page): Promise<number> {
  return page.evaluate(async () => {
    type Answer = { result: { data: { items: { quantity: number }[] } } }
    const body = (await (await fetch('/api/trpc/cart.get')).json()) as Answer
    return body.result.data.items.reduce((sum, item) => sum + item.quantity, 0)
  })
}

const labels = {
  de: {
    country: /^Land/,
    first: 'Vorname',
    last: 'Nachname',
    street: 'Straße',
    zip: 'PLZ',
    city: /^Ort\b/,
    phone: 'Telefonnummer',
    save: 'Adresse speichern',
    add: 'Adresse hinzufügen',
  },
  en: {
    country: /^Country/,
    first: 'First name',
    last: 'Last name',
    street: 'Street name',
    zip: 'Zip-code',
    city: /^City\b/,
    phone: 'Phone number',
    save: 'Save address',
    add: 'Add address',
  },
}

/** Adds the first address in place: the request page's dialog with the address book's form. */
async function addAddressInPlace(page: Page, locale: 'de' | 'en', dialogName: string) {
  const text = labels[locale]
  await page.getByRole('button', { name: text.add }).click()
  const dialog = page.getByRole('dialog', { name: dialogName })
  await dialog.getByRole('combobox', { name: text.country }).selectOption('DE')
  await dialog.getByLabel(text.first).fill('Erika')
  await dialog.getByLabel(text.last).fill('Muster')
  await dialog.getByRole('textbox', { name: text.street, exact: true }).fill('Industriestraße 4')
  await dialog.getByLabel(text.zip).fill('80331')
  await dialog.getByRole('textbox', { name: text.city }).fill('München')
  await dialog.getByLabel(text.phone).fill('089 123456')
  await dialog.getByRole('button', { name: text.save }).click()
  await expect(dialog).toHaveCount(0)
}

async function openCartAndProceed(page: Page, visit: (path: string) => Promise<unknown>, locale: 'de' | 'en') {
  await visit(`/${locale}/cart`)
  await page
    .locator('.cart-page')
    .getByRole('link', { name: locale === 'de' ? 'Weiter zur Anfrage' : 'Continue to your request' })
    .click()
  await expect(page).toHaveURL(new RegExp(`/${locale}/request$`))
}

const requestNumber = (page: Page) => /\/request\/thank-you\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1] ?? ''

/** The status badge of a request's detail page. */
const detailStatus = (page: Page): Locator => page.locator('.order__facts .badge')

const orderRows = (page: Page): Locator => page.locator('.order-table:not(.order-lines) tbody tr')

/** A fact of a request's detail page (kind, status, shipping …) by its label. */
const detailFact = (page: Page, label: string): Locator =>
  page.locator('.order__fact').filter({ has: page.getByRole('term').getByText(label, { exact: true }) })

/** The shipping row of a request's totals. */
const shippingTotal = (page: Page, label: string): Locator =>
  page.locator('.order__totals .cart-totals__row').filter({ has: page.getByText(label, { exact: true }) })

test('a quote request in German: addresses added in place, sent once, offer accepted, confirmation approved', async ({
  page,
  visit,
}) => {
  const customer = await signedInCustomer(page, visit, 'de')
  await addToCart(page, SKU, 100)
  await openCartAndProceed(page, visit, 'de')
  await expect(heading(page, 'Anfrage senden')).toBeVisible()
  // the freight facts: 100 pieces at 84 a pallet
  await expect(page.getByText('1 volle Palette, 1 Teilpalette')).toBeVisible()
  await expect(page.getByText('Bitte fügen Sie eine Lieferadresse hinzu')).toBeVisible()
  await expect(page.getByText('Bitte fügen Sie eine Rechnungsadresse hinzu')).toBeVisible()

  await page.getByLabel('Ihre Bestellnummer (optional)').fill('B-77')
  await page.getByLabel('Nachricht').fill('Lieferung bitte KW 12')
  await page.getByRole('radio', { name: /^Abholung im Werk/ }).check()
  await page.getByRole('radio', { name: /^3–5 Tage/ }).check()
  // what was typed and chosen survives a reload
  await visit('/de/request')
  await expect(page.getByLabel('Nachricht')).toHaveValue('Lieferung bitte KW 12')
  await expect(page.getByLabel('Ihre Bestellnummer (optional)')).toHaveValue('B-77')
  await expect(page.getByRole('radio', { name: /^Abholung im Werk/ })).toBeChecked()
  await expect(page.getByRole('radio', { name: /^3–5 Tage/ })).toBeChecked()
  const submit = page.getByRole('button', { name: 'Angebot anfragen' })
  await submit.click()
  await expect(page.getByRole('alert').filter({ hasText: 'Bitte fügen Sie eine Rechnungsadresse hinzu' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Adresse hinzufügen' })).toBeFocused()

  await addAddressInPlace(page, 'de', 'Neue Adresse hinzufügen')
  await expect(page.getByText('Adresse erfolgreich hinzugefügt.')).toBeVisible()
  await expect(page.getByText('Bitte fügen Sie eine Lieferadresse hinzu')).toHaveCount(0)
  await expect(page.locator('.request-addresses').getByText('Industriestraße 4')).toHaveCount(2)
  // what was typed is still there
  await expect(page.getByLabel('Nachricht')).toHaveValue('Lieferung bitte KW 12')
  await expect(page.getByRole('radio', { name: /^3–5 Tage/ })).toBeChecked()

  await submit.dblclick()
  await expect(page).toHaveURL(/\/de\/request\/thank-you\/\d+$/)
  const number = requestNumber(page)
  await expect(heading(page, 'Vielen Dank für Ihre Anfrage')).toBeVisible()
  await expect(page.getByText(`Ihre Angebotsanfrage wurde unter der Nummer ${number} gesendet.`)).toBeVisible()
  await expect(page.getByText('Der Vertrag kommt erst zustande', { exact: false })).toBeVisible()
  expect(await cartQuantity(page)).toBe(0)
  // a reload shows the same page
  await visit(`/de/request/thank-you/${number}`)
  await expect(heading(page, 'Vielen Dank für Ihre Anfrage')).toBeVisible()

  const mails = await mailsAbout(page.request, number)
  expect(mails.map((mail) => mail.to).sort()).toEqual([customer.email, SALES_INBOX].sort())
  expect(mails.find((mail) => mail.to === customer.email)?.subject).toBe(`Ihre Angebotsanfrage ${number}`)

  await page.getByRole('link', { name: 'Anfrage ansehen' }).click()
  await expect(heading(page, `Anfrage ${number}`)).toBeFocused()
  await expect(detailStatus(page)).toHaveText('Angebot angefragt')
  await expect(page.getByText('Lieferung bitte KW 12')).toBeVisible()
  await expect(page.getByText('3–5 Tage')).toBeVisible()
  await expect(detailFact(page, 'Versand')).toContainText('Abholung im Werk')
  await expect(page.locator('.order-lines tbody td[data-label="Menge"]')).toHaveText('100 Stück')
  await expect(shippingTotal(page, 'Versand')).toContainText('0,00 €')
  // the shipping method in the visitor's language, not in the one the request was sent in
  await visit(`/en/customer/order-history/${number}`)
  await expect(detailFact(page, 'Shipping')).toContainText('Pickup at our plant')

  await visit('/de/customer/order-history')
  await expect(orderRows(page)).toHaveCount(1)
  await expect(orderRows(page).first()).toContainText(number)
  await expect(orderRows(page).first()).toContainText('Angebotsanfrage')

  await answerAsCompany(number, 'offer_sent', 'Unser Angebot: Fracht 85,00 EUR')
  await visit(`/de/customer/order-history/${number}`)
  await expect(page.getByText('Unser Angebot: Fracht 85,00 EUR')).toBeVisible()
  await expect(detailStatus(page)).toHaveText('Angebot gesendet')
  // Accepting asks once, in a summary; a double click there answers once: no second answer is refused beside the
  // first one's success.
  await page.getByRole('button', { name: 'Angebot annehmen' }).click()
  await page
    .getByRole('dialog', { name: 'Angebot annehmen' })
    .getByRole('button', { name: 'Annehmen und Bestellung anfragen' })
    .dblclick()
  await expect(page.getByText('Sie haben das Angebot angenommen.', { exact: false })).toBeVisible()
  await expect(detailStatus(page)).toHaveText('Bestellung angefragt')
  await expect(page.getByText('Diese Antwort ist nicht mehr möglich', { exact: false })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Angebot annehmen' })).toHaveCount(0)

  await answerAsCompany(number, 'confirmation_sent', 'Auftragsbestätigung: Lieferung KW 12')
  await visit(`/de/customer/order-history/${number}`)
  await page.getByRole('button', { name: 'Auftragsbestätigung freigeben' }).click()
  // the binding step goes through a summary
  const approval = page.getByRole('dialog', { name: 'Auftragsbestätigung freigeben' })
  await expect(approval).toContainText('Mit der Freigabe bestellen Sie verbindlich')
  await approval.getByRole('button', { name: 'Freigeben und verbindlich bestellen' }).click()
  await expect(detailStatus(page)).toHaveText('Vom Kunden bestätigt')
  await expect(page.getByRole('heading', { name: 'Ihre Antwort' })).toHaveCount(0)
  await visit('/de/customer/order-history')
  await expect(orderRows(page).first()).toContainText('Vom Kunden bestätigt')
})

test('an order request in English: a guest signs in on the request page, sends it, declines, reorders', async ({
  page,
  visit,
}) => {
  const customer = await createCustomer('en', 'John', 'Buyer')
  await visit('/en/request')
  await expect(page.getByText('Your cart is empty.', { exact: false })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to stock list' })).toBeVisible()

  await addToCart(page, SKU, 3)
  await visit('/en/request?type=order')
  await expect(page.getByRole('heading', { name: 'Sign in to send your request' })).toBeVisible()
  await page.locator('.request-page').getByRole('button', { name: 'Sign in' }).click()
  const login = page.getByRole('dialog', { name: 'Login' })
  await login.getByLabel('E-mail').fill(customer.email)
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
  await login.getByLabel('I am not a robot').check()
  await login.getByRole('button', { name: 'Sign in' }).click()
  await expect(login).toHaveCount(0)
  // the same step, with the cart (merged into the customer's) and the kind chosen
  await expect(page).toHaveURL(/\/en\/request\?type=order$/)
  await expect(page.getByRole('radio', { name: /^Order request/ })).toBeChecked()
  await expect(page.locator('.request-line')).toHaveCount(1)

  await page.getByLabel('Message').fill('Please deliver before Friday')
  await expect(page.getByRole('radio', { name: /^Freight by forwarder/ })).toBeChecked()
  await addAddressInPlace(page, 'en', 'Add new address')
  await expect(page.getByLabel('Message')).toHaveValue('Please deliver before Friday')
  // The connection drops on the first try: 'Propose failed!', the cart and the typed request stay; the retry sends it.
  await page.route(/\/api\/trpc\/[^?]*request\.place/, (route) => route.abort('connectionreset'), { times: 1 })
  const send = page.getByRole('button', { name: 'Send order request' })
  await send.click()
  await expect(page.getByRole('alert').filter({ hasText: 'Propose failed!' })).toBeVisible()
  await expect(page.getByLabel('Message')).toHaveValue('Please deliver before Friday')
  expect(await cartQuantity(page)).toBe(3)
  await send.dblclick()
  await expect(page).toHaveURL(/\/en\/request\/thank-you\/\d+$/)
  const number = requestNumber(page)
  await expect(page.getByText(`Your order request has been sent under the number ${number}.`)).toBeVisible()
  const mails = await mailsAbout(page.request, number)
  expect(mails.find((mail) => mail.to === customer.email)?.subject).toBe(`Your order request ${number}`)

  await visit('/en/customer/order-history')
  await expect(heading(page, 'Order history')).toBeVisible()
  await expect(orderRows(page)).toHaveCount(1)
  await expect(orderRows(page).first()).toContainText('Order request')
  await expect(orderRows(page).first()).toContainText('Order requested')
  await orderRows(page).first().getByRole('link', { name: number }).click()
  await expect(heading(page, `Request ${number}`)).toBeFocused()
  await expect(page.getByRole('button', { name: 'Decline' })).toHaveCount(0)
  await expect(detailFact(page, 'Shipping')).toContainText('Freight by forwarder')
  // freight is priced in the company's answer: no 0.00 before it
  await expect(shippingTotal(page, 'Shipping')).toContainText('Stated in our order confirmation')
  await expect(shippingTotal(page, 'Shipping')).not.toContainText('0.00')

  await answerAsCompany(number, 'confirmation_sent', 'Order confirmation: delivery on Thursday')
  await visit(`/en/customer/order-history/${number}`)
  await expect(page.getByText('Order confirmation: delivery on Thursday')).toBeVisible()
  await page.getByRole('button', { name: 'Decline' }).click()
  const confirm = page.getByRole('dialog', { name: 'Decline the order confirmation?' })
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('button', { name: 'Approve order confirmation' })).toBeVisible()
  await page.getByRole('button', { name: 'Decline' }).click()
  // declining an order confirmation needs a reason
  await confirm.getByRole('button', { name: 'Decline' }).click()
  await expect(confirm.getByLabel('Reason')).toBeFocused()
  await confirm.getByLabel('Reason').fill('The delivery date is too late')
  await confirm.getByRole('button', { name: 'Decline' }).click()
  await expect(detailStatus(page)).toHaveText('Declined')

  await page.getByRole('button', { name: 'Reorder' }).click()
  await expect(page).toHaveURL(/\/en\/cart$/)
  await expect(page.getByText('The products of this request are in your cart again.')).toBeVisible()
  expect(await cartQuantity(page)).toBe(3)
})

test('a buyer with several saved addresses chooses one for billing and one for shipping, or enters a new one', async ({
  page,
  visit,
}) => {
  await signedInCustomer(page, visit, 'en')
  await addToCart(page, SKU, 2)
  await openCartAndProceed(page, visit, 'en')
  await addAddressInPlace(page, 'en', 'Add new address')
  // One saved address: nothing to choose.
  await expect(page.getByRole('group', { name: 'Shipping address' })).toHaveCount(0)

  // A new address for the plant, its default shipping address; its postcode is checked by the country.
  await page.getByRole('button', { name: 'Enter a new address' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add new address' })
  await dialog.getByRole('combobox', { name: /^Country/ }).selectOption('NL')
  await dialog.getByLabel('First name').fill('Erika')
  await dialog.getByLabel('Last name').fill('Muster')
  await dialog.getByRole('textbox', { name: 'Street name', exact: true }).fill('Hafenweg 1')
  await dialog.getByLabel('Zip-code').fill('1011')
  await dialog.getByRole('textbox', { name: /^City\b/ }).fill('Amsterdam')
  await dialog.getByLabel('Phone number').fill('020 123456')
  await dialog.getByLabel('Default billing address').uncheck()
  await dialog.getByRole('button', { name: 'Save address' }).click()
  const zip = dialog.getByLabel('Zip-code')
  await expect(zip).toHaveAccessibleDescription('The postcode has 4 digits and 2 letters, e.g. 1011 AB')
  await expect(zip).toHaveValue('1011')
  await zip.fill('1011ab')
  await dialog.getByRole('button', { name: 'Save address' }).click()
  await expect(dialog).toHaveCount(0)

  // The defaults are chosen: the office is billed, the plant receives.
  const billing = page.getByRole('group', { name: 'Billing address' })
  const shipping = page.getByRole('group', { name: 'Shipping address' })
  await expect(billing.getByRole('radio', { name: /80331 München/ })).toBeChecked()
  await expect(shipping.getByRole('radio', { name: /1011 AB Amsterdam/ })).toBeChecked()
  // This request goes the other way round: the shipping address by keyboard, the billing address by a click.
  await shipping.getByRole('radio', { name: /1011 AB Amsterdam/ }).focus()
  await page.keyboard.press('ArrowUp')
  await expect(shipping.getByRole('radio', { name: /80331 München/ })).toBeChecked()
  await billing.getByRole('radio', { name: /1011 AB Amsterdam/ }).check()
  // The choice survives a reload.
  await visit('/en/request')
  await expect(billing.getByRole('radio', { name: /1011 AB Amsterdam/ })).toBeChecked()
  await expect(shipping.getByRole('radio', { name: /80331 München/ })).toBeChecked()
  await page.getByRole('button', { name: 'Request a quote' }).click()
  await expect(page).toHaveURL(/\/en\/request\/thank-you\/\d+$/)

  await visit(`/en/customer/order-history/${requestNumber(page)}`)
  const sent = (title: string) =>
    page.locator('.order__addresses .request-address').filter({ has: page.getByRole('heading', { name: title }) })
  await expect(sent('Billing address')).toContainText('1011 AB Amsterdam')
  await expect(sent('Shipping address')).toContainText('80331 München')
})

test('a guest who creates an account on the request page comes back to the request, cart kept', async ({
  page,
  visit,
}) => {
  await visit('/de')
  await addToCart(page, SKU, 2)
  await visit('/de/request')
  await page.locator('.request-page').getByRole('link', { name: 'Konto erstellen' }).click()
  await expect(page).toHaveURL(/\/de\/registration\?returnTo=request$/)

  const email = newEmail('anfrage')
  await register(page, 'de', email)
  await expect(page).toHaveURL(/\/de\/registration\/thank-you/)

  const confirmation = (await lastMailTo(email)).links.find((link) => link.includes('/confirm-email/')) ?? ''
  await visit(onShop(confirmation))
  // The page asks for the password chosen at registration, confirms, signs in and leads back to the request.
  await page.locator('.page').getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD)
  await page.locator('.page').getByRole('button', { name: 'Konto bestätigen' }).click()
  await expect(page).toHaveURL(/\/de\/request$/)
  await expect(page.locator('.request-line')).toHaveCount(1)
})

test('an unknown request number shows a not-found state inside the account', async ({ page, visit }) => {
  await signedInCustomer(page, visit, isPhone(page) ? 'en' : 'de')
  const locale = isPhone(page) ? 'en' : 'de'
  await visit(`/${locale}/customer/order-history/999999999`)
  await expect(
    page.getByText(locale === 'de' ? 'Diese Anfrage wurde nicht gefunden.' : 'This order could not be found.'),
  ).toBeVisible()
  // A page of the history past its last says so and leads to the first, not "no requests yet".
  await visit(`/${locale}/customer/order-history?page=99`)
  await expect(
    page.getByText(
      locale === 'de' ? 'Eine Seite 99 gibt es in Ihren Anfragen nicht.' : 'There is no page 99 of your requests.',
    ),
  ).toBeVisible()
})
