/// <reference types="@cloudflare/vitest-plugin/types" />
/**
 * setupFiles of the workers project: migrates the commerce D1 database and applies the seed and the local staff
 * user once (when the store table is empty). The test runner binds the same database id as the commerce Worker, so the Worker behind the
 * COMMERCE service binding sees exactly this data.
 */
import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { LOCAL_STAFF_USER, saveStaffUserSql } from '../../../commerce/scripts/staff-user-sql'
import { hashPassword } from '../../../commerce/src/kernel/password-hash'

const testEnv = env as unknown as {
  COMMERCE_DB: D1Database
  COMMERCE_MIGRATIONS: Parameters<typeof applyD1Migrations>[1]
  COMMERCE_SEED: string[]
}

await applyD1Migrations(testEnv.COMMERCE_DB, testEnv.COMMERCE_MIGRATIONS)
const seeded = await testEnv.COMMERCE_DB.prepare('SELECT count(*) AS n FROM store').first<{ n: number }>()
if (!seeded?.n) {
  await testEnv.COMMERCE_DB.batch(testEnv.COMMERCE_SEED.map((statement) => testEnv.COMMERCE_DB.prepare(statement)))
  const { password, ...staff } = LOCAL_STAFF_USER
  const statements = saveStaffUserSql(staff, await hashPassword(password))
  await testEnv.COMMERCE_DB.batch(statements.map((statement) => testEnv.COMMERCE_DB.prepare(statement)))
}
