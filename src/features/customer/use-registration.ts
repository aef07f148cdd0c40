import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { RegistrationInput } from '../../../contract/registration'
import { useLocale } from '../../i18n/use-locale'
import { errorData } from '../../trpc/error-data'
import { useTRPCClient } from '../../trpc/react'
import { withCaptcha } from './captcha/captcha'
import { useCaptcha } from './captcha/use-captcha'
import { useAccountFailure } from './use-account-failure'

/**
 * Registration through the server's REST call (spec §7). Success leads to the thank-you page ("check your
 * e-mail"); a refusal is a 'Registration Error' notification, and a taken address sets `emailExists` so the page
 * offers sign-in and a password reset.
 */
export function useRegistration() {
  const client = useTRPCClient()
  const captcha = useCaptcha()
  const navigate = useNavigate()
  const locale = useLocale()
  const failed = useAccountFailure('registration')
  const [emailExists, setEmailExists] = useState(false)

  const register = async (input: RegistrationInput) => {
    try {
      const { email } = await client.customer.register.mutate(input, await withCaptcha(captcha))
      await navigate({ to: '/$locale/registration/thank-you', params: { locale }, search: { email } })
    } catch (error) {
      setEmailExists(errorData(error)?.reason === 'EMAIL_EXISTS')
      failed(error)
    }
  }
  return { register, captcha: captcha.widget, emailExists }
}
