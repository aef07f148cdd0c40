import type { Translations } from '../kernel/phrase'

/** The checkout's texts as Magento's de_DE language pack words them. */
export const checkoutTranslations: Translations = {
  de_DE: {
    '"%1" is required. Enter and try again.':
      '"%1" ist erforderlich. Bitte geben Sie den Wert ein und versuchen Sie es erneut.',
    'Carrier with such method not found: %1, %2': 'Versanddienstleister mit dieser Methode nicht gefunden: %1, %2',
    'Could not find a address with ID "%1"': 'Es konnte keine Adresse mit der ID "%1" gefunden werden',
    'Current customer does not have permission to address with ID "%1"':
      'Der aktuelle Kunde hat keine Berechtigung für die Adresse mit der ID "%1"',
    'Invalid value of "%1" provided for the %2 field.': 'Ungültiger Wert "%1" für das Feld %2.',
    'Required parameter "%1" for "%2" is missing.': 'Der erforderliche Parameter "%1" für "%2" fehlt.',
    'Required parameter "%1" is missing': 'Der erforderliche Parameter "%1" fehlt',
    'The billing address cannot contain "customer_address_id" and "address" at the same time.':
      'Die Rechnungsadresse darf nicht gleichzeitig "customer_address_id" und "address" enthalten.',
    'The billing address must contain either "customer_address_id" or "address".':
      'Die Rechnungsadresse muss entweder "customer_address_id" oder "address" enthalten.',
    "The current customer isn't authorized.": 'Der aktuelle Kunde ist nicht autorisiert.',
    'The requested Payment Method is not available.': 'Die angeforderte Zahlungsart ist nicht verfügbar.',
    'The shipping address cannot contain "customer_address_id" and "address" at the same time.':
      'Die Lieferadresse darf nicht gleichzeitig "customer_address_id" und "address" enthalten.',
    'The shipping address is missing. Set the address and try again.':
      'Die Lieferadresse fehlt. Legen Sie die Adresse fest und versuchen Sie es erneut.',
    'The shipping address must contain either "customer_address_id" or "address".':
      'Die Lieferadresse muss entweder "customer_address_id" oder "address" enthalten.',
    'Value of uid "%1" is incorrect.': 'Der Wert der uid "%1" ist ungültig.',
    'You cannot specify multiple shipping addresses.': 'Sie können nicht mehrere Lieferadressen angeben.',
    'You cannot specify multiple shipping methods.': 'Sie können nicht mehrere Versandarten angeben.',
  },
}
