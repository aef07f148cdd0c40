import { useLingui } from '@lingui/react/macro'
import { useNotify } from '../notifications/use-notifications'
import { customerFailureMessage } from './customer-messages'

/**
 * Shows a refused account form as spec §8 says: a persistent danger notification with an error icon, titled
 * 'Registration error' for sign-in and 'Registration Error' for registration (the spec's two titles).
 */
export function useAccountFailure(form: 'signIn' | 'registration' | 'other') {
  const { i18n, t } = useLingui()
  const { notify } = useNotify()
  const title = { signIn: t`Registration error`, registration: t`Registration Error`, other: undefined }[form]
  return (error: unknown) =>
    notify({ type: 'danger', icon: 'error', title, message: customerFailureMessage(i18n, error), persist: true })
}
