/**
 * Named staff users of the admin REST API (the sales desk signs in through it): Magento admin's lockout, sessions
 * that expire after 4 hours and end on sign-out, disabled users.
 */
import { describe, expect, it } from 'vitest'
import { disableStaffUserSql, saveStaffUserSql } from '../../../commerce/scripts/staff-user-sql'
import { hashPassword } from '../../../commerce/src/kernel/password-hash'
import { COMMERCE_DB } from './customer-helpers'
import { rest } from './request-helpers'

const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.'
const PASSWORD = 'Vertrieb-2026-sicher'

async function execute(statements: string[]) {
  await COMMERCE_DB.batch(statements.map((statement) => COMMERCE_DB.prepare(statement)))
}

/** A staff user of this test alone, so its failures lock nobody else. */
async function staffUser(name: string) {
  const username = `${name}.${crypto.randomUUID().slice(0, 8)}`
  const user = { username, firstname: 'Test', lastname: name, email: `${username}@polyplast.example` }
  await execute(saveStaffUserSql(user, await hashPassword(PASSWORD)))
  return username
}

const signIn = (username: string, password = PASSWORD) =>
  rest('POST', '/rest/V1/integration/admin/token', { body: { username, password } })

async function token(username: string): Promise<string> {
  const answer = await signIn(username)
  expect(answer.status).toBe(200)
  return answer.body as string
}

const ordersWith = (bearer: string) => rest('GET', '/rest/V1/orders?searchCriteria[pageSize]=1', { token: bearer })

describe('staff sign-in', () => {
  it('locks an account after six wrong passwords for 30 minutes, even for the right one, and nobody else', async () => {
    const guessed = await staffUser('guessed')
    const other = await staffUser('other')
    for (let attempt = 0; attempt < 6; attempt++) {
      expect(await signIn(guessed, `wrong-${attempt}`)).toEqual({ status: 401, body: { message: SIGN_IN_FAILED } })
    }
    expect(await signIn(guessed)).toEqual({ status: 401, body: { message: SIGN_IN_FAILED } })
    expect((await signIn(other)).status).toBe(200)

    const row = await COMMERCE_DB.prepare('SELECT lock_expires FROM admin_user WHERE username = ?')
      .bind(guessed)
      .first<{ lock_expires: string }>()
    const minutes = (Date.parse(`${row?.lock_expires.replace(' ', 'T')}Z`) - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(29)
    expect(minutes).toBeLessThanOrEqual(30)

    await COMMERCE_DB.prepare("UPDATE admin_user SET lock_expires = '2000-01-01 00:00:00' WHERE username = ?")
      .bind(guessed)
      .run()
    expect((await signIn(guessed)).status).toBe(200)
  })

  it('forgives five failures once the right password is given', async () => {
    const careless = await staffUser('careless')
    for (let attempt = 0; attempt < 5; attempt++) await signIn(careless, 'typo')
    expect((await signIn(careless)).status).toBe(200)
    for (let attempt = 0; attempt < 5; attempt++) await signIn(careless, 'typo')
    expect((await signIn(careless)).status).toBe(200)
  })

  it('answers an unknown user exactly as a wrong password', async () => {
    expect(await signIn('nobody.here')).toEqual({ status: 401, body: { message: SIGN_IN_FAILED } })
  })
})

const backdate = (username: string, minutes: number) =>
  COMMERCE_DB.prepare(
    `UPDATE admin_oauth_token SET created_at = datetime('now', '-${minutes} minutes') WHERE admin_username = ?`,
  )
    .bind(username)
    .run()

describe('staff sessions', () => {
  it('end 4 hours after sign-in', async () => {
    const username = await staffUser('expiring')
    const bearer = await token(username)
    await backdate(username, 239)
    expect((await ordersWith(bearer)).status).toBe(200)
    await backdate(username, 241)
    expect((await ordersWith(bearer)).status).toBe(401)
  })

  it('end on sign-out, that session only', async () => {
    const username = await staffUser('leaving')
    const [desk, script] = [await token(username), await token(username)]
    expect(await rest('DELETE', '/rest/V1/integration/admin/token', { token: desk })).toEqual({
      status: 200,
      body: true,
    })
    expect((await ordersWith(desk)).status).toBe(401)
    expect((await ordersWith(script)).status).toBe(200)
  })

  it('end when the user is disabled or gets a new password, and a disabled user cannot sign in', async () => {
    const username = await staffUser('leaver')
    const bearer = await token(username)
    await execute(disableStaffUserSql(username))
    expect((await ordersWith(bearer)).status).toBe(401)
    expect((await signIn(username)).status).toBe(401)

    const renamed = await staffUser('renewed')
    const before = await token(renamed)
    const user = { username: renamed, firstname: 'Test', lastname: 'renewed', email: `${renamed}@polyplast.example` }
    await execute(saveStaffUserSql(user, await hashPassword('Ein-neues-Passwort-1')))
    expect((await ordersWith(before)).status).toBe(401)
    expect((await signIn(renamed, 'Ein-neues-Passwort-1')).status).toBe(200)
  })
})
