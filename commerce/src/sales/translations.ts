import type { Translations } from '../kernel/phrase'

/** The requests' texts: Magento's de_DE wording where Magento has the text, the shop's German otherwise. */
export const salesTranslations: Translations = {
  de_DE: {
    '%1': '%1',
    '%1 (item no. %2): %3, %4': '%1 (Art.-Nr. %2): %3, %4',
    '%1 piece': '%1 Stück',
    '%1 pieces': '%1 Stück',
    '%1 coil': '%1 Rolle',
    '%1 coils': '%1 Rollen',
    '%1 (%2)': '%1 (%2)',
    '%1 from stock, %2 produced or procured, delivery time on request':
      '%1 ab Lager, %2 nach Fertigung oder Beschaffung, Lieferzeit auf Anfrage',
    'produced or procured, delivery time on request': 'wird gefertigt oder beschafft, Lieferzeit auf Anfrage',
    '1-2 days': '1–2 Tage',
    '2-3 days': '2–3 Tage',
    '3-5 days': '3–5 Tage',
    '5-7 days': '5–7 Tage',
    '3-4 weeks': '3–4 Wochen',
    'A newer version of this document has been sent. Please answer the newest version.':
      'Von diesem Dokument wurde eine neuere Version gesendet. Bitte beantworten Sie die neueste Version.',
    'A server error stopped your order from being placed. Please try to place your order again':
      'Ein Serverfehler hat die Bestellung verhindert. Bitte versuchen Sie es erneut',
    'Answer to request %1': 'Antwort zur Anfrage %1',
    'Billing address: %1': 'Rechnungsadresse: %1',
    'Comment: %1': 'Kommentar: %1',
    'Current user is not authorized to answer this order':
      'Der aktuelle Benutzer ist nicht berechtigt, diese Bestellung zu beantworten',
    Discount: 'Rabatt',
    'Discount %1%': 'Rabatt %1 %',
    'Enter a valid payment method and try again.':
      'Geben Sie eine gültige Zahlungsmethode ein und versuchen Sie es erneut.',
    'From %1 (%2).': 'Von %1 (%2).',
    'Guest email for cart is missing.': 'Die Gast-E-Mail-Adresse für den Warenkorb fehlt.',
    'New order request %1': 'Neue Bestellanfrage %1',
    'New quote request %1': 'Neue Angebotsanfrage %1',
    'Offer %1, version %2': 'Angebot %1, Version %2',
    'Offer %1, version %2, sent: %3': 'Angebot %1, Version %2, gesendet: %3',
    'Order confirmation %1 for your request %2': 'Auftragsbestätigung %1 zu Ihrer Anfrage %2',
    'Order confirmation %1, version %2': 'Auftragsbestätigung %1, Version %2',
    'Order confirmation %1, version %2, sent: %3': 'Auftragsbestätigung %1, Version %2, gesendet: %3',
    'Order confirmation for your request %1': 'Auftragsbestätigung zu Ihrer Anfrage %1',
    'Our offer %1 for your request %2': 'Unser Angebot %1 zu Ihrer Anfrage %2',
    'Our offer for your request %1': 'Unser Angebot zu Ihrer Anfrage %1',
    'Payment terms: %1': 'Zahlungsbedingungen: %1',
    'Please check the billing address information.': 'Bitte überprüfen Sie die Angaben zur Rechnungsadresse.',
    'Purchase order number: %1': 'Bestellnummer des Kunden: %1',
    'Requested delivery time: %1': 'Gewünschte Lieferzeit: %1',
    "Some addresses can't be used due to the configurations for specific countries.":
      'Einige Adressen können aufgrund der Konfiguration für bestimmte Länder nicht verwendet werden.',
    'Some of the products are out of stock.': 'Einige der Produkte sind nicht vorrätig.',
    'Shipping address: %1': 'Lieferadresse: %1',
    'Shipping method: %1': 'Versandart: %1',
    'Status: %1': 'Status: %1',
    'Thank you for your order request. We will answer within the next working day with an order confirmation; the contract is concluded only once you approve it.':
      'Vielen Dank für Ihre Bestellanfrage. Wir antworten Ihnen spätestens am nächsten Werktag mit einer Auftragsbestätigung; der Vertrag kommt erst zustande, wenn Sie diese freigeben.',
    'Thank you for your quote request. We will answer within the next working day with a non-binding offer.':
      'Vielen Dank für Ihre Angebotsanfrage. Wir antworten Ihnen spätestens am nächsten Werktag mit einem unverbindlichen Angebot.',
    "The cart isn't active.": 'Der Warenkorb ist nicht aktiv.',
    'The customer accepted %1.': 'Der Kunde hat %1 angenommen.',
    'The customer accepted the offer.': 'Der Kunde hat das Angebot angenommen.',
    'The customer approved %1.': 'Der Kunde hat %1 freigegeben.',
    'The customer approved the order confirmation.': 'Der Kunde hat die Auftragsbestätigung freigegeben.',
    'The customer asks for a revised offer.': 'Der Kunde bittet um ein überarbeitetes Angebot.',
    'The customer asks to revise %1.': 'Der Kunde bittet, %1 zu überarbeiten.',
    'The customer declined %1.': 'Der Kunde hat %1 abgelehnt.',
    'The customer declined.': 'Der Kunde hat abgelehnt.',
    "The current customer isn't authorized.": 'Der aktuelle Kunde ist nicht autorisiert.',
    'The document was not found for this answer.': 'Das Dokument wurde für diese Antwort nicht gefunden.',
    "The entity that was requested doesn't exist. Verify the entity and try again.":
      'Die angeforderte Entität existiert nicht. Überprüfen Sie die Entität und versuchen Sie es erneut.',
    'the offer %1, version %2 (%3)': 'das Angebot %1, Version %2 (%3)',
    'The offer has expired. Ask for a renewed offer.':
      'Das Angebot ist abgelaufen. Fordern Sie ein erneuertes Angebot an.',
    'the order confirmation %1, version %2 (%3)': 'die Auftragsbestätigung %1, Version %2 (%3)',
    "The order's status does not allow this answer.": 'Der Status der Bestellung erlaubt diese Antwort nicht.',
    'The shipping method is missing. Select the shipping method and try again.':
      'Die Versandart fehlt. Wählen Sie die Versandart aus und versuchen Sie es erneut.',
    'Total: %1': 'Gesamtsumme: %1',
    'Update on your request %1': 'Neuigkeiten zu Ihrer Anfrage %1',
    'Valid until: %1': 'Gültig bis: %1',
    'View your request': 'Ihre Anfrage ansehen',
    'You accepted our offer: it is now an order request. We will send you an order confirmation within the next working day.':
      'Sie haben unser Angebot angenommen: Es ist jetzt eine Bestellanfrage. Wir senden Ihnen spätestens am nächsten Werktag eine Auftragsbestätigung.',
    'You approved our order confirmation: your order is now binding. Thank you for your order.':
      'Sie haben unsere Auftragsbestätigung freigegeben: Ihre Bestellung ist jetzt verbindlich. Vielen Dank für Ihre Bestellung.',
    'You asked us to revise our offer. We will send you a revised offer within the next working day.':
      'Sie haben um eine Überarbeitung unseres Angebots gebeten. Wir senden Ihnen spätestens am nächsten Werktag ein überarbeitetes Angebot.',
    'You declined. If you would like a new offer, just send us another request.':
      'Sie haben abgelehnt. Wenn Sie ein neues Angebot wünschen, senden Sie uns einfach eine neue Anfrage.',
    'Your answer concerns %1.': 'Ihre Antwort betrifft %1.',
    'Your answer to request %1': 'Ihre Antwort zur Anfrage %1',
    'Your message: %1': 'Ihre Nachricht: %1',
    'Your order request %1': 'Ihre Bestellanfrage %1',
    'Your quote request %1': 'Ihre Angebotsanfrage %1',
  },
}
