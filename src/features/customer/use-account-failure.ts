import { useLingui } from '@lingui/react/macro'
import { loadAllTexts } from '../../i18n/activate'
import { useNotify } from '../notifications/use-notifications'

/**
 * Shows a refused account form as spec §8 says: a persistent danger notification with an error icon, titled
 * 'Registration error' for sign-in and 'Registration Error' for registration (the spec's two titles). The account's
 * messages and their texts load with the first failure: the header's logout, on every page, does not carry them.
 */
export function useAccountFailure(form: 'signIn' | 'registration' | 'other') {
  const { i18n, t } = useLingui()
  const { notify } = useNotify()
  const title = { signIn: t`Registration error`, registration: t`Registration Error`, other: undefined }[form]
  return async (error: unknown) => {
    const [{ customerFailureMessage }] = await Promise.all([import('./customer-messages'), loadAllTexts(i18n)])
    notify({ type: 'danger', icon: 'error', title, message: customerFailureMessage(i18n, error), persist: true })
  }
}
