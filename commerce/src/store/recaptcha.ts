/**
 * `recaptchaV3Config` as Magento's ReCaptchaWebapiGraphQl answers it from the configuration (defaults of its
 * config.xml): this shop configures no reCAPTCHA v3 key and no form uses it, so it is switched off.
 */
import type { StoreRecord, StoreRegistry } from './store-repository'

const V3 = 'recaptcha_frontend/type_recaptcha_v3'
/** The forms whose `recaptcha_frontend/type_for/<form>` is `recaptcha_v3`; the shop has none. */
const FORMS_USING_V3: never[] = []

export function recaptchaV3Config(s: StoreRecord, r: StoreRegistry) {
  const c = (path: string) => r.config(s, path)
  const websiteKey = c(`${V3}/public_key`) ?? ''
  return {
    is_enabled: websiteKey !== '' && FORMS_USING_V3.length > 0,
    website_key: websiteKey,
    minimum_score: Number(c(`${V3}/score_threshold`) ?? 0.5),
    badge_position: c(`${V3}/position`) ?? 'inline',
    theme: c(`${V3}/theme`) ?? 'light',
    language_code: c(`${V3}/lang`),
    failure_message:
      c('recaptcha_frontend/failure_messages/validation_failure_message') ?? 'reCAPTCHA verification failed.',
    forms: FORMS_USING_V3,
  }
}
