/**
 * The customer behind the request's `Authorization: Bearer <token>` header, checked before execution as Magento's
 * HTTP request validators do. A token the backend does not know, or one that is revoked or older than
 * `oauth/access_token_lifetime/customer` hours, fails the whole request with graphql-authorization "The current
 * customer isn't authorized." — the storefront then logs the visitor out.
 */
import type { Context } from '../kernel/context'
import { parseDbTime } from '../kernel/database'
import { GraphQlAuthorizationException } from '../kernel/errors'
import { customerConfig } from './customer-config'
import { findToken } from './customer-repository'
import { sha256 } from './token'

/** `tokenId`: the row of the token the request came with (a password change ends every other one). */
export type CustomerIdentity = { customerId: number; groupId: number; tokenId: number } | null

export const NOT_AUTHORIZED = "The current customer isn't authorized."

export async function authenticate(header: string | null, ctx: Context): Promise<CustomerIdentity> {
  if (!header) return null
  const [type, token, ...rest] = header.trim().split(/\s+/)
  if (rest.length > 0 || type?.toLowerCase() !== 'bearer' || !token) return null
  const tokenHash = await sha256(token)
  const row = await findToken(ctx.db, tokenHash)
  const lifetimeMs = customerConfig(ctx).tokenLifetimeHours * 3_600_000
  const expired = row && lifetimeMs > 0 && Date.now() - parseDbTime(row.created_at).getTime() >= lifetimeMs
  if (!row || row.revoked || row.is_active !== 1 || expired) throw new GraphQlAuthorizationException(NOT_AUTHORIZED)
  return { customerId: row.customer_id, groupId: row.group_id, tokenId: row.token_id }
}

/** The signed-in customer, or Magento's refusal with `message` (graphql-authorization). */
export function requireCustomer(ctx: Context, message = NOT_AUTHORIZED): NonNullable<CustomerIdentity> {
  if (!ctx.customer) throw new GraphQlAuthorizationException(message)
  return ctx.customer
}
