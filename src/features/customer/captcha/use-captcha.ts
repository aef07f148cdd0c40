import { useQuery } from '@tanstack/react-query'
import { useLocale } from '../../../i18n/use-locale'
import { useTRPC } from '../../../trpc/react'
import type { Captcha } from './captcha'
import { useLocalCaptcha } from './local-captcha'
import { useRecaptcha } from './recaptcha'

const noCaptcha: Captcha = { token: async () => undefined, widget: null }

/**
 * The captcha of an account form (sign-in, registration, password reset), chosen by the server's configuration
 * (customer.captcha): reCAPTCHA v2, the local stand-in, or none. Until the settings are known the form shows none;
 * the server refuses a form sent that early if it wants a captcha.
 */
export function useCaptcha(): Captcha {
  const trpc = useTRPC()
  const locale = useLocale()
  const { data: settings } = useQuery(trpc.customer.captcha.queryOptions())
  const local = useLocalCaptcha()
  const recaptcha = useRecaptcha(settings?.provider === 'recaptcha' ? settings : undefined, locale)
  if (settings?.provider === 'local') return local
  if (settings?.provider === 'recaptcha') return recaptcha
  return noCaptcha
}
