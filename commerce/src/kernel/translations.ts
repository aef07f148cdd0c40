import type { Translations } from './phrase'

/** The locale of texts as written in the code (Magento's source language). */
export const ENGLISH = 'en_US'

/** The kernel's own texts in Magento's de_DE language pack wording. */
export const KERNEL_TRANSLATIONS: Translations = {
  de_DE: {
    'This feature is not available.': 'Diese Funktion ist nicht verfügbar.',
    'pageSize value must be greater than 0.': 'Der Wert von pageSize muss größer als 0 sein.',
    'Maximum pageSize is %1': 'Der höchste Wert von pageSize ist %1',
    '%1 is not valid! Allowed characters: %2': '%1 ist ungültig! Erlaubte Zeichen: %2',
    '"%1" must be a single line.': '„%1“ muss eine einzelne Zeile sein.',
    '"%1" must not contain a web address.': '„%1“ darf keine Webadresse enthalten.',
    'The VAT number is not in the format of the country "%1".': 'Die USt-IdNr. hat nicht das Format des Landes „%1“.',
  },
}
