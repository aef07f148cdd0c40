import type { Translations } from '../kernel/phrase'

/** The mail layout's texts in German. */
export const emailTranslations: Translations = {
  de_DE: {
    'Hello,': 'Guten Tag,',
    '%1,': 'Guten Tag %1,',
    'Thank you, %1!': 'Vielen Dank – Ihr Team von %1',
  },
}
