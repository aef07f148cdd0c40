import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { mailbox, newEmail } from './customer-helpers'
import { data } from './graphql'

describe('the development mailbox (DEV_MAILBOX=1)', () => {
  it('lists the mails newest first as JSON, each in plain text and HTML with its links', async () => {
    const first = newEmail('a')
    const second = newEmail('b')
    for (const email of [first, second]) {
      await data('mutation ($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }', {
        store: 'en',
        variables: { e: email },
      })
    }
    const mails = await mailbox()
    const ours = mails.filter((m) => m.to === first || m.to === second)
    expect(ours.map((m) => m.to)).toEqual([second, first])
    expect(ours[0]).toMatchObject({
      subject: 'Newsletter subscription confirmation',
      links: [expect.stringMatching(/^http:\/\/localhost:8787\/en\/newsletter\/subscriber\/confirm\?id=\d+&code=/)],
    })
    expect(ours[0]?.text).toContain('Thank you for subscribing to our newsletter.')
    expect(ours[0]?.html).toContain('<a href="http://localhost:8787/en/newsletter/subscriber/confirm?id=')
    expect(ours[0]?.sent_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  })

  it('shows an HTML page listing the mails with their links', async () => {
    const response = await env.COMMERCE.fetch('https://commerce/dev/mailbox')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(await response.text()).toMatch(/<h1>Mailbox \(\d+\)<\/h1>.*<a href="http:\/\/localhost:8787\//s)
  })
})
