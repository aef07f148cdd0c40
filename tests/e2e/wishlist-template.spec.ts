import { signedInCustomer } from './customer'
import { expect, isPhone, test } from './fixtures'
import { addToWishlist, plentifulProducts } from './wishlist'

/**
 * The wishlist as an order template (English): a quantity per item, kept by the shop, and every item to the cart
 * with its quantity at once, the list staying — on the wishlist page on a desktop, in the wishlist sidebar on a phone.
 */

test.slow()

test('a quantity per wishlist item, then every item to the cart with its quantity', async ({ page, visit }) => {
  const [first, second] = await plentifulProducts()
  if (!first || !second) throw new Error('the seeded catalogue lacks products for this test')
  await signedInCustomer(page, visit, 'en')
  await addToWishlist(page, first.sku)
  await addToWishlist(page, second.sku)

  await visit('/en/customer/my-wishlist')
  const quantity = page.getByRole('textbox', { name: `Quantity of ${first.name} in pieces` })
  await expect(quantity).toHaveValue('1')
  const saved = page.waitForResponse((response) => response.url().includes('wishlist.setQuantity'))
  await quantity.fill('7')
  await quantity.press('Enter')
  expect((await saved).status()).toBe(200)
  // A quantity no cart line takes is said at the field and not sent.
  const other = page.getByRole('textbox', { name: `Quantity of ${second.name} in pieces` })
  await other.fill('0')
  await other.press('Enter')
  await expect(other).toHaveAttribute('aria-invalid', 'true')
  await other.fill('2')
  await other.press('Tab')

  // The shop keeps the quantities.
  await visit('/en/customer/my-wishlist')
  await expect(page.getByRole('textbox', { name: `Quantity of ${first.name} in pieces` })).toHaveValue('7')
  await expect(page.getByRole('textbox', { name: `Quantity of ${second.name} in pieces` })).toHaveValue('2')

  if (isPhone(page)) {
    await page
      .locator('.bottom-bar')
      .getByRole('button', { name: /^Wishlist/ })
      .click()
    await page.getByRole('dialog', { name: 'Wishlist' }).getByRole('button', { name: 'Add all to cart' }).click()
  } else {
    await page.locator('.my-wishlist').getByRole('button', { name: 'Add all to cart' }).click()
  }
  await expect(page.getByText('You added 2 products to your shopping cart.')).toBeVisible()
  // The template stays for the next order.
  await expect(page.getByRole('textbox', { name: `Quantity of ${first.name} in pieces` }).first()).toHaveValue('7')

  await visit('/en/cart')
  await expect(page.getByRole('textbox', { name: `Quantity of ${first.name} in pieces` })).toHaveValue('7')
  await expect(page.getByRole('textbox', { name: `Quantity of ${second.name} in pieces` })).toHaveValue('2')
})
