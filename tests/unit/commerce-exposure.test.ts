/**
 * Issue 29, findings 3 and 6: the commerce Worker as configured for `npm run deploy` has no public address but an
 * admin-REST-only route, and no introspection.
 */
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { unstable_readConfig } from 'wrangler'
import { commerceExposureProblems, type WorkerExposure } from '../../scripts/commerce-exposure'

const config = () =>
  unstable_readConfig({ config: resolve(import.meta.dirname, '../../commerce/wrangler.jsonc') }) as WorkerExposure

describe('the commerce Worker as deployed', () => {
  it('is reachable only through the service bindings, with introspection off', () => {
    expect(commerceExposureProblems(config())).toEqual([])
    expect(config()).toMatchObject({
      workers_dev: false,
      preview_urls: false,
      vars: { GRAPHQL_DISABLE_INTROSPECTION: '1' },
    })
  })

  it('refuses a public address, a custom domain, a route beyond the admin REST API and introspection', () => {
    const safe = { workers_dev: false, preview_urls: false, vars: { GRAPHQL_DISABLE_INTROSPECTION: '1' } }
    expect(commerceExposureProblems({ ...safe, routes: ['erp.example.com/rest/V1/*'] })).toEqual([])
    expect(commerceExposureProblems({ ...safe, workers_dev: true })).toHaveLength(1)
    expect(commerceExposureProblems({ ...safe, preview_urls: undefined })).toHaveLength(1)
    expect(
      commerceExposureProblems({ ...safe, routes: [{ pattern: 'api.example.com', custom_domain: true }] }),
    ).toHaveLength(1)
    expect(commerceExposureProblems({ ...safe, routes: ['api.example.com/*'] })).toHaveLength(1)
    expect(commerceExposureProblems({ ...safe, routes: ['api.example.com/rest/*'] })).toHaveLength(1)
    expect(commerceExposureProblems({ ...safe, vars: { GRAPHQL_DISABLE_INTROSPECTION: '0' } })).toHaveLength(1)
  })
})
