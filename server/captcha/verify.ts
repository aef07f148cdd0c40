import { env } from 'cloudflare:workers'
import { type CaptchaSettings, LOCAL_CAPTCHA_TOKEN } from '../../contract/captcha'
import { log } from '../../observability/log'

/**
 * The captcha check of sign-in, registration and password reset (spec §5 Security): the browser sends the token
 * the captcha widget gave it in the `x-captcha-token` header; the provider configured by environment verifies it.
 *
 * - `CAPTCHA_PROVIDER=recaptcha` (the default): Google reCAPTCHA v2, site key `CAPTCHA_SITE_KEY`, secret
 *   `CAPTCHA_SECRET` (a Worker secret). Without a site key the captcha is off (the spec: no key → no captcha).
 * - `CAPTCHA_PROVIDER=local`: a stand-in for development and tests that accepts the token `pass` only.
 */

/** What the form is for, as reCAPTCHA's verify answer may report it. */
export type CaptchaAction = 'sign_in' | 'registration' | 'password_reset'

interface CaptchaConfig {
  CAPTCHA_PROVIDER?: string
  CAPTCHA_SITE_KEY?: string
  CAPTCHA_SECRET?: string
}

type Provider = (token: string) => Promise<boolean>

const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'
const VERIFY_TIMEOUT_MS = 5000

/** The local stand-in: `pass` passes. */
const localProvider: Provider = async (token) => token === LOCAL_CAPTCHA_TOKEN

function recaptchaProvider(secret: string): Provider {
  return async (token) => {
    const response = await fetch(RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      body: new URLSearchParams({ secret, response: token }),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    })
    const answer = (await response.json().catch(() => undefined)) as { success?: unknown } | undefined
    return answer?.success === true
  }
}

const RECAPTCHA_VERSION = 2

/** What the browser needs to show the captcha: the provider and, for reCAPTCHA, the site key (never the secret). */
export function captchaSettings(): CaptchaSettings {
  const config = env as CaptchaConfig
  if (config.CAPTCHA_PROVIDER === 'local') return { provider: 'local' }
  if (!config.CAPTCHA_SITE_KEY) return { provider: 'none' }
  return { provider: 'recaptcha', siteKey: config.CAPTCHA_SITE_KEY, version: RECAPTCHA_VERSION }
}

/** Whether the request may go on: true when the captcha is off or the provider accepts the token. */
export async function verifyCaptcha(token: string | undefined, action: CaptchaAction): Promise<boolean> {
  const settings = captchaSettings()
  if (settings.provider === 'none') return true
  const provider =
    settings.provider === 'local' ? localProvider : recaptchaProvider((env as CaptchaConfig).CAPTCHA_SECRET ?? '')
  if (!token) return false
  try {
    return await provider(token)
  } catch (error) {
    log.warn(`captcha: ${action} not verified`, { error })
    return false
  }
}
