import { env } from 'cloudflare:workers'
import { commerceHealth, type HealthCheck } from '../../observability/health'

const MAGENTO_HEALTH_TIMEOUT_MS = 5_000

/**
 * The backend's part of the storefront's /healthz: the bundled commerce Worker's own checks (D1, the outbox), or,
 * for a Magento (`COMMERCE_GRAPHQL_URL`), whether its GraphQL answers.
 */
export async function backendHealth(): Promise<HealthCheck> {
  if (!env.COMMERCE_GRAPHQL_URL) return commerceHealth(env.COMMERCE)
  const url = new URL(env.COMMERCE_GRAPHQL_URL)
  url.searchParams.set('query', '{ __typename }')
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(MAGENTO_HEALTH_TIMEOUT_MS) })
    await answer.body?.cancel()
    return answer.ok ? { status: 'ok' } : { status: 'failing', reason: 'UNHEALTHY' }
  } catch {
    return { status: 'failing', reason: 'UNREACHABLE' }
  }
}
