import type { Page } from '@playwright/test'
import { createCustomer, lastMailTo, newEmail, onShop, signedInCustomer, signIn } from './customer'
import { expect, isPhone, test } from './fixtures'

/**
 * The account area as a new customer uses it, at desktop and phone widths: the address book in German, the
 * profile in English, the newsletter from the account and from the footer. The customer is created and signed in
 * without the login form (tests/e2e/customer.ts).
 */

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })

async function fillAddress(page: Page, fields: { street: string[]; city: string; region?: string }) {
  await page.getByRole('combobox', { name: /^Land/ }).selectOption('DE')
  await page.getByLabel('Vorname').fill('Erika')
  await page.getByLabel('Nachname').fill('Muster')
  await page.getByLabel('Unternehmen').fill('Muster Kunststoff GmbH')
  const lines = ['Straße', 'Hausnummer/Wohnung', 'Ortsteil', 'Adresszusatz']
  for (const [index, label] of lines.entries()) await page.getByLabel(label).fill(fields.street[index] ?? '')
  await page.getByLabel('PLZ').fill('80331')
  await page.getByRole('textbox', { name: /^Ort\b/ }).fill(fields.city)
  if (fields.region) await page.getByLabel('Bundesland/Region').selectOption({ label: fields.region })
  await page.getByLabel('Telefonnummer').fill('089 123456')
  await page.getByLabel('USt-IdNr.').fill('DE123456789')
}

test('a guest who opens the account area is sent to the home page, where the login modal opens', async ({
  page,
  visit,
}) => {
  await visit('/de/customer/my-profile')
  await expect(page).toHaveURL(/\/de(#login(=.*)?)?$/)
  await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible()
})

test('the section navigation: a sidebar on desktop, a list on the start page on phones', async ({ page, visit }) => {
  await signedInCustomer(page, visit, 'de')
  await visit('/de/customer')
  await expect(heading(page, 'Mein Konto')).toBeVisible()
  await expect(page.getByText('Willkommen, Erika Muster.')).toBeVisible()
  if (isPhone(page)) {
    await page.locator('.account-landing__sections').getByRole('link', { name: 'Mein Newsletter' }).click()
    await expect(heading(page, 'Mein Newsletter')).toBeFocused()
    await page.getByRole('link', { name: 'Zurück zu Mein Konto' }).click()
    await expect(heading(page, 'Mein Konto')).toBeVisible()
  } else {
    const sidebar = page.getByRole('navigation', { name: 'Mein Konto' })
    await sidebar.getByRole('link', { name: 'Bestellhistorie' }).click()
    await expect(heading(page, 'Bestellhistorie')).toBeFocused()
    await expect(sidebar.getByRole('link', { name: 'Bestellhistorie' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByText('Sie haben noch keine Angebots- oder Bestellanfragen gesendet.')).toBeVisible()
    await sidebar.getByRole('link', { name: 'Meine Wunschliste' }).click()
    await expect(page.getByText('Ihre Wunschliste ist leer.', { exact: false })).toBeVisible()
  }
  await visit('/de/customer/order-history/42')
  await expect(page.getByText('Diese Anfrage wurde nicht gefunden.')).toBeVisible()
})

test('the address book: first address as default, a second, edit with four street lines, delete', async ({
  page,
  visit,
}) => {
  await signedInCustomer(page, visit, 'de')
  await visit('/de/customer/addresses-details')
  await expect(heading(page, 'Adressen')).toBeVisible()
  await expect(page.getByText('Sie haben noch keine Adressen gespeichert.', { exact: false })).toBeVisible()

  await page.getByRole('link', { name: 'Neue Adresse hinzufügen' }).click()
  await expect(heading(page, 'Neue Adresse hinzufügen')).toBeVisible()
  // The first address is proposed as the default billing and shipping address.
  await expect(page.getByLabel('Standard-Rechnungsadresse')).toBeChecked()
  await expect(page.getByLabel('Standard-Lieferadresse')).toBeChecked()
  // The country starts as the store's (general/country/default), not at "please choose".
  await expect(page.getByRole('combobox', { name: /^Land/ })).toHaveValue('DE')
  // Nothing typed: the first invalid field takes the focus, the message is German.
  await page.getByRole('button', { name: 'Adresse speichern' }).click()
  await expect(page.getByRole('textbox', { name: /^Vorname/ })).toBeFocused()
  await expect(page.getByText('Dies ist ein Pflichtfeld').first()).toBeVisible()

  await fillAddress(page, { street: ['Hafenweg 1'], city: 'Augsburg' })
  await page.getByRole('button', { name: 'Adresse speichern' }).click()
  await expect(page.getByText('Adresse erfolgreich hinzugefügt.')).toBeVisible()
  await expect(heading(page, 'Adressen')).toBeVisible()
  const cards = page.locator('.address-card')
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText('Standard-Rechnungsadresse')
  await expect(cards.first()).toContainText('Standard-Lieferadresse')
  // The only default address offers no delete.
  await expect(cards.first().getByRole('button', { name: /löschen/ })).toHaveCount(0)

  // The second one takes both roles; at least one is required.
  await page.getByRole('link', { name: 'Neue Adresse hinzufügen' }).click()
  await fillAddress(page, { street: ['Industriestraße 4', 'Halle 2', '', 'Tor B'], city: 'München', region: 'Bayern' })
  await page.getByLabel('Standard-Rechnungsadresse').uncheck()
  await page.getByLabel('Standard-Lieferadresse').uncheck()
  await expect(page.getByRole('group', { name: 'Verwenden als' })).toHaveAccessibleDescription(
    /^Wählen Sie mindestens eine Verwendung/,
  )
  await page.getByRole('button', { name: 'Adresse speichern' }).click()
  await expect(page.getByText('Wählen Sie mindestens einen Standard-Adresstyp')).toBeVisible()
  await expect(page.getByLabel('Straße')).toHaveValue('Industriestraße 4')
  await page.getByLabel('Standard-Rechnungsadresse').check()
  await page.getByLabel('Standard-Lieferadresse').check()
  await page.getByRole('button', { name: 'Adresse speichern' }).click()
  await expect(page.getByText('Adresse erfolgreich hinzugefügt.')).toBeVisible()
  await expect(cards).toHaveCount(2)

  // Edit the second: its street lines come back split into the four fields.
  const second = cards.filter({ hasText: 'Industriestraße 4' })
  await second.getByRole('link', { name: /bearbeiten/ }).click()
  await expect(heading(page, 'Adresse bearbeiten')).toBeVisible()
  await expect(page.getByLabel('Straße')).toHaveValue('Industriestraße 4')
  await expect(page.getByLabel('Hausnummer/Wohnung')).toHaveValue('Halle 2')
  await expect(page.getByLabel('Ortsteil')).toHaveValue('Tor B')
  await expect(page.getByLabel('Adresszusatz')).toHaveValue('')
  await expect(page.getByLabel('Bundesland/Region')).toHaveValue(/\d+/)
  await page.getByLabel('Ortsteil').fill('Werk Süd')
  await page.getByRole('button', { name: 'Adresse speichern' }).click()
  await expect(page.getByText('Adresse erfolgreich aktualisiert.')).toBeVisible()
  await expect(second).toContainText('Werk Süd')

  // The first is no default any more: it may go, after the confirmation; the default one offers no delete.
  await expect(second.getByRole('button', { name: /löschen/ })).toHaveCount(0)
  await cards
    .filter({ hasText: 'Hafenweg 1' })
    .getByRole('button', { name: /löschen/ })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Adresse löschen?' })
  await dialog.getByRole('button', { name: 'Löschen' }).click()
  await expect(page.getByText('Adresse erfolgreich gelöscht.')).toBeVisible()
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText('Industriestraße 4')
  // The focus does not fall to the page with the deleted address's button.
  await expect(page.getByRole('link', { name: 'Neue Adresse hinzufügen' })).toBeFocused()
})

test('the postcode is checked by the country, at the field, and again when the country changes', async ({
  page,
  visit,
}) => {
  await signedInCustomer(page, visit, 'de')
  await visit('/de/customer/addresses-details/create')
  await fillAddress(page, { street: ['Hafenweg 1'], city: 'Augsburg' })
  const postcode = page.getByLabel('PLZ')
  await postcode.fill('123')
  await page.getByRole('button', { name: 'Adresse speichern' }).click()
  await expect(postcode).toBeFocused()
  await expect(postcode).toHaveAttribute('aria-invalid', 'true')
  await expect(postcode).toHaveAccessibleDescription('Die Postleitzahl hat 5 Ziffern, z. B. 10115')
  await expect(postcode).toHaveValue('123')

  const country = page.getByRole('combobox', { name: /^Land/ })
  await country.selectOption('AT')
  await expect(postcode).toHaveAccessibleDescription('Die Postleitzahl hat 4 Ziffern, z. B. 1010')
  await postcode.fill('1010')
  await expect(postcode).not.toHaveAttribute('aria-invalid')
  await country.selectOption('NL')
  await expect(postcode).toHaveAccessibleDescription('Die Postleitzahl hat 4 Ziffern und 2 Buchstaben, z. B. 1011 AB')
  // Typed as it comes, written as the Dutch post writes it once the field is left.
  await postcode.fill('1011ab')
  await postcode.blur()
  await expect(postcode).toHaveValue('1011 AB')
  // The VAT ID follows the country's format too: the German one filled above is refused at its field.
  await page.getByRole('button', { name: 'Adresse speichern' }).click()
  const vatId = page.getByLabel('USt-IdNr.')
  await expect(vatId).toHaveAccessibleDescription(/im Format des Landes der Adresse/)
  await vatId.fill('NL123456789B01')
  await page.getByRole('button', { name: 'Adresse speichern' }).click()
  await expect(page.getByText('Adresse erfolgreich hinzugefügt.')).toBeVisible()
  await expect(page.locator('.address-card').first()).toContainText('1011 AB Augsburg')
})

test("an address in a country of the store's optional_zip_countries goes without a postcode", async ({
  page,
  visit,
}) => {
  await signedInCustomer(page, visit, 'de')
  await visit('/de/customer/addresses-details/create')
  await fillAddress(page, { street: ['Queen’s Road 1'], city: 'Hongkong' })
  const postcode = page.getByLabel('PLZ')
  await postcode.fill('')
  await expect(postcode).toHaveAttribute('required')
  await page.getByRole('combobox', { name: /^Land/ }).selectOption('HK')
  await expect(postcode).not.toHaveAttribute('required')
  await page.getByRole('button', { name: 'Adresse speichern' }).click()
  await expect(page.getByText('Adresse erfolgreich hinzugefügt.')).toBeVisible()
  await expect(page.locator('.address-card').first()).toContainText('Hongkong')
})

test('a profile form that missed an e-mail change in another tab asks for the current password', async ({
  page,
  visit,
}) => {
  const customer = await signedInCustomer(page, visit, 'en')
  await visit('/en/customer/my-profile')
  const profile = page.getByRole('form', { name: 'Personal data' })
  await expect(profile.getByLabel('Email')).toHaveValue(customer.email)

  const otherTab = await page.context().newPage()
  await otherTab.goto(page.url())
  await expect(otherTab.locator('html[data-hydrated]')).toBeAttached()
  const otherProfile = otherTab.getByRole('form', { name: 'Personal data' })
  const next = newEmail('anderer.tab')
  await otherProfile.getByLabel('Email').fill(next)
  await otherProfile.getByLabel('Current password').fill(customer.password)
  await otherProfile.getByRole('button', { name: 'Save profile' }).click()
  await expect(
    otherTab.getByText(
      `Your profile has been saved. We have sent a link to ${next}: your email address changes when you open it.`,
    ),
  ).toBeVisible()
  // The change takes effect when the link mailed to the new address is opened with the password.
  const link = new URL((await lastMailTo(next)).links[0] ?? '')
  await otherTab.goto(link.pathname + link.search)
  await expect(otherTab.locator('html[data-hydrated]')).toBeAttached()
  await otherTab.locator('.page').getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password)
  await otherTab.locator('.page').getByRole('button', { name: 'Confirm account' }).click()
  await expect(otherTab.getByText('Thank you for confirming your account')).toBeVisible()
  await otherTab.close()

  await profile.getByLabel('First name').fill('Erika-Maria')
  await profile.getByRole('button', { name: 'Save profile' }).click()
  await expect(profile.getByRole('alert').first()).toHaveText(
    'Changing your email address needs your current password.',
  )
  await expect(profile.getByLabel('Current password')).toBeVisible()
})

test('the profile: names, e-mail only with the current password, password change', async ({ page, visit }) => {
  const customer = await signedInCustomer(page, visit, 'en')
  await visit('/en/customer/my-profile')
  await expect(heading(page, 'My profile')).toBeVisible()
  const profile = page.getByRole('form', { name: 'Personal data' })
  await expect(profile.getByLabel('Email')).toHaveValue(customer.email)

  // The shop asks for neither date of birth nor gender (Magento's customer/address/dob_show and gender_show).
  await expect(profile.getByLabel('Date of birth')).toHaveCount(0)
  await expect(profile.getByLabel('Gender')).toHaveCount(0)
  await profile.getByLabel('First name').fill('Erika-Maria')
  await profile.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText('Your profile has been saved.')).toBeVisible()
  await visit('/en/customer')
  await expect(page.getByText('Welcome, Erika-Maria Muster.')).toBeVisible()

  await visit('/en/customer/my-profile')
  const changedEmail = newEmail('neu')
  await profile.getByLabel('Email').fill(changedEmail)
  await profile.getByRole('button', { name: 'Save profile' }).click()
  // Only the server knows that the e-mail changed: its issue stands under the field it names, not in the alert.
  const currentPassword = profile.getByLabel('Current password')
  await expect(currentPassword).toHaveAccessibleDescription(/This field is required/)
  await expect(currentPassword).toBeFocused()
  await expect(profile.getByRole('alert', { includeHidden: true }).first()).toBeEmpty()
  await currentPassword.fill('Wrong-password-1')
  await expect(currentPassword).not.toHaveAccessibleDescription(/This field is required/)
  await profile.getByRole('button', { name: 'Save profile' }).click()
  await expect(profile.getByRole('alert').first()).toHaveText('Invalid login or password.')
  await expect(profile.getByLabel('Email')).toHaveValue(changedEmail)
  await profile.getByLabel('Current password').fill(customer.password)
  await profile.getByRole('button', { name: 'Save profile' }).click()
  // The address changes only when the link mailed to it is opened (account-area's other-tab test opens one).
  await expect(
    page.getByText(`We have sent a link to ${changedEmail}: your email address changes when you open it.`),
  ).toBeVisible()
  await expect(profile.getByLabel('Email')).toHaveValue(customer.email)
  await expect(profile.getByLabel('Current password')).toHaveCount(0)

  const password = page.getByRole('form', { name: 'Change password' })
  await password.getByLabel('Current password').fill(customer.password)
  await password.getByLabel(/^New password/).fill('Polyplast-2025')
  await password.getByLabel('Confirm new password').fill('Polyplast-2024')
  await password.getByRole('button', { name: 'Change password' }).click()
  await expect(password.getByText("Passwords don't match")).toBeVisible()
  await expect(password.getByLabel('Confirm new password')).toBeFocused()
  await password.getByLabel('Confirm new password').fill('Polyplast-2025')
  await password.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Your password has been changed.')).toBeVisible()

  // The e-mail, unchanged until confirmed, and the new password sign in (a fresh browser context of this test's own).
  const fresh = await page.context().browser()?.newContext()
  const other = await fresh?.newPage()
  if (other) {
    await other.goto(page.url().replace(/\/en\/.*/, '/en'))
    await signIn(other, customer.email, 'Polyplast-2025')
    await fresh?.close()
  }
})

test('the newsletter from the account: subscribe, confirm from the mail on the shop, unsubscribe', async ({
  page,
  visit,
}) => {
  const customer = await signedInCustomer(page, visit, 'de')
  await visit('/de/customer/my-newsletter')
  await expect(page.getByText('Sie haben unseren Newsletter nicht abonniert.')).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: 'Newsletter abonnieren' }).click()
  await expect(page.getByText('Wir haben Ihnen eine Bestätigungs-E-Mail gesendet.', { exact: false })).toBeVisible()

  const mail = await lastMailTo(customer.email, /Newsletter/)
  expect(mail.subject).toBe('Bestätigung des Newsletter-Abonnements')
  const link = onShop(mail.links[0] ?? '')
  expect(link).toMatch(/^\/de\/newsletter\/subscriber\/confirm\?id=\d+&code=/)
  await visit(link)
  await expect(page.getByText('Ihr Abonnement wurde bestätigt. Vielen Dank!')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Zurück zum Shop' })).toHaveAttribute('href', '/de')

  await visit('/de/customer/my-newsletter')
  await expect(page.getByText('Sie haben unseren Newsletter abonniert.')).toBeVisible()
  await page.getByRole('button', { name: 'Newsletter abbestellen' }).click()
  await expect(page.getByText('Sie haben unseren Newsletter nicht abonniert.')).toBeVisible()

  await visit('/de/newsletter/subscriber/confirm?id=1&code=falsch')
  await expect(page.getByText('Dieser Newsletter-Link ist ungültig.')).toBeVisible()
})

test('the footer’s newsletter modal subscribes a guest and says a confirmation mail was sent', async ({
  page,
  visit,
}) => {
  await visit('/en')
  await page.getByRole('button', { name: 'Subscribe to our newsletter' }).click()
  const modal = page.getByRole('dialog', { name: 'Newsletter' })
  await modal.getByRole('button', { name: 'Subscribe' }).click()
  await expect(modal.getByLabel('Email')).toBeFocused()
  await expect(modal.getByText('This field is required')).toBeVisible()

  const email = newEmail('gast')
  await modal.getByLabel('Email').fill(email)
  await modal.getByRole('button', { name: 'Subscribe' }).click()
  await expect(modal.getByText('We have sent you a confirmation mail.', { exact: false })).toBeVisible()
  expect((await lastMailTo(email)).subject).toBe('Newsletter subscription confirmation')

  // A customer finds their own address filled in.
  const customer = await createCustomer('en')
  await signIn(page, customer.email)
  await visit('/en')
  await page.getByRole('button', { name: 'Subscribe to our newsletter' }).click()
  await expect(page.getByRole('dialog', { name: 'Newsletter' }).getByLabel('Email')).toHaveValue(customer.email)
})
