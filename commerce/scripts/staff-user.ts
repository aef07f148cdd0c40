/**
 * Creates, updates or disables a named staff user of the sales desk and the admin REST API (`admin_user`).
 *
 *   npm run staff:add -- <username> --firstname Anna --lastname Berger --email anna.berger@example.com [--remote]
 *   npm run staff:disable -- <username> [--remote]
 *
 * The password comes from STAFF_PASSWORD or is asked for on the terminal; only its hash is stored. Saving a user
 * again sets the new password, ends their sessions and lifts a lockout. Without --remote the local database of
 * `npm start` (`.wrangler/state`, or --state) is changed; with it the deployed D1 (after `npx wrangler login`).
 */
import { execFileSync } from 'node:child_process'
import { createInterface } from 'node:readline/promises'
import { parseArgs } from 'node:util'
import { hashPassword } from '../src/kernel/password-hash.ts'
import { disableStaffUserSql, saveStaffUserSql } from './staff-user-sql.ts'

const MIN_PASSWORD_LENGTH = 12

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    firstname: { type: 'string' },
    lastname: { type: 'string' },
    email: { type: 'string' },
    disable: { type: 'boolean', default: false },
    remote: { type: 'boolean', default: false },
    state: { type: 'string', default: '.wrangler/state' },
  },
})

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

async function password(): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD
  const terminal = createInterface({ input: process.stdin, output: process.stderr })
  const typed = await terminal.question('Password: ')
  terminal.close()
  return typed
}

function execute(statements: string[]): void {
  const target = values.remote ? ['--remote'] : ['--local', '--persist-to', values.state]
  execFileSync(
    process.execPath,
    [
      'node_modules/wrangler/bin/wrangler.js',
      'd1',
      'execute',
      'commerce',
      ...target,
      '-c',
      'commerce/wrangler.jsonc',
      '--command',
      statements.join(' '),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  )
}

const [username] = positionals
if (!username) fail('Name the staff user: npm run staff:add -- <username> --firstname … --lastname … --email …')
if (values.disable) {
  execute(disableStaffUserSql(username))
  console.error(`Disabled ${username}; their sessions have ended.`)
} else {
  const { firstname, lastname, email } = values
  if (!firstname || !lastname || !email) fail('A staff user needs --firstname, --lastname and --email.')
  const secret = await password()
  if (secret.length < MIN_PASSWORD_LENGTH) fail(`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`)
  execute(saveStaffUserSql({ username, firstname, lastname, email }, await hashPassword(secret)))
  console.error(`Saved ${username}.`)
}
