import { commerceUrl, lastMailTo, newEmail, onShop, PASSWORD, signedInCustomer } from './customer'
import { expect, isPhone, test } from './fixtures'
import { addToWishlist, type Product, plentifulProducts } from './wishlist'

/**
 * What a buyer tripped over (issue 42, parts 5 and 6): a wishlist kept as an order template and several named lists;
 * a phone's stock list starting high under one language switcher; quick order's add button with no valid line; the
 * confirmation page's way on and a second confirmation in the spec's words.
 */

test('a wishlist stays after "add all" and a buyer keeps several named lists', async ({ page, visit }) => {
  test.slow()
  const [first, second] = await plentifulProducts()
  if (!first || !second) throw new Error('the seeded catalogue lacks products for this test')
  await signedInCustomer(page, visit, 'en')
  await addToWishlist(page, first.sku)
  await addToWishlist(page, second.sku)

  await visit('/en/customer/my-wishlist')
  const wishlistPage = page.locator('.my-wishlist')
  const quantityOf = (product: Product) =>
    wishlistPage.getByRole('textbox', { name: `Quantity of ${product.name} in pieces` })
  await expect(quantityOf(first)).toBeVisible()
  await wishlistPage.getByRole('button', { name: 'Add all to cart' }).click()
  await expect(page.getByText('You added 2 products to your shopping cart.')).toBeVisible()
  // The list is an order template: it stays, and serves the next order too.
  await visit('/en/customer/my-wishlist')
  await expect(quantityOf(first)).toBeVisible()
  await expect(quantityOf(second)).toBeVisible()
  await expect(wishlistPage.getByText('2 products')).toBeVisible()

  // A new list, named; it is the one shown, empty.
  await wishlistPage.getByRole('button', { name: 'New list' }).click()
  const name = wishlistPage.getByRole('textbox', { name: 'Name of the new list' })
  await name.fill('Wishlist')
  await wishlistPage.getByRole('button', { name: 'Save' }).click()
  await expect(name).toHaveAccessibleDescription('You have a list of this name already.')
  await name.fill('Workshop')
  await wishlistPage.getByRole('button', { name: 'Save' }).click()
  const shown = wishlistPage.getByRole('combobox', { name: 'Shown list' })
  await expect(shown.locator('option:checked')).toHaveText('Workshop (0)')
  await expect(wishlistPage.getByText('Your wishlist is empty.', { exact: false })).toBeVisible()

  // A product page with several lists: the heart puts the product on the list chosen there.
  await visit(`/en/p/${encodeURIComponent(second.sku)}`)
  const choice = page.getByRole('combobox', { name: 'List for the heart' })
  await choice.selectOption({ label: 'Workshop' })
  const heart = page.locator('.product-page').getByRole('button', { name: `Wishlist: ${second.name}` })
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')

  await visit('/en/customer/my-wishlist')
  await expect(shown.locator('option:checked')).toHaveText('Wishlist (2)')
  await shown.selectOption({ label: 'Workshop (1)' })
  await expect(quantityOf(second)).toBeVisible()
  await expect(quantityOf(first)).toHaveCount(0)

  // Renamed, the default list too.
  await wishlistPage.getByRole('button', { name: 'Rename list' }).click()
  await wishlistPage.getByRole('textbox', { name: 'New name of the list' }).fill('Workshop, monthly')
  await wishlistPage.getByRole('button', { name: 'Save' }).click()
  await expect(shown.locator('option:checked')).toHaveText('Workshop, monthly (1)')
})

for (const locale of ['de', 'en'] as const) {
  test(`${locale}: on a phone the stock list's first product starts high, under one language switcher`, async ({
    page,
    visit,
  }) => {
    test.skip(!isPhone(page), 'the phone layout')
    await visit(`/${locale}`)
    const firstProduct = page.locator('.product-list > li').first()
    await expect(firstProduct).toBeVisible()
    const top = (await firstProduct.boundingBox())?.y ?? Number.POSITIVE_INFINITY
    expect(top).toBeLessThan(350)
    const switchers = page.locator('.language-switch, select[aria-label="Language"], select[aria-label="Sprache"]')
    await expect(switchers.filter({ visible: true })).toHaveCount(1)
  })
}

test('quick order: with no line that can be added, the add button is disabled and says why', async ({
  page,
  visit,
}) => {
  await visit('/en/quick-order')
  await page.getByRole('textbox', { name: 'Item numbers and quantities' }).fill('NO-SUCH-ITEM 5\nNOTHING-HERE 2')
  await page.getByRole('button', { name: 'Check lines' }).click()
  const add = page.getByRole('button', { name: 'Add all valid lines to the cart' })
  await expect(add).toBeDisabled()
  await expect(add).toHaveAccessibleDescription(/No line can be added yet/)
})

test('the confirmation page leads on, and a second confirmation says the account is already active', async ({
  page,
  visit,
}) => {
  const email = newEmail('confirm.en')
  const created = await fetch(`${commerceUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'en' },
    body: JSON.stringify({
      query: 'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
      variables: { input: { email, firstname: 'Erika', lastname: 'Muster', password: PASSWORD } },
    }),
  })
  expect(created.status).toBe(200)
  const link = onShop((await lastMailTo(email)).links[0] ?? '')
  const form = page.locator('.page')
  const confirm = async () => {
    await visit(link)
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
    await form.getByRole('button', { name: 'Confirm account' }).click()
  }
  await confirm()
  await expect(page.getByText('Thank you for confirming your account. You are signed in now.')).toBeVisible()
  await expect(form.getByRole('link', { name: 'Go to my account' })).toBeVisible()
  await expect(form.getByRole('link', { name: 'Continue shopping' })).toBeVisible()

  await confirm()
  await expect(page.getByText('The account is already active.', { exact: true })).toBeVisible()
  await expect(page.getByText('You are signed in now.', { exact: true })).toBeVisible()
  await form.getByRole('link', { name: 'Go to my account' }).click()
  await expect(page).toHaveURL(/\/en\/customer/)
})
