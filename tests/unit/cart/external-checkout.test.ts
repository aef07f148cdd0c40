import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  externalCheckoutForm,
  externalCheckoutPage,
  externalCheckoutPolicy,
} from '../../../server/cart/external-checkout'

describe('external checkout hand-over', () => {
  it('posts the token and the cart id to the configured URL when enabled', () => {
    const form = externalCheckoutForm(
      { enabled: true, url: 'https://checkout.example/start?shop=pp' },
      { cartId: 'abc123', token: 't&k' },
    )
    expect(form).toEqual({
      action: 'https://checkout.example/start?shop=pp',
      fields: { token: 't&k', cartId: 'abc123' },
    })
  })

  it('sends an empty token for guests', () => {
    const form = externalCheckoutForm({ enabled: true, url: 'https://c.example' }, { cartId: 'x', token: undefined })
    expect(form?.fields).toEqual({ token: '', cartId: 'x' })
  })

  it('is null while disabled', () => {
    expect(externalCheckoutForm({ enabled: false, url: 'https://c.example' }, { cartId: 'x', token: 't' })).toBeNull()
  })

  it('never puts the token in a URL: the page posts it in a form body, escaped', () => {
    const page = externalCheckoutPage(
      { action: 'https://checkout.example/start?shop=pp', fields: { token: 'secret"><b>', cartId: 'abc' } },
      'de',
    )
    expect(page).toContain('<form id="checkout" method="post" action="https://checkout.example/start?shop=pp">')
    expect(page).toContain('<input type="hidden" name="token" value="secret&quot;&gt;&lt;b&gt;">')
    expect(page).not.toMatch(/[?&]token=/)
  })

  it('has a policy of its own that lets exactly its script run and its form go to the checkout only', async () => {
    const form = { action: 'https://checkout.example/start?shop=pp', fields: { token: 't', cartId: 'abc' } }
    const script = externalCheckoutPage(form, 'de').match(/<script>(.*)<\/script>/)?.[1] ?? ''
    const hash = createHash('sha256').update(script).digest('base64')
    const policy = (await externalCheckoutPolicy(form)).split('; ')
    expect(policy).toContain(`script-src 'sha256-${hash}'`)
    expect(policy).toContain('form-action https://checkout.example')
    expect(policy).toContain("default-src 'none'")
  })
})
