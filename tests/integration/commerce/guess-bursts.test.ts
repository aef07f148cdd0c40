/**
 * Issue 39, finding 1: guesses sent at once. Each attempt is counted before its password is checked, so a burst of
 * wrong passwords with the right one among the last checks at most the lockout's number of them, for a customer
 * (GraphQL) and a staff user (admin REST, and through the sales desk's sign-in with its own rate limit).
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { saveStaffUserSql } from '../../../commerce/scripts/staff-user-sql'
import { hashPassword } from '../../../commerce/src/kernel/password-hash'
import desk from '../../../desk/worker'
import { COMMERCE_DB, PASSWORD, signedInCustomer, TOKEN } from './customer-helpers'
import { call } from './graphql'
import { rest } from './request-helpers'

const STAFF_PASSWORD = 'Vertrieb-2026-sicher'
/** Customers: `customer/password/lockout_failures` (10); staff: `admin/security/lockout_failures` (6). */
const CUSTOMER_LOCKOUT = 10
const STAFF_LOCKOUT = 6

/** 40 wrong passwords and the right one, sent without waiting for any answer. */
function burst<T>(attempt: (password: string) => Promise<T>, right: string): Promise<T[]> {
  return Promise.all([...Array.from({ length: 40 }, (_, i) => attempt(`falsch-${i}-x`)), attempt(right)])
}

async function staffUser(name: string): Promise<string> {
  const username = `${name}.${crypto.randomUUID().slice(0, 8)}`
  const user = { username, firstname: 'Test', lastname: name, email: `${username}@polyplast.example` }
  const statements = saveStaffUserSql(user, await hashPassword(STAFF_PASSWORD))
  await COMMERCE_DB.batch(statements.map((statement) => COMMERCE_DB.prepare(statement)))
  return username
}

const staffFailures = async (username: string) =>
  (await COMMERCE_DB.prepare('SELECT failures_num FROM admin_user WHERE username = ?')
    .bind(username)
    .first<number>('failures_num')) ?? 0

describe('a burst of 40 wrong passwords and the right one', () => {
  it("refuses a customer's right password and counts exactly the lockout's number of failures", async () => {
    const { email } = await signedInCustomer()
    const answers = await burst(
      async (password) => (await call(TOKEN, { store: 'en', variables: { email, password } })).body,
      PASSWORD,
    )
    expect(answers.at(-1)?.data?.generateCustomerToken).toBeFalsy()
    expect(answers.every((answer) => !answer.data?.generateCustomerToken)).toBe(true)
    const failures = await COMMERCE_DB.prepare('SELECT failures_num FROM customer_entity WHERE email = ?')
      .bind(email)
      .first<number>('failures_num')
    expect(failures).toBe(CUSTOMER_LOCKOUT)
  })

  it("refuses a staff user's right password at commerce and counts exactly six failures", async () => {
    const username = await staffUser('burst')
    const signIn = (password: string) =>
      rest('POST', '/rest/V1/integration/admin/token', { body: { username, password } })
    const answers = await burst(signIn, STAFF_PASSWORD)
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 401))
    expect(await staffFailures(username)).toBe(STAFF_LOCKOUT)
    expect((await signIn(STAFF_PASSWORD)).status).toBe(401)
  })

  it("refuses a staff user's right password through the desk, from as many addresses as guesses", async () => {
    const username = await staffUser('desk')
    const deskEnv = {
      COMMERCE: env.COMMERCE,
      ASSETS: { fetch: async () => new Response(null, { status: 404 }) },
      DESK_SIGN_IN_RATE_LIMITER: (env as unknown as { DESK_SIGN_IN_RATE_LIMITER: RateLimit }).DESK_SIGN_IN_RATE_LIMITER,
    }
    let address = 0
    const signIn = async (password: string) =>
      (
        await desk.request(
          'http://desk.test/session',
          {
            method: 'POST',
            headers: {
              origin: 'http://desk.test',
              'content-type': 'application/json',
              'cf-connecting-ip': `198.51.100.${++address}`,
            },
            body: JSON.stringify({ username, password }),
          },
          deskEnv,
        )
      ).status
    const statuses = await burst(signIn, STAFF_PASSWORD)
    expect(statuses.at(-1)).not.toBe(200)
    expect(statuses.filter((status) => status === 401)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(31)
    expect(await staffFailures(username)).toBe(STAFF_LOCKOUT)
  })
})
