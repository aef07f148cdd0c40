/**
 * The captcha the browser shows on sign-in, registration and password reset (spec §5 Security), as the server is
 * configured: reCAPTCHA (version 2, the spec's default) with its site key, the local stand-in, or none (captcha
 * off). The browser sends the widget's token in the header `x-captcha-token`.
 */
export type CaptchaSettings =
  | { provider: 'recaptcha'; siteKey: string; version: number }
  | { provider: 'local' }
  | { provider: 'none' }

export const CAPTCHA_HEADER = 'x-captcha-token'

/** The token the local stand-in's widget gives once ticked, and the only one its verifier accepts. */
export const LOCAL_CAPTCHA_TOKEN = 'pass'
