/**
 * The review after a password reset (issue 39): whoever resets the password may be taking the account over from
 * someone who held it before, so the account's first page names what the account holds (its addresses, its
 * wishlist) once, for its owner to keep or remove. The reset sets the cookie `accountReview`; reading the review
 * and closing it happen in the browser of the reset.
 */
import type { AccountReviewView } from '../../contract/customer'
import { CacheNone } from '../cache/strategies'
import { graphql } from '../commerce/graphql'
import type { Context } from '../trpc/context'
import { customerProcedure } from '../trpc/customer-procedure'
import { router } from '../trpc/init'

const REVIEW_DAYS = 7

const AccountHoldingsQuery = graphql(`
  query AccountHoldings {
    customer {
      addresses {
        company
        firstname
        lastname
        street
        postcode
        city
      }
      wishlists {
        items_v2(pageSize: 100) {
          items {
            product {
              name
            }
          }
        }
      }
    }
  }
`)

/** Marks the browser of a password reset: its next visit to the account's first page shows the review. */
export function openAccountReview(ctx: Context): void {
  ctx.cookies.set('accountReview', '1', REVIEW_DAYS * 24 * 60 * 60)
}

const oneLine = (parts: readonly (string | null | undefined)[]) => parts.filter(Boolean).join(', ')

async function accountReview(ctx: Context): Promise<AccountReviewView | null> {
  if (!ctx.cookies.get('accountReview')) return null
  const { customer } = await ctx.commerce.query(AccountHoldingsQuery, {}, CacheNone())
  const addresses = (customer?.addresses ?? []).flatMap((address) =>
    address
      ? [
          oneLine([
            address.company,
            `${address.firstname} ${address.lastname}`,
            ...(address.street ?? []),
            [address.postcode, address.city].filter(Boolean).join(' '),
          ]),
        ]
      : [],
  )
  const wishlist = (customer?.wishlists ?? [])
    .flatMap((list) => list?.items_v2?.items ?? [])
    .flatMap((item) => (item?.product?.name ? [item.product.name] : []))
  return addresses.length + wishlist.length > 0 ? { addresses, wishlist } : null
}

export const accountReviewRouter = router({
  /** What the account holds, while the review of a reset is open in this browser; else null. */
  get: customerProcedure.query(({ ctx }) => accountReview(ctx)),
  /** The review was shown: it is not shown again. */
  close: customerProcedure.mutation(({ ctx }) => {
    ctx.cookies.clear('accountReview')
    return { closed: true }
  }),
})
