/**
 * Store seed: one website, one store group (root category "Default Category", id 2) and two store views,
 * German `de` (default) and English `en`, both in EUR. Configuration uses Magento's core_config_data paths.
 */
/** "Only x left" is shown up to this quantity (cataloginventory/options/stock_threshold_qty). */
export const STOCK_THRESHOLD_QTY = 10

export const WEBSITES = [{ website_id: 1, code: 'base', name: 'Main Website', default_group_id: 1, is_default: 1 }]

export const GROUPS = [
  {
    group_id: 1,
    website_id: 1,
    code: 'main_website_store',
    name: 'Main Website Store',
    root_category_id: 2,
    default_store_id: 1,
  },
]

export const STORES = [
  { store_id: 1, code: 'de', website_id: 1, group_id: 1, name: 'Deutsch', sort_order: 0, is_active: 1 },
  { store_id: 2, code: 'en', website_id: 1, group_id: 1, name: 'English', sort_order: 1, is_active: 1 },
]

type ConfigRow = { scope: 'default' | 'websites' | 'stores'; scope_id: number; path: string; value: string }

const BASE_URL = 'https://shop.example.com/'
/** Where the storefront runs locally (npm start): links in mails lead there. A deployment sets its own URL. */
const STOREFRONT_URL = 'http://localhost:8787/'

/** Freight per pallet (EUR, net) by destination, as rows of Magento's table rates ("pallets and above"). */
const PALLET_RATES = [
  ...rates('DE', { 1: 85, 3: 75, 6: 65, 12: 55 }),
  ...rates('AT', { 1: 115, 3: 100, 6: 90, 12: 80 }),
  ...rates('CH', { 1: 165, 3: 145, 6: 130, 12: 115 }),
  ...['NL', 'BE', 'LU'].flatMap((country) => rates(country, { 1: 120, 3: 105, 6: 95, 12: 85 })),
  ...rates('FR', { 1: 140, 3: 125, 6: 110, 12: 95 }),
  ...rates('*', { 1: 180, 3: 160, 6: 145, 12: 130 }),
]

/** Freight of a parcel (EUR, net) by destination and weight band (up to kg); heavier shipments go by pallet. */
const PARCEL_RATES = [
  ...parcelBands('DE', { 5: 9.9, 10: 14.9, 31.5: 24.9 }),
  ...['AT', 'NL', 'BE', 'LU', 'FR'].flatMap((country) => parcelBands(country, { 5: 19.9, 10: 27.9, 31.5: 39.9 })),
  ...parcelBands('*', { 5: 29.9, 10: 39.9, 31.5: 59.9 }),
]

function parcelBands(country_id: string, upTo: Record<number, number>) {
  return Object.entries(upTo).map(([kg, price]) => ({ country_id, max_weight: Number(kg), price }))
}

function rates(country_id: string, perPallet: Record<number, number>) {
  return Object.entries(perPallet).map(([pallets, price]) => ({ country_id, pallets: Number(pallets), price }))
}

const defaults: Record<string, string> = {
  'general/locale/code': 'de_DE',
  'general/locale/timezone': 'Europe/Berlin',
  'general/locale/weight_unit': 'kgs',
  'general/country/default': 'DE',
  'general/country/optional_zip_countries': 'HK,IE,MO,PA,GB',
  'general/region/state_required': '',
  'general/region/display_all': '0',
  'general/store_information/name': 'Polyplast Kunststoffe',
  // The company's address and contact (Magento's Store Information): the letterhead and footer of offers and order
  // confirmations.
  'general/store_information/street_line1': 'Gewerbestraße 12',
  'general/store_information/postcode': '33334',
  'general/store_information/city': 'Gütersloh',
  'general/store_information/country_id': 'DE',
  'general/store_information/phone': '+49 5241 70 80-0',
  'general/store_information/merchant_vat_number': 'DE 123 456 789',
  // What a German business letter must carry (the shop's own keys beside Magento's): the documents' footer.
  'general/store_information/registered_office': 'Gütersloh',
  'general/store_information/register_court': 'Amtsgericht Gütersloh',
  'general/store_information/register_number': 'HRB 4711',
  'general/store_information/managing_directors': 'Anna Beispiel, Jan Muster',
  // The account the documents name for payment.
  'sales/documents/bank_name': 'Commerzbank',
  'sales/documents/iban': 'DE89 3704 0044 0532 0130 00',
  'sales/documents/bic': 'COBADEFFXXX',
  'currency/options/base': 'EUR',
  'currency/options/default': 'EUR',
  'currency/options/allow': 'EUR',
  'web/unsecure/base_url': BASE_URL,
  'web/unsecure/base_link_url': BASE_URL,
  'web/unsecure/base_static_url': `${BASE_URL}static/`,
  'web/unsecure/base_media_url': `${BASE_URL}media/`,
  'web/secure/base_url': BASE_URL,
  'web/secure/base_link_url': BASE_URL,
  'web/secure/base_static_url': `${BASE_URL}static/`,
  'web/secure/base_media_url': `${BASE_URL}media/`,
  'web/url/use_store': '1',
  'web/default/cms_home_page': 'home',
  'web/default/cms_no_route': 'no-route',
  'web/default/cms_no_cookies': 'enable-cookies',
  'web/default/show_cms_breadcrumbs': '1',
  'design/head/shortcut_icon': 'default/favicon.ico',
  'design/head/title_prefix': '',
  'design/head/title_suffix': '',
  'design/head/includes': '',
  'design/header/logo_src': 'default/logo.svg',
  'design/header/logo_width': '180',
  'design/header/logo_height': '48',
  'catalog/seo/title_separator': '-',
  'catalog/seo/category_url_suffix': '.html',
  'catalog/seo/product_url_suffix': '.html',
  'catalog/frontend/list_mode': 'grid-list',
  'catalog/frontend/grid_per_page_values': '10,20,50',
  'catalog/frontend/grid_per_page': '10',
  'catalog/frontend/list_per_page_values': '10,20,50',
  'catalog/frontend/list_per_page': '10',
  'catalog/frontend/default_sort_by': 'position',
  'catalog/search/min_query_length': '3',
  // Price buckets of about equal size with round bounds: most items cost under 100 €, a few several thousand.
  'catalog/layered_navigation/price_range_calculation': 'improved',
  'cataloginventory/options/stock_threshold_qty': String(STOCK_THRESHOLD_QTY),
  'cataloginventory/item_options/max_sale_qty': '10000',
  // Cut to size (rules/cut-list.ts): the saw's trim and blade in mm, the smallest side and most pieces of a list,
  // tolerance ± mm and charge € per cut metre by thickness (JSON bands, Magento's serialized arrays).
  'catalog/cut_to_size/trim': '10',
  'catalog/cut_to_size/kerf': '4',
  'catalog/cut_to_size/min_piece': '20',
  'catalog/cut_to_size/max_pieces': '500',
  'catalog/cut_to_size/tolerances': '[{"up_to":10,"value":0.5},{"up_to":null,"value":1}]',
  'catalog/cut_to_size/charge_per_metre':
    '[{"up_to":10,"value":1.2},{"up_to":20,"value":1.8},{"up_to":null,"value":2.5}]',
  'catalog/cut_to_size/milled_surcharge_per_metre': '0.9',
  // Every order is a request the company answers: more than the stock may be requested (2 = allow and notify).
  'cataloginventory/item_options/backorders': '2',
  'tax/defaults/country': 'DE',
  // Magento's default list: a delivery elsewhere is an export (commerce/src/tax/vat-rule.ts).
  'general/country/eu_countries': 'AT,BE,BG,CY,CZ,DE,DK,EE,ES,FI,FR,GR,HR,HU,IE,IT,LT,LU,LV,MT,NL,PL,PT,RO,SE,SI,SK',
  'catalog/review/active': '1',
  'catalog/review/allow_guest': '0',
  'customer/password/minimum_password_length': '8',
  'customer/password/required_character_classes_number': '2',
  'customer/password/lockout_failures': '10',
  'customer/password/lockout_threshold': '10',
  'customer/password/reset_link_expiration_period': '2',
  'customer/create_account/default_group': '1',
  'oauth/access_token_lifetime/customer': '1',
  'newsletter/subscription/confirm': '1',
  'newsletter/subscription/allow_guest_subscribe': '1',
  'customer/create_account/confirm': '1',
  'checkout/options/guest_checkout': '0',
  // The header's cart badge counts lines: one line of 250 sheets is one item, not "99+".
  'checkout/cart_link/use_qty': '0',
  // A company's account: no date of birth, no gender (Magento's default, set here to be seen); the VAT ID optional.
  'customer/address/dob_show': '',
  'customer/address/gender_show': '',
  'customer/address/taxvat_show': 'opt',
  // isEmailAvailable tells a taken address (Magento 2.4.7+ answers true for any address without it): the
  // registration names an existing account.
  'checkout/options/enable_guest_checkout_login': '1',
  'newsletter/general/active': '1',
  'contact/contact/enabled': '1',
  'wishlist/general/active': '1',
  // Adobe Commerce's multiple wishlists: a buyer keeps several named lists as order templates.
  'wishlist/general/multiple_enabled': '1',
  'wishlist/general/multiple_wishlist_number': '10',
  // The shop's sender of every mail (Magento's general contact); replies go to the sales inbox below.
  'trans_email/ident_general/email': 'shop@polyplast.example',
  'trans_email/ident_general/name': 'Polyplast Kunststoffe',
  // The company's sales inbox: a copy of every request, the customers' answers (Magento's sales representative).
  'trans_email/ident_sales/email': 'vertrieb@polyplast.example',
  'trans_email/ident_sales/name': 'Polyplast Vertrieb',
  // The sales desk (desk/, served by npm start on 8789): the sales inbox's mails link to the request there.
  'sales/desk/base_url': 'http://localhost:8789/',
  // Offline carriers: freight by forwarder (the price comes with the offer) and pickup at the plant.
  'carriers/freight/active': '1',
  'carriers/freight/price': '0',
  'carriers/freight/sort_order': '10',
  'carriers/pickup/active': '1',
  'carriers/pickup/price': '0',
  'carriers/pickup/sort_order': '20',
  // The freight an offer starts from: per pallet by destination, cheaper from 3, 6 and 12 pallets ("*": elsewhere).
  'carriers/freight/pallet_rates': JSON.stringify(PALLET_RATES),
  // A shipment of at most 31.5 kg goes as a parcel instead, priced by its weight.
  'carriers/freight/parcel_rates': JSON.stringify(PARCEL_RATES),
  // The company's documents: numbers AN-2026-00042 (offer) and AB-2026-00042 (order confirmation); offers are
  // valid for 14 days.
  'sales/offer/number_prefix': 'AN',
  'sales/offer/expiration_period': '14',
  'sales/order_confirmation/number_prefix': 'AB',
  // Offline payment only: purchase order (the buyer's order number optional); check / money order off.
  'payment/purchaseorder/active': '1',
  'payment/purchaseorder/sort_order': '10',
  'payment/checkmo/active': '0',
}

const perStore: Record<string, Record<string, string>> = {
  de: {
    'general/locale/code': 'de_DE',
    'design/head/default_title': 'Polyplast Kunststoffe – Lagerliste',
    'design/head/default_description':
      'Lagerliste für Kunststoffhalbzeuge: extrudierte Platten, Pressplatten, Stäbe, Schweißdraht und PVC-Hartschaumplatten ab Lager.',
    'design/head/default_keywords': 'Kunststoffplatten, PVC-U, PP, PE 500, PE 1000, Schweißdraht, Hartschaumplatten',
    'design/header/logo_alt': 'Polyplast Kunststoffe',
    'design/header/welcome': 'Willkommen bei Polyplast Kunststoffe',
    'design/footer/copyright': '© Polyplast Kunststoffe GmbH. Alle Rechte vorbehalten.',
    'design/footer/absolute_footer': '',
    'web/unsecure/base_link_url': `${STOREFRONT_URL}de/`,
    'web/secure/base_link_url': `${STOREFRONT_URL}de/`,
    'carriers/freight/title': 'Spedition',
    'carriers/freight/name': 'Lieferung per Spedition, Frachtkosten laut Angebot',
    'carriers/pickup/title': 'Selbstabholung',
    'carriers/pickup/name': 'Abholung im Werk',
    'payment/purchaseorder/title': 'Kauf auf Rechnung (mit Ihrer Bestellnummer)',
    'payment/checkmo/title': 'Scheck / Zahlungsanweisung',
    'sales/documents/payment_terms': 'Zahlbar innerhalb von 30 Tagen netto, innerhalb von 10 Tagen mit 2 % Skonto.',
    'sales/offer/opening_text': 'Vielen Dank für Ihre Anfrage. Gerne bieten wir Ihnen freibleibend an:',
    'sales/offer/closing_text':
      'Wir freuen uns auf Ihren Auftrag und stehen Ihnen für Rückfragen gerne zur Verfügung. Mit freundlichen Grüßen, Ihr Team von Polyplast Kunststoffe',
    'sales/order_confirmation/opening_text': 'Vielen Dank für Ihren Auftrag. Wir bestätigen ihn wie folgt:',
    'sales/order_confirmation/closing_text':
      'Bitte prüfen Sie die Auftragsbestätigung und geben Sie sie frei; der Vertrag kommt mit Ihrer Freigabe zustande. Mit freundlichen Grüßen, Ihr Team von Polyplast Kunststoffe',
  },
  en: {
    'general/locale/code': 'en_US',
    'design/head/default_title': 'Polyplast Kunststoffe – Stock list',
    'design/head/default_description':
      'Stock list of plastic semi-finished products: extruded sheets, pressed sheets, rods, welding rod and PVC foam boards available from stock.',
    'design/head/default_keywords': 'plastic sheets, PVC-U, PP, PE 500, PE 1000, welding rod, foam boards',
    'design/header/logo_alt': 'Polyplast Kunststoffe',
    'design/header/welcome': 'Welcome to Polyplast Kunststoffe',
    'design/footer/copyright': '© Polyplast Kunststoffe GmbH. All rights reserved.',
    'design/footer/absolute_footer': '',
    'web/unsecure/base_link_url': `${STOREFRONT_URL}en/`,
    'web/secure/base_link_url': `${STOREFRONT_URL}en/`,
    'carriers/freight/title': 'Freight forwarder',
    'carriers/freight/name': 'Delivery by freight forwarder, freight cost as offered',
    'carriers/pickup/title': 'Collection',
    'carriers/pickup/name': 'Pickup at the plant',
    'payment/purchaseorder/title': 'Purchase order (invoice)',
    'payment/checkmo/title': 'Check / Money order',
    'sales/documents/payment_terms': 'Payable within 30 days net, 2 % discount if paid within 10 days.',
    'sales/offer/opening_text': 'Thank you for your request. We are pleased to offer, subject to availability:',
    'sales/offer/closing_text':
      'We look forward to your order and are happy to answer any questions. Kind regards, your team at Polyplast Kunststoffe',
    'sales/order_confirmation/opening_text': 'Thank you for your order. We confirm it as follows:',
    'sales/order_confirmation/closing_text':
      'Please check this order confirmation and approve it; the contract is concluded once you approve it. Kind regards, your team at Polyplast Kunststoffe',
  },
}

export const CONFIG: ConfigRow[] = [
  ...Object.entries(defaults).map(([path, value]) => ({ scope: 'default' as const, scope_id: 0, path, value })),
  ...STORES.flatMap((s) =>
    Object.entries(perStore[s.code] ?? {}).map(([path, value]) => ({
      scope: 'stores' as const,
      scope_id: s.store_id,
      path,
      value,
    })),
  ),
]

/** Rates from the base currency; EUR to itself only, as both store views show EUR. */
export const CURRENCY_RATES = [{ currency_from: 'EUR', currency_to: 'EUR', rate: 1 }]
