/**
 * Product reviews and ratings (Magento's Review module): rating criteria with their labels and values, reviews with
 * their texts, author and store view, and the votes.
 */
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { customerEntity } from '../customer/tables'
import { catalogProductEntity } from '../product/tables'

/**
 * Rating criteria (Magento's `rating`, entity 1 = product). The shop has one, "Rating"; `rating_code` is the name
 * the storefront sees in `ratings_breakdown`.
 */
export const rating = sqliteTable('rating', {
  rating_id: integer('rating_id').primaryKey(),
  rating_code: text('rating_code').notNull().unique(),
  position: integer('position').notNull().default(0),
  is_active: integer('is_active').notNull().default(1),
})

/** The store-view labels of a rating (Magento's `rating_title`); without one the rating_code is shown. */
export const ratingTitle = sqliteTable(
  'rating_title',
  {
    rating_id: integer('rating_id')
      .notNull()
      .references(() => rating.rating_id, { onDelete: 'cascade' }),
    store_id: integer('store_id').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.rating_id, t.store_id] })],
)

/** The values a vote may take (Magento's `rating_option`): `code` is what the storefront shows, `value` 1–5. */
export const ratingOption = sqliteTable('rating_option', {
  option_id: integer('option_id').primaryKey(),
  rating_id: integer('rating_id')
    .notNull()
    .references(() => rating.rating_id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  value: integer('value').notNull(),
  position: integer('position').notNull().default(0),
})

/**
 * Product reviews (Magento's `review`, entity 1 = product): `entity_pk_value` is the product id; `status_id`
 * 1 = approved, 2 = pending, 3 = not approved — only approved reviews are shown or counted.
 */
export const review = sqliteTable(
  'review',
  {
    review_id: integer('review_id').primaryKey(),
    created_at: text('created_at').notNull(),
    entity_pk_value: integer('entity_pk_value')
      .notNull()
      .references(() => catalogProductEntity.entity_id, { onDelete: 'cascade' }),
    status_id: integer('status_id').notNull().default(2),
  },
  (t) => [index('review_product_status').on(t.entity_pk_value, t.status_id)],
)

/**
 * The review's texts and author (Magento's `review_detail`); `store_id` is the store view the review was written in
 * and shows in (Magento keeps the visibility in `review_store`; here a review shows in the store view it was
 * written for); `customer_id` is the customer who wrote it, null for a guest.
 */
export const reviewDetail = sqliteTable(
  'review_detail',
  {
    detail_id: integer('detail_id').primaryKey(),
    review_id: integer('review_id')
      .notNull()
      .unique()
      .references(() => review.review_id, { onDelete: 'cascade' }),
    store_id: integer('store_id').notNull(),
    title: text('title').notNull(),
    detail: text('detail').notNull(),
    nickname: text('nickname').notNull(),
    customer_id: integer('customer_id').references(() => customerEntity.entity_id, { onDelete: 'set null' }),
  },
  (t) => [index('review_detail_store').on(t.store_id), index('review_detail_customer').on(t.customer_id)],
)

/** The votes of a review (Magento's `rating_option_vote`): `value` 1–5 per rating, `percent` = value × 20. */
export const ratingOptionVote = sqliteTable(
  'rating_option_vote',
  {
    vote_id: integer('vote_id').primaryKey(),
    review_id: integer('review_id')
      .notNull()
      .references(() => review.review_id, { onDelete: 'cascade' }),
    rating_id: integer('rating_id')
      .notNull()
      .references(() => rating.rating_id),
    entity_pk_value: integer('entity_pk_value').notNull(),
    value: integer('value').notNull(),
    percent: integer('percent').notNull(),
  },
  (t) => [uniqueIndex('rating_option_vote_review_rating').on(t.review_id, t.rating_id)],
)
