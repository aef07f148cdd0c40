/**
 * The customer behind the request's `Authorization: Bearer <token>` header, checked before execution as Magento's
 * HTTP request validators do. A token the backend does not know (expired, revoked, made up) fails the whole
 * request with graphql-authorization "The current customer isn't authorized." — the storefront then logs the
 * visitor out. Customer tokens arrive with the customer issue; until then no token is valid.
 */
import type { Database } from '../kernel/database'
import { GraphQlAuthorizationException } from '../kernel/errors'

export type CustomerIdentity = { customerId: number } | null

export async function authenticate(header: string | null, _db: Database): Promise<CustomerIdentity> {
  if (!header) return null
  const [type, token, ...rest] = header.trim().split(/\s+/)
  if (rest.length > 0 || type?.toLowerCase() !== 'bearer' || !token) return null
  throw new GraphQlAuthorizationException("The current customer isn't authorized.")
}
