/**
 * What the commerce Worker's deploy configuration may expose (README.md, "Security"): no workers.dev address, no
 * preview URLs, no custom domain, and routes only for the admin REST API (`<host>/rest/V1/*`, which holds neither
 * GraphQL nor the store views' REST registration `/rest/{store}/V1/customers`); introspection off. Used by
 * `npm run deploy:check` on the built config and by tests/unit/commerce-exposure.test.ts on the source config.
 */

export interface WorkerExposure {
  workers_dev?: boolean
  preview_urls?: boolean
  routes?: (string | { pattern: string; custom_domain?: boolean })[]
  route?: string | { pattern: string; custom_domain?: boolean }
  vars?: Record<string, unknown>
}

/** Why the configuration exposes more than the shop's defences cover; empty when it does not. */
export function commerceExposureProblems(config: WorkerExposure): string[] {
  const problems: string[] = []
  if (config.workers_dev !== false) problems.push('"workers_dev" must be false (no public workers.dev address)')
  if (config.preview_urls !== false) problems.push('"preview_urls" must be false (no public preview address)')
  for (const route of [...(config.routes ?? []), ...(config.route ? [config.route] : [])]) {
    const { pattern, custom_domain } = typeof route === 'string' ? { pattern: route, custom_domain: false } : route
    if (custom_domain) problems.push(`route ${pattern}: a custom domain exposes every path; use a zone route`)
    else if (!/^[^/]+\/rest\/V1\/\*?$/.test(pattern)) {
      problems.push(`route ${pattern}: only the admin REST API may be routed, as <host>/rest/V1/*`)
    }
  }
  if (config.vars?.GRAPHQL_DISABLE_INTROSPECTION !== '1') {
    problems.push('"vars.GRAPHQL_DISABLE_INTROSPECTION" must be "1" (introspection off as deployed)')
  }
  return problems
}
