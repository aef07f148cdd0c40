import { env } from 'cloudflare:workers'

/**
 * The captcha check of sign-in, registration and password reset (spec §5 Security): the browser sends the token
 * the captcha widget gave it in the `x-captcha-token` header; the provider configured by environment verifies it.
 *
 * - `CAPTCHA_PROVIDER=recaptcha` (the default): Google reCAPTCHA v2, site key `CAPTCHA_SITE_KEY`, secret
 *   `CAPTCHA_SECRET` (a Worker secret). Without a site key the captcha is off (the spec: no key → no captcha).
 * - `CAPTCHA_PROVIDER=local`: a stand-in for development and tests that accepts the token `pass` only.
 */

export const CAPTCHA_HEADER = 'x-captcha-token'

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
const localProvider: Provider = async (token) => token === 'pass'

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

function configuredProvider(config: CaptchaConfig): Provider | undefined {
  if (config.CAPTCHA_PROVIDER === 'local') return localProvider
  if (!config.CAPTCHA_SITE_KEY) return undefined
  return recaptchaProvider(config.CAPTCHA_SECRET ?? '')
}

/** Whether the request may go on: true when the captcha is off or the provider accepts the token. */
export async function verifyCaptcha(token: string | undefined, action: CaptchaAction): Promise<boolean> {
  const provider = configuredProvider(env as CaptchaConfig)
  if (!provider) return true
  if (!token) return false
  try {
    return await provider(token)
  } catch (error) {
    console.warn(`captcha: ${action} not verified`, error)
    return false
  }
}
