/**
 * Staff sign-in through the desk Worker's session (desk/worker/session.ts): the token stays in an HttpOnly cookie,
 * so this provider only asks the Worker. A 401 from commerce ends the session and leads to the login page.
 */
import type { AuthProvider } from 'react-admin'

const session = (method: 'GET' | 'POST' | 'DELETE', body?: unknown) =>
  fetch('/session', {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const answer = await session('POST', { username, password })
    // The messages are desk texts: react-admin's login form shows them translated.
    if (answer.status === 401 || answer.status === 400) throw new Error('desk.session.refused')
    if (answer.status === 429) throw new Error('desk.session.too_many')
    if (!answer.ok) throw new Error('desk.session.unavailable')
  },
  async logout() {
    await session('DELETE')
  },
  async checkAuth() {
    if (!(await session('GET')).ok) throw new Error('ra.auth.auth_check_error')
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) throw new Error('desk.session.ended')
  },
  async getIdentity() {
    const clerk = (await (await session('GET')).json()) as { username: string; firstname: string; lastname: string }
    return { id: clerk.username, fullName: `${clerk.firstname} ${clerk.lastname}`.trim() || clerk.username }
  },
}
