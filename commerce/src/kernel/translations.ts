import type { Translations } from './phrase'

/** The locale of texts as written in the code (Magento's source language). */
export const ENGLISH = 'en_US'

/** The kernel's own texts in Magento's de_DE language pack wording. */
export const KERNEL_TRANSLATIONS: Translations = {
  de_DE: {
    'This feature is not available.': 'Diese Funktion ist nicht verfügbar.',
  },
}
