/**
 * The statements that create or update a staff user (`admin_user`) from a password hash: used by the command
 * (`npm run staff:add`), by `npm start`'s local staff user and by the tests' database setup. A new password ends the
 * user's sessions (its admin tokens) and lifts a lockout.
 */
export interface StaffUser {
  username: string
  firstname: string
  lastname: string
  email: string
}

/** The local staff user of `npm start`, the browser tests and the Workers tests (listed in .dev.vars.example). */
export const LOCAL_STAFF_USER: StaffUser & { password: string } = {
  username: 'anna.berger',
  firstname: 'Anna',
  lastname: 'Berger',
  email: 'anna.berger@polyplast.example',
  password: 'polyplast-desk-1',
}

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`

export function saveStaffUserSql(user: StaffUser, passwordHash: string): string[] {
  const values = [user.username, user.firstname, user.lastname, user.email, passwordHash].map(quote).join(', ')
  return [
    `INSERT INTO admin_user (username, firstname, lastname, email, password) VALUES (${values}) ` +
      'ON CONFLICT (username) DO UPDATE SET firstname = excluded.firstname, lastname = excluded.lastname, ' +
      'email = excluded.email, password = excluded.password, is_active = 1, failures_num = 0, ' +
      'first_failure = NULL, lock_expires = NULL;',
    `DELETE FROM admin_oauth_token WHERE admin_username = ${quote(user.username)};`,
  ]
}

/** Disables a staff user and ends their sessions; the account and what it signed stay. */
export function disableStaffUserSql(username: string): string[] {
  return [
    `UPDATE admin_user SET is_active = 0 WHERE username = ${quote(username)};`,
    `DELETE FROM admin_oauth_token WHERE admin_username = ${quote(username)};`,
  ]
}
