import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { NewPasswordInput, PasswordResetRequestInput } from '../../../contract/customer'
import type { ErrorReason } from '../../../contract/error-reason'
import { useLocale } from '../../i18n/use-locale'
import { errorData } from '../../trpc/error-data'
import { useTRPCClient } from '../../trpc/react'
import { CaptchaError, withCaptcha } from './captcha/captcha'
import { useCaptcha } from './captcha/use-captcha'
import { useAccountFailure } from './use-account-failure'

/** Asks for the reset mail, then shows reset-by-link/{email} ("we sent a link"). */
export function useRequestPasswordReset() {
  const client = useTRPCClient()
  const captcha = useCaptcha()
  const navigate = useNavigate()
  const locale = useLocale()
  const failed = useAccountFailure('other')
  const request = async ({ email }: PasswordResetRequestInput) => {
    try {
      await client.customer.requestPasswordReset.mutate({ email }, await withCaptcha(captcha))
      await navigate({ to: '/$locale/reset-by-link/$email', params: { locale, email } })
    } catch (error) {
      failed(error)
    }
  }
  return { request, captcha: captcha.widget }
}

/** Refusals the visitor can put right on the form. */
const fixable: ReadonlySet<ErrorReason> = new Set(['INVALID_INPUT', 'CAPTCHA_FAILED', 'RATE_LIMITED'])

export type NewPasswordState = 'editing' | 'done' | 'expired' | 'failed'

/**
 * Sets the new password of a reset link (spec §4: new password, then success or an expired link). An expired,
 * used or wrong link is `expired`; any other refusal `failed` ('… please contact support!'), except those the
 * visitor can fix (input, captcha, too many attempts), which stay on the form with a notification.
 */
export function useNewPassword() {
  const client = useTRPCClient()
  const captcha = useCaptcha()
  const failed = useAccountFailure('other')
  const [state, setState] = useState<NewPasswordState>('editing')
  const save = async (input: NewPasswordInput) => {
    try {
      await client.customer.resetPassword.mutate(input, await withCaptcha(captcha))
      setState('done')
    } catch (error) {
      const reason = errorData(error)?.reason
      if (reason === 'RESET_LINK_INVALID') setState('expired')
      else if (error instanceof CaptchaError || (reason && fixable.has(reason))) failed(error)
      else setState('failed')
    }
  }
  return { save, state, captcha: captcha.widget }
}
