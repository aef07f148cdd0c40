/** The customer settings of the request's store view (Magento's config paths, Magento's defaults). */
import type { Context } from '../kernel/context'

const int = (ctx: Context, path: string, fallback: number) => ctx.registry.configInt(ctx.store, path) ?? fallback

export const customerConfig = (ctx: Context) => ({
  confirmationRequired: ctx.registry.configFlag(ctx.store, 'customer/create_account/confirm'),
  /**
   * The shop's own setting (1 unless set to 0): confirming an account needs its password as well as the mailed key,
   * so the owner of an address confirms no account someone else registered for it with a password of their own.
   */
  confirmationNeedsPassword: int(ctx, 'customer/create_account/confirm_requires_password', 1) !== 0,
  defaultGroup: int(ctx, 'customer/create_account/default_group', 1),
  tokenLifetimeHours: int(ctx, 'oauth/access_token_lifetime/customer', 1),
  lockoutFailures: int(ctx, 'customer/password/lockout_failures', 10),
  lockoutMinutes: int(ctx, 'customer/password/lockout_threshold', 10),
  resetLinkHours: int(ctx, 'customer/password/reset_link_expiration_period', 2),
  minimumPasswordLength: int(ctx, 'customer/password/minimum_password_length', 8),
  requiredCharacterClasses: int(ctx, 'customer/password/required_character_classes_number', 2),
  /** "Enable Guest Checkout Login" (off by default since Magento 2.4.7): whether isEmailAvailable tells the truth. */
  tellsTakenEmails: ctx.registry.configFlag(ctx.store, 'checkout/options/enable_guest_checkout_login'),
})
