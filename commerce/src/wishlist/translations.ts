import type { Translations } from '../kernel/phrase'

/** The wishlist texts as Magento's de_DE language pack words them. */
export const wishlistTranslations: Translations = {
  de_DE: {
    'The current user cannot perform operations on wishlist':
      'Der aktuelle Benutzer kann keine Aktionen mit der Wunschliste ausführen',
    'The wishlist was not found.': 'Die Wunschliste wurde nicht gefunden.',
    'The wishlistId is required.': 'Die wishlistId ist erforderlich.',
    '"wishlistId" value should be specified': 'Der Wert "wishlistId" muss angegeben werden',
    'The wishlist item ids "%1" were not found.': 'Die Wunschlisteneintrags-IDs "%1" wurden nicht gefunden.',
    'Could not find a product with SKU "%1"': 'Es konnte kein Produkt mit der SKU "%1" gefunden werden',
    'The quantity of a wish list item cannot be 0': 'Die Menge eines Wunschlisteneintrags darf nicht 0 sein',
    'The wishlist item with ID "%1" does not belong to the wishlist':
      'Der Wunschlisteneintrag mit der ID "%1" gehört nicht zur Wunschliste',
    'Product %1 is not a configurable product': 'Das Produkt %1 ist kein konfigurierbares Produkt',
    'Could not match child product %1 with parent %2':
      'Das untergeordnete Produkt %1 konnte dem übergeordneten Produkt %2 nicht zugeordnet werden',
    'Multiple wish lists are not enabled.': 'Mehrere Wunschlisten sind nicht aktiviert.',
    'Provide the wish list name.': 'Geben Sie den Namen der Wunschliste an.',
    'Wish list "%1" already exists.': 'Die Wunschliste "%1" existiert bereits.',
    'Only %1 wish list(s) can be created.': 'Es können nur %1 Wunschliste(n) angelegt werden.',
    'The default wish list cannot be deleted.': 'Die Standard-Wunschliste kann nicht gelöscht werden.',
  },
}
