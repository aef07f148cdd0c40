import { type Cookie, expect, type Page } from '@playwright/test'
import { LOCAL_STAFF_USER } from '../../../commerce/scripts/staff-user-sql'

/**
 * The local staff user in the sales desk. The desk allows 10 sign-in attempts a minute per user name and per client
 * address (desk/worker/sign-in-limit.ts), which the two desk projects' tests, all one user from one address, would
 * pass: so a test worker signs in through the login page once and every test that is not about signing in or out
 * reuses that session.
 */

/** Fills the login page with the local staff user's name and `password` and sends it. */
export async function fillSignIn(page: Page, password: string) {
  await page.getByLabel('Benutzername').fill(LOCAL_STAFF_USER.username)
  await page.getByRole('textbox', { name: 'Passwort' }).fill(password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
}

/** Signs in through the login page, a session of its own; the desk opens on the inbox. */
export async function signInThroughLoginPage(page: Page) {
  await page.goto('/login')
  await fillSignIn(page, LOCAL_STAFF_USER.password)
  await expect(page).toHaveURL(/\/requests/)
}

let session: Cookie[] | undefined

/** Opens the inbox signed in: with this worker's session, signing in through the login page the first time. */
export async function signIn(page: Page) {
  if (!session) {
    await signInThroughLoginPage(page)
    session = await page.context().cookies()
    return
  }
  await page.context().addCookies(session)
  await page.goto('/requests')
  await expect(page).toHaveURL(/\/requests/)
}
