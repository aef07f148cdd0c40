import type { Translations } from '../kernel/phrase'

/** The mail layout's texts in German. */
export const emailTranslations: Translations = {
  de_DE: {
    'Hello,': 'Hallo,',
    '%1,': 'Hallo %1,',
    'Thank you, %1!': 'Vielen Dank, %1!',
  },
}
