/**
 * The request workflow's order statuses, as a Magento shop configures custom statuses (Stores › Order Status):
 * the code, the admin label, the label per store view, and the state each status is assigned to. After the
 * customer's approval the company moves an order on with Magento's own processing and complete.
 */
export const ORDER_STATUSES = [
  { status: 'quote_requested', state: 'new', de: 'Angebot angefragt', en: 'Quote requested' },
  { status: 'offer_sent', state: 'new', de: 'Angebot gesendet', en: 'Offer sent' },
  { status: 'order_requested', state: 'new', de: 'Bestellung angefragt', en: 'Order requested' },
  { status: 'confirmation_sent', state: 'new', de: 'Auftragsbestätigung gesendet', en: 'Order confirmation sent' },
  { status: 'confirmed', state: 'processing', de: 'Vom Kunden bestätigt', en: 'Confirmed by customer' },
  { status: 'declined', state: 'canceled', de: 'Abgelehnt', en: 'Declined' },
  { status: 'processing', state: 'processing', de: 'In Bearbeitung', en: 'Processing' },
  { status: 'complete', state: 'complete', de: 'Abgeschlossen', en: 'Complete' },
]
