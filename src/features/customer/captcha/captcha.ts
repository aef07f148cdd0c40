import type { ReactNode } from 'react'

/** The four ways the browser's captcha can fail (spec §8). */
export type CaptchaFailure = 'noKey' | 'noVersion' | 'loadFailed' | 'executeFailed'

export class CaptchaError extends Error {
  constructor(readonly failure: CaptchaFailure) {
    super(`captcha: ${failure}`)
  }
}

/**
 * The captcha of an account form, whichever provider the server configured (contract/captcha.ts): the form shows
 * `widget` and asks for a `token` when it is sent.
 */
export interface Captcha {
  /** The token for the `x-captcha-token` header; undefined when the captcha is off or not solved. Throws CaptchaError. */
  token(): Promise<string | undefined>
  /** What the form shows for it (null when there is nothing to show). */
  widget: ReactNode
}

/** The call options of an account form's procedure call: its captcha token travels as a header. */
export async function withCaptcha(captcha: Captcha): Promise<{ context: { captchaToken?: string } }> {
  return { context: { captchaToken: await captcha.token() } }
}
