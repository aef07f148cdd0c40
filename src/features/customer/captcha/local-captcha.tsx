import { Trans } from '@lingui/react/macro'
import { useId, useRef } from 'react'
import { LOCAL_CAPTCHA_TOKEN } from '../../../../contract/captcha'
import type { Captcha } from './captcha'
import '../../../styles/beyond-first-paint.css'

/**
 * The local stand-in (CAPTCHA_PROVIDER=local, for development and the browser tests): a tick box whose token the
 * local verifier accepts. Unticked, no token goes and the server refuses the form as an unsolved captcha would be.
 */
export function useLocalCaptcha(): Captcha {
  const id = useId()
  const box = useRef<HTMLInputElement>(null)
  return {
    token: async () => (box.current?.checked ? LOCAL_CAPTCHA_TOKEN : undefined),
    widget: (
      <div className="field field--checkbox captcha captcha--local">
        <input id={id} ref={box} type="checkbox" />
        <label htmlFor={id} className="field__label">
          <Trans>I am not a robot</Trans>
        </label>
      </div>
    ),
  }
}
