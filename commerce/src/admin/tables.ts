/**
 * Staff users (Magento's `admin_user`: named accounts, each with its own password hash and Magento admin's lockout
 * counters) and their access tokens (Magento's `oauth_token` rows of an admin user, issued by `POST
 * /rest/V1/integration/admin/token`): only the SHA-256 of a token is stored; a token is valid for
 * `oauth/access_token_lifetime/admin` hours (Magento's default 4) and ends earlier when revoked (sign-out).
 */
import { sql } from 'drizzle-orm'
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

export const adminUser = sqliteTable('admin_user', {
  user_id: integer('user_id').primaryKey({ autoIncrement: true }),
  username: text('username').notNull().unique(),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
  email: text('email').notNull(),
  password: text('password').notNull(),
  is_active: integer('is_active').notNull().default(1),
  failures_num: integer('failures_num').notNull().default(0),
  first_failure: text('first_failure'),
  lock_expires: text('lock_expires'),
  created: text('created').notNull().default(sql`CURRENT_TIMESTAMP`),
})

export const adminOauthToken = sqliteTable('admin_oauth_token', {
  entity_id: integer('entity_id').primaryKey({ autoIncrement: true }),
  admin_username: text('admin_username').notNull(),
  token: text('token').notNull().unique(),
  created_at: text('created_at').notNull().default(sql`CURRENT_TIMESTAMP`),
})
