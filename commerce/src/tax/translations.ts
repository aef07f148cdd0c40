import type { Translations } from '../kernel/phrase'

/** The VAT notes of the documents. */
export const taxTranslations: Translations = {
  de_DE: {
    'VAT-exempt intra-community supply – reverse charge':
      'Steuerfreie innergemeinschaftliche Lieferung – Steuerschuldnerschaft des Leistungsempfängers',
    'VAT-exempt export delivery': 'Steuerfreie Ausfuhrlieferung',
    'VAT ID of the buyer: %1': 'USt-IdNr. des Leistungsempfängers: %1',
    'Our VAT ID: %1': 'Unsere USt-IdNr.: %1',
  },
}
