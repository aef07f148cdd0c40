import { type CaptchaAction, verifyCaptcha } from '../captcha/verify'
import { allowsAttempt, type LimitedAction } from '../rate-limit/limit'
import type { Context } from '../trpc/context'
import { refused } from '../trpc/error-reason'

/**
 * What every account form passes before commerce sees it: the rate limits per client and per account (429
 * RATE_LIMITED), then the captcha (CAPTCHA_FAILED) where the spec has one.
 */
export async function guardAccountForm(
  ctx: Pick<Context, 'clientIp' | 'captchaToken'>,
  action: LimitedAction,
  email: string,
  captcha?: CaptchaAction,
): Promise<void> {
  if (!(await allowsAttempt(action, { ip: ctx.clientIp, email }))) {
    throw refused('RATE_LIMITED', 'Too many attempts. Please try again in a minute.', { code: 'TOO_MANY_REQUESTS' })
  }
  if (captcha && !(await verifyCaptcha(ctx.captchaToken, captcha))) {
    throw refused('CAPTCHA_FAILED', 'The captcha was not solved. Please try again.', { code: 'FORBIDDEN' })
  }
}
