import type { Translations } from '../kernel/phrase'

/** The cart's texts as Magento's de_DE language pack words them. */
export const quoteTranslations: Translations = {
  de_DE: {
    'A coupon is already applied to the cart. Please remove it to apply another':
      'Auf den Warenkorb wurde bereits ein Gutschein angewendet. Bitte entfernen Sie ihn, um einen anderen anzuwenden',
    'Cart does not contain products': 'Der Warenkorb enthält keine Produkte',
    'Cart does not contain products.': 'Der Warenkorb enthält keine Produkte.',
    'Cart ID length should to be 32 symbols.': 'Die Warenkorb-ID muss 32 Zeichen lang sein.',
    'Cart with ID "%1" already exists.': 'Ein Warenkorb mit der ID "%1" existiert bereits.',
    'Could not find a cart with ID "%1"': 'Es konnte kein Warenkorb mit der ID "%1" gefunden werden',
    'Could not find a product with SKU "%1"': 'Es konnte kein Produkt mit der SKU "%1" gefunden werden',
    'Could not find cart item with id: %1.': 'Der Warenkorbartikel mit der ID %1 wurde nicht gefunden.',
    'Could not add the product with SKU %1 to the shopping cart: %2':
      'Das Produkt mit der SKU %1 konnte nicht in den Warenkorb gelegt werden: %2',
    'Could not match child product %1 with parent %2':
      'Das untergeordnete Produkt %1 konnte dem übergeordneten Produkt %2 nicht zugeordnet werden',
    'Could not update the product with SKU %1: %2': 'Das Produkt mit der SKU %1 konnte nicht aktualisiert werden: %2',
    'Not enough items for sale': 'Nicht genügend Artikel verfügbar',
    'Product %1 is not a configurable product': 'Das Produkt %1 ist kein konfigurierbares Produkt',
    'Product that you are trying to add is not available.':
      'Das Produkt, das Sie hinzufügen möchten, ist nicht verfügbar.',
    'Required parameter "%1" for "%2" is missing.': 'Der erforderliche Parameter "%1" für "%2" fehlt.',
    'Required parameter "%1" is missing': 'Der erforderliche Parameter "%1" fehlt',
    'Required parameter "%1" is missing.': 'Der erforderliche Parameter "%1" fehlt.',
    "The cart doesn't contain the item": 'Der Warenkorb enthält diesen Artikel nicht',
    "The cart isn't active.": 'Der Warenkorb ist nicht aktiv.',
    "The coupon code isn't valid. Verify the code and try again.":
      'Der Gutscheincode ist ungültig. Überprüfen Sie den Code und versuchen Sie es erneut.',
    "The current customer isn't authorized.": 'Der aktuelle Kunde ist nicht autorisiert.',
    'The current user cannot perform operations on cart "%1"':
      'Der aktuelle Benutzer kann keine Vorgänge für den Warenkorb "%1" ausführen',
    'The most you may purchase is %1.': 'Die maximale Bestellmenge ist %1.',
    'The product quantity should be greater than 0': 'Die Produktmenge muss größer als 0 sein',
    "The product that was requested doesn't exist. Verify the product and try again.":
      'Das angeforderte Produkt existiert nicht. Überprüfen Sie das Produkt und versuchen Sie es erneut.',
    'The requested qty is not available': 'Die angeforderte Menge ist nicht verfügbar',
    'The required options you selected are not available.':
      'Die ausgewählten erforderlichen Optionen sind nicht verfügbar.',
    'This product is out of stock.': 'Dieses Produkt ist nicht vorrätig.',
    'Value of uid "%1" is incorrect.': 'Der Wert der uid "%1" ist ungültig.',
    'You cannot use decimal quantity for this product.': 'Für dieses Produkt ist keine Dezimalmenge zulässig.',
    'You need to choose options for your item.': 'Sie müssen Optionen für Ihren Artikel auswählen.',
    'The request is allowed for logged in customer': 'Die Anfrage ist nur für angemeldete Kunden zulässig',
    'Use `Query.customerCart` for logged in customer.': 'Verwenden Sie `Query.customerCart` für angemeldete Kunden.',
    // cut to size (cut-to-size.ts)
    'Row %1 of the cut list: length and width must be millimetres above 0.':
      'Zeile %1 der Zuschnittliste: Länge und Breite müssen in Millimetern über 0 liegen.',
    'Row %1 of the cut list: the quantity must be a whole number of pieces above 0.':
      'Zeile %1 der Zuschnittliste: Die Menge muss eine ganze Stückzahl über 0 sein.',
    'Row %1 of the cut list: the piece is larger than the sheet less its trimmed edges.':
      'Zeile %1 der Zuschnittliste: Das Teil ist größer als die Platte abzüglich der besäumten Kanten.',
    'Row %1 of the cut list: the piece is smaller than the smallest piece we cut.':
      'Zeile %1 der Zuschnittliste: Das Teil ist kleiner als das kleinste Teil, das wir zuschneiden.',
    'The cut list has more pieces than one list may have.':
      'Die Zuschnittliste hat mehr Teile, als eine Liste haben darf.',
    'The cut list has no pieces.': 'Die Zuschnittliste enthält keine Teile.',
    'Row %1 of the cut list cannot be read: enter length, width and quantity.':
      'Zeile %1 der Zuschnittliste ist nicht lesbar: Bitte geben Sie Länge, Breite und Menge an.',
    'The option "%1" is not an option of this product.': 'Die Option "%1" gehört nicht zu diesem Produkt.',
    'The quantity of a cut-to-size item follows from its cut list: change the cut list instead.':
      'Die Menge eines Zuschnitts ergibt sich aus seiner Zuschnittliste: Ändern Sie bitte die Liste.',
    'The item has no options to change.': 'Der Artikel hat keine Optionen, die sich ändern ließen.',
  },
}
