/**
 * Admin access tokens (Magento's `oauth_token` rows of an admin user, issued by `POST
 * /rest/V1/integration/admin/token`): only the SHA-256 of the token is stored; a token is valid for
 * `oauth/access_token_lifetime/admin` hours (Magento's default 4).
 */
import { sql } from 'drizzle-orm'
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

export const adminOauthToken = sqliteTable('admin_oauth_token', {
  entity_id: integer('entity_id').primaryKey({ autoIncrement: true }),
  admin_username: text('admin_username').notNull(),
  token: text('token').notNull().unique(),
  created_at: text('created_at').notNull().default(sql`CURRENT_TIMESTAMP`),
})
