import type { Translations } from '../kernel/phrase'

/** The review texts as Magento's de_DE language pack words them. */
export const reviewTranslations: Translations = {
  de_DE: {
    'Please enter a review summary.': 'Bitte geben Sie eine Zusammenfassung der Bewertung ein.',
    'Please enter a nickname.': 'Bitte geben Sie einen Spitznamen ein.',
    'Please enter a review.': 'Bitte geben Sie eine Bewertung ein.',
    'You have already reviewed this product.': 'Sie haben dieses Produkt bereits bewertet.',
    'Please select one of each of the ratings above.': 'Bitte wählen Sie für jede der obigen Bewertungen einen Wert.',
    'Creating product reviews are not currently available.':
      'Das Erstellen von Produktbewertungen ist derzeit nicht verfügbar.',
    "Guest customers aren't allowed to add product reviews.": 'Gastkunden dürfen keine Produktbewertungen abgeben.',
    'Could not find a product with SKU "%1"': 'Es konnte kein Produkt mit der SKU "%1" gefunden werden',
    'currentPage value must be greater than 0.': 'Der Wert von currentPage muss größer als 0 sein.',
  },
}
