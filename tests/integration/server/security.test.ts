import { describe, expect, it } from 'vitest'
import { api } from '../../../server/app'
import { CSP_REPORT_PATH, pagePolicy, secured } from '../../../server/security/headers'
import { localeVisitCookies } from '../../../server/session/locale-visit'
import { query } from './trpc'

describe('security headers', () => {
  it('gives an API answer a policy that allows nothing, no framing and no sniffing', async () => {
    const request = new Request('https://shop.test/api/trpc/store.switchers')
    const response = secured(await api.fetch(request), request)
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('permissions-policy')).toContain('camera=()')
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  })

  it('sets HSTS only on https', async () => {
    const response = secured(await query('store.switchers'), new Request('http://shop.test/api/trpc/store.switchers'))
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it("allows a page's scripts only by its nonce, never inline, and reports violations", () => {
    const policy = pagePolicy('abc123')
    const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src')) ?? ''
    expect(scripts).toContain("'nonce-abc123'")
    expect(scripts).toContain("'strict-dynamic'")
    expect(scripts).not.toContain('unsafe-inline')
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain(`report-uri ${CSP_REPORT_PATH}`)
  })

  it('takes violation reports with 204', async () => {
    const response = await api.fetch(
      new Request(`https://shop.test${CSP_REPORT_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/csp-report' },
        body: JSON.stringify({ 'csp-report': { 'violated-directive': 'script-src' } }),
      }),
    )
    expect(response.status).toBe(204)
  })
})

describe('cookies of a locale visit', () => {
  it('are Secure on https', () => {
    const cookies = localeVisitCookies(new Request('https://shop.test/en'))
    expect(cookies).toHaveLength(3)
    for (const cookie of cookies) expect(cookie).toContain('Secure')
  })

  it('are not Secure on plain http (local development)', () => {
    for (const cookie of localeVisitCookies(new Request('http://127.0.0.1:8787/en'))) {
      expect(cookie).not.toContain('Secure')
    }
  })
})
