import type { Translations } from '../kernel/phrase'

/** The category texts as Magento's de_DE language pack words them. */
export const catalogTranslations: Translations = {
  de_DE: {
    'Invalid match filter. Minimum length is %1.': 'Ungültiger Filter. Die Mindestlänge beträgt %1.',
    'currentPage value must be greater than 0.': 'Der Wert von currentPage muss größer als 0 sein.',
    'currentPage value %1 specified is greater than the %2 page(s) available.':
      'Der angegebene Wert %1 für currentPage ist größer als die %2 verfügbare(n) Seite(n).',
  },
}
