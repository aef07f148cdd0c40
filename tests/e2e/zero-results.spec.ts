import AxeBuilder from '@axe-core/playwright'
import { expect, isPhone, showResults, test } from './fixtures'

test('a search for a thickness not made shows the same material in other thicknesses, quick order and the sales team', async ({
  page,
  visit,
}) => {
  test.slow() // axe reads the page whole
  await visit('/de?term=PP+grau+13')
  await expect(page.getByRole('status').filter({ hasText: 'Artikel' })).toHaveText(
    'Zu Ihrer Auswahl haben wir keine Artikel gefunden.',
  )
  const similar = page.getByRole('region', {
    name: 'Ähnliche Artikel: gleicher Werkstoff, andere Stärke oder Abmessung',
  })
  const items = similar.getByRole('listitem')
  await expect(items.first()).toBeVisible()
  for (const item of await items.all()) await expect(item).toContainText(/PP-\S+ .*kieselgrau/)
  await expect(page.getByRole('link', { name: 'Artikelnummer zur Hand? Zur Schnellbestellung' })).toHaveAttribute(
    'href',
    '/de/quick-order',
  )
  await expect(
    page.getByRole('link', { name: 'Nicht in der Liste? Unser Vertrieb fertigt es für Sie' }),
  ).toHaveAttribute('href', /\/kontakt$/)
  // The search box keeps the search to change it.
  await expect(page.getByRole('searchbox', { name: 'Lagerliste durchsuchen' })).toHaveValue('PP grau 13')
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([])
})

test('a mistyped search offers the corrected one, which finds the items', async ({ page, visit }) => {
  await visit('/de?term=Polypropilen')
  const suggestion = page.getByRole('link', { name: '„polypropylen“', exact: true })
  await expect(page.getByText('Meinten Sie „polypropylen“?')).toBeVisible()
  await suggestion.click()
  await expect(page).toHaveURL(/term=polypropylen/)
  await expect(page.getByRole('heading', { level: 2, name: /^[\d.]+ Artikel für „polypropylen“$/ })).toBeVisible()
})

test('a search that finds nothing offers the filters of the search that found the items near it, by keyboard', async ({
  page,
  visit,
}) => {
  await visit('/de?term=PP+grau+13&material=1002')
  await expect(page.getByRole('status').filter({ hasText: 'Artikel' })).toBeVisible()
  if (isPhone(page)) await page.getByRole('button', { name: /^Filter/ }).click()
  const column = isPhone(page)
    ? page.getByRole('dialog', { name: 'Filter für „PP grau“' })
    : page.getByRole('complementary', { name: 'Filter' })
  await expect(column.getByText('Filter für „PP grau“')).toBeVisible()
  // A colour's count is what choosing it lists: the search that found the items near it, with that colour.
  const option = column.getByRole('group', { name: 'Farbe' }).locator('.filter-option').first()
  const count = (await option.locator('.filter-option__count').textContent())?.match(/\d+/)?.[0] ?? ''
  expect(Number(count)).toBeGreaterThan(0)
  await option.getByRole('checkbox').focus()
  await page.keyboard.press('Space')
  await expect(page).toHaveURL(/color=\d+/)
  const chosen = new URL(page.url()).searchParams
  expect([chosen.get('term'), chosen.get('material')]).toEqual(['PP grau', null])
  await showResults(page, 'Filter')
  await expect(page.getByRole('heading', { level: 2, name: `${count} Artikel für „PP grau“` })).toBeVisible()
})

test('the items near a search that found nothing lead to all of them, in English', async ({ page, visit }) => {
  await visit('/en?term=PP+grau+13')
  const all = page.getByRole('link', { name: /^Show all \d+ items for “PP grau”$/ })
  const count = (await all.textContent())?.match(/\d+/)?.[0]
  await all.click()
  await expect(page.getByRole('heading', { level: 2, name: `${count} products for “PP grau”` })).toBeVisible()
})
