import type { Translations } from '../kernel/phrase'

/** The directory's texts as Magento's de_DE language pack words them. */
export const directoryTranslations: Translations = {
  de_DE: {
    "The country isn't available.": 'Das Land ist nicht verfügbar.',
  },
}
