import type { Translations } from '../kernel/phrase'

/** The product texts as Magento's de_DE language pack words them. */
export const productTranslations: Translations = {
  de_DE: {
    "'search' or 'filter' input argument is required.": "Das Eingabeargument 'search' oder 'filter' ist erforderlich.",
    'currentPage value must be greater than 0.': 'Der Wert von currentPage muss größer als 0 sein.',
    'currentPage value %1 specified is greater than the %2 page(s) available.':
      'Der angegebene Wert %1 für currentPage ist größer als die %2 verfügbare(n) Seite(n).',
    'Entity "%1" could not be found.': 'Entität "%1" konnte nicht gefunden werden.',
    'Attribute code "%1" could not be found.': 'Attributcode "%1" konnte nicht gefunden werden.',
    Position: 'Position',
    'Product Name': 'Produktname',
    Relevance: 'Relevanz',
  },
}
