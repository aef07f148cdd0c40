/**
 * Customers, their addresses and sign-in tokens (Magento's Customer and Integration modules). Times are UTC,
 * `YYYY-MM-DD HH:MM:SS` as Magento stores them.
 */
import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { directoryCountry } from '../directory/tables'
import { store, storeWebsite } from '../store/tables'

/**
 * `customer_entity` with Magento's columns. `password_hash` keeps the algorithm with the hash
 * (`pbkdf2_sha256$<iterations>$<salt>$<hash>`), `confirmation` is the pending e-mail confirmation key (null once
 * confirmed), `rp_token` the SHA-256 of the password reset token; `failures_num`, `first_failure` and
 * `lock_expires` are the sign-in lockout (Magento keeps them here since 2.2).
 */
export const customerEntity = sqliteTable(
  'customer_entity',
  {
    entity_id: integer('entity_id').primaryKey({ autoIncrement: true }),
    website_id: integer('website_id')
      .notNull()
      .references(() => storeWebsite.website_id),
    email: text('email').notNull(),
    group_id: integer('group_id').notNull().default(1),
    store_id: integer('store_id')
      .notNull()
      .references(() => store.store_id),
    created_at: text('created_at').notNull().default(sql`CURRENT_TIMESTAMP`),
    updated_at: text('updated_at').notNull().default(sql`CURRENT_TIMESTAMP`),
    is_active: integer('is_active').notNull().default(1),
    created_in: text('created_in'),
    prefix: text('prefix'),
    firstname: text('firstname').notNull(),
    middlename: text('middlename'),
    lastname: text('lastname').notNull(),
    suffix: text('suffix'),
    dob: text('dob'),
    password_hash: text('password_hash').notNull(),
    rp_token: text('rp_token'),
    rp_token_created_at: text('rp_token_created_at'),
    default_billing: integer('default_billing'),
    default_shipping: integer('default_shipping'),
    taxvat: text('taxvat'),
    confirmation: text('confirmation'),
    gender: integer('gender'),
    failures_num: integer('failures_num').notNull().default(0),
    first_failure: text('first_failure'),
    lock_expires: text('lock_expires'),
  },
  (t) => [uniqueIndex('customer_entity_email_website').on(t.email, t.website_id)],
)

/** `customer_address_entity`; `street` holds the street lines separated by newlines, as in Magento. */
export const customerAddressEntity = sqliteTable(
  'customer_address_entity',
  {
    entity_id: integer('entity_id').primaryKey({ autoIncrement: true }),
    parent_id: integer('parent_id')
      .notNull()
      .references(() => customerEntity.entity_id, { onDelete: 'cascade' }),
    created_at: text('created_at').notNull().default(sql`CURRENT_TIMESTAMP`),
    updated_at: text('updated_at').notNull().default(sql`CURRENT_TIMESTAMP`),
    is_active: integer('is_active').notNull().default(1),
    city: text('city').notNull(),
    company: text('company'),
    country_id: text('country_id')
      .notNull()
      .references(() => directoryCountry.country_id),
    fax: text('fax'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    middlename: text('middlename'),
    postcode: text('postcode'),
    prefix: text('prefix'),
    region: text('region'),
    region_id: integer('region_id'),
    street: text('street').notNull(),
    suffix: text('suffix'),
    telephone: text('telephone').notNull(),
    vat_id: text('vat_id'),
    /** The VIES check of `vat_id` when the address was saved (kernel/vat-validation.ts), as on a cart address. */
    vat_is_valid: integer('vat_is_valid'),
    vat_request_id: text('vat_request_id'),
    vat_request_date: text('vat_request_date'),
    vat_request_success: integer('vat_request_success'),
  },
  (t) => [index('customer_address_entity_parent').on(t.parent_id)],
)

/**
 * Customer access tokens (Magento's `oauth_token` for customers): only the SHA-256 of the token is stored; a token
 * is valid while not revoked and younger than `oauth/access_token_lifetime/customer` hours.
 */
export const oauthToken = sqliteTable(
  'oauth_token',
  {
    entity_id: integer('entity_id').primaryKey({ autoIncrement: true }),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customerEntity.entity_id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    revoked: integer('revoked').notNull().default(0),
    created_at: text('created_at').notNull().default(sql`CURRENT_TIMESTAMP`),
  },
  (t) => [index('oauth_token_customer').on(t.customer_id)],
)

/**
 * E-mail changes waiting for proof (not a Magento table: Magento changes the address at once). A change takes effect
 * when the link mailed to `new_email` is opened (`confirm_key`, its SHA-256); until `undo_key` (SHA-256) expires, the
 * link mailed to `old_email` sets a new password and gives the account its old address back. `closed_at` ends a
 * change: undone, or replaced by a later one.
 */
export const customerEmailChange = sqliteTable(
  'customer_email_change',
  {
    change_id: integer('change_id').primaryKey({ autoIncrement: true }),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customerEntity.entity_id, { onDelete: 'cascade' }),
    old_email: text('old_email').notNull(),
    new_email: text('new_email').notNull(),
    confirm_key: text('confirm_key').notNull(),
    undo_key: text('undo_key').notNull(),
    created_at: text('created_at').notNull().default(sql`CURRENT_TIMESTAMP`),
    confirmed_at: text('confirmed_at'),
    closed_at: text('closed_at'),
  },
  (t) => [
    index('customer_email_change_customer').on(t.customer_id),
    index('customer_email_change_new_email').on(t.new_email),
    index('customer_email_change_old_email').on(t.old_email),
  ],
)
