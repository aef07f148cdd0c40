import { useRef } from 'react'
import type { CaptchaSettings } from '../../../../contract/captcha'
import { type Captcha, CaptchaError } from './captcha'

/** The part of Google's `grecaptcha` (v2, explicit rendering) the shop uses. */
interface Grecaptcha {
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string
      size: 'invisible'
      callback: (token: string) => void
      'error-callback': () => void
    },
  ): number
  execute(widgetId: number): void
  reset(widgetId: number): void
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
    onShopRecaptchaLoad?: () => void
  }
}

const SUPPORTED_VERSION = 2

let loading: Promise<Grecaptcha> | undefined

/** Loads Google's script once, on the first form that needs it (not with every page). */
function loadRecaptcha(language: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script')
    window.onShopRecaptchaLoad = () =>
      window.grecaptcha ? resolve(window.grecaptcha) : reject(new CaptchaError('loadFailed'))
    script.src = `https://www.google.com/recaptcha/api.js?onload=onShopRecaptchaLoad&render=explicit&hl=${language}`
    script.async = true
    script.onerror = () => {
      loading = undefined
      script.remove()
      reject(new CaptchaError('loadFailed'))
    }
    document.head.appendChild(script)
  })
  return loading
}

type RecaptchaSettings = Extract<CaptchaSettings, { provider: 'recaptcha' }>

/** reCAPTCHA v2, invisible: the challenge appears only when Google asks for one, when the form is sent. */
export function useRecaptcha(settings: RecaptchaSettings | undefined, language: string): Captcha {
  const container = useRef<HTMLDivElement>(null)
  const widgetId = useRef<number | undefined>(undefined)
  const pending = useRef<{ resolve: (token: string) => void; reject: (error: Error) => void } | undefined>(undefined)

  async function token(): Promise<string> {
    if (!settings?.siteKey) throw new CaptchaError('noKey')
    if (settings.version !== SUPPORTED_VERSION) throw new CaptchaError('noVersion')
    const grecaptcha = await loadRecaptcha(language)
    const element = container.current
    if (!element) throw new CaptchaError('executeFailed')
    return new Promise<string>((resolve, reject) => {
      pending.current = { resolve, reject }
      try {
        if (widgetId.current === undefined) {
          widgetId.current = grecaptcha.render(element, {
            sitekey: settings.siteKey,
            size: 'invisible',
            callback: (solved) => pending.current?.resolve(solved),
            'error-callback': () => pending.current?.reject(new CaptchaError('executeFailed')),
          })
        } else {
          grecaptcha.reset(widgetId.current)
        }
        grecaptcha.execute(widgetId.current)
      } catch {
        reject(new CaptchaError('executeFailed'))
      }
    })
  }

  return { token, widget: <div ref={container} className="captcha captcha--recaptcha" /> }
}
