import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'

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
  const suggestion = page.getByRole('link', { name: '„polypropylen“' })
  await expect(page.getByText('Meinten Sie „polypropylen“?')).toBeVisible()
  await suggestion.click()
  await expect(page).toHaveURL(/term=polypropylen/)
  await expect(page.getByRole('heading', { level: 2, name: /^[\d.]+ Artikel für „polypropylen“$/ })).toBeVisible()
})
