import type { Translations } from '../kernel/phrase'

/** The customer's texts as Magento's de_DE language pack words them. */
export const customerTranslations: Translations = {
  de_DE: {
    "The current customer isn't authorized.": 'Der aktuelle Kunde ist nicht autorisiert.',
  },
}
