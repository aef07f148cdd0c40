import { describe, expect, it } from 'vitest'
import { site } from '../../../server/site'
import { SHOP } from './trpc'

describe("Magento's password reset link /customer/account/createPassword", () => {
  it('lands on the default locale’s reset-password page, keeping the token', async () => {
    const response = await site.fetch(new Request(`${SHOP}/customer/account/createPassword/?token=abc123`))
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/de/reset-password?token=abc123')
  })

  it('follows the locale or the store code in the query', async () => {
    const byLocale = await site.fetch(new Request(`${SHOP}/customer/account/createPassword?locale=en`))
    expect(byLocale.headers.get('location')).toBe('/en/reset-password')
    const byStore = await site.fetch(new Request(`${SHOP}/customer/account/createPassword/?___store=en&token=t`))
    expect(byStore.headers.get('location')).toBe('/en/reset-password?token=t')
  })
})

describe('the development mailbox at the shop’s address (DEV_MAILBOX=1)', () => {
  it('serves the commerce outbox as JSON and as a page', async () => {
    const json = await site.fetch(new Request(`${SHOP}/dev/mailbox.json`))
    expect(json.status).toBe(200)
    expect(json.headers.get('content-type')).toMatch(/application\/json/)
    expect(Array.isArray(await json.json())).toBe(true)
    const page = await site.fetch(new Request(`${SHOP}/dev/mailbox`))
    expect(await page.text()).toContain('<h1>Mailbox')
  })

  it('answers nothing but GET', async () => {
    const response = await site.fetch(new Request(`${SHOP}/dev/mailbox.json`, { method: 'POST' }))
    expect(response.status).toBe(404)
  })
})
