/**
 * CMS seed: pages and blocks per store view. The same identifier exists once per store view (as a Magento shop
 * would set it up), so the storefront asks for "imprint" or "footer" and gets the text of the current language.
 */
type Localized<T> = { de: T; en: T }

export type SeedPage = {
  identifier: string
  page_layout: string
  title: string
  content_heading: string
  content: string
  meta_title: string
  meta_description: string
  meta_keywords: string
}

export type SeedBlock = { identifier: string; title: string; content: string }

const COMPANY = 'Polyplast Kunststoffe GmbH'
const ADDRESS_DE = 'Musterstraße 1<br>12345 Musterstadt<br>Deutschland'
const ADDRESS_EN = 'Musterstraße 1<br>12345 Musterstadt<br>Germany'

export const PAGES: Localized<SeedPage[]> = {
  de: [
    {
      identifier: 'home',
      page_layout: '1column',
      title: 'Lagerliste',
      content_heading: 'Kunststoffhalbzeuge ab Lager',
      content:
        '<p>Willkommen in unserer Lagerliste. Hier finden Sie extrudierte Platten, Pressplatten, Stäbe, Schweißdraht und PVC-Hartschaumplatten, die sofort verfügbar sind.</p><p>Legen Sie Artikel stückweise oder palettenweise in den Warenkorb und senden Sie uns eine Angebots- oder Bestellanfrage. Wir melden uns spätestens am nächsten Werktag mit einem unverbindlichen Angebot oder einer Auftragsbestätigung.</p>',
      meta_title: 'Lagerliste – Kunststoffplatten und Stäbe ab Lager',
      meta_description:
        'Extrudierte Platten, Pressplatten, Stäbe, Schweißdraht und PVC-Hartschaumplatten sofort ab Lager. Jetzt anfragen.',
      meta_keywords: 'Lagerliste, Kunststoffplatten, Stäbe, Schweißdraht',
    },
    {
      identifier: 'imprint',
      page_layout: '1column',
      title: 'Impressum',
      content_heading: 'Impressum',
      content: `<h2>Angaben gemäß § 5 DDG</h2><p>${COMPANY}<br>${ADDRESS_DE}</p><h2>Kontakt</h2><p>Telefon: +49 123 456789-0<br>E-Mail: info@polyplast-kunststoffe.example</p><h2>Registereintrag</h2><p>Amtsgericht Musterstadt, HRB 12345</p><h2>Umsatzsteuer-ID</h2><p>DE123456789</p><h2>Geschäftsführung</h2><p>Erika Mustermann, Max Mustermann</p>`,
      meta_title: 'Impressum',
      meta_description: `Impressum der ${COMPANY}.`,
      meta_keywords: 'Impressum',
    },
    {
      identifier: 'privacy-policy',
      page_layout: '1column',
      title: 'Datenschutzerklärung',
      content_heading: 'Datenschutzerklärung',
      content:
        '<p>Wir verarbeiten personenbezogene Daten nur, soweit dies für die Bearbeitung Ihrer Anfragen, die Führung Ihres Kundenkontos und die Abwicklung von Aufträgen erforderlich ist.</p><h2>Verantwortlicher</h2><p>Polyplast Kunststoffe GmbH, Musterstraße 1, 12345 Musterstadt</p><h2>Cookies</h2><p>Dieser Shop verwendet ausschließlich technisch notwendige Cookies, zum Beispiel für Warenkorb, Sprache und Anmeldung.</p><h2>Ihre Rechte</h2><p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung Ihrer Daten sowie auf Datenübertragbarkeit und Widerspruch.</p>',
      meta_title: 'Datenschutzerklärung',
      meta_description: 'Wie wir Ihre personenbezogenen Daten verarbeiten und schützen.',
      meta_keywords: 'Datenschutz, DSGVO',
    },
    {
      identifier: 'terms',
      page_layout: '1column',
      title: 'Allgemeine Geschäftsbedingungen',
      content_heading: 'Allgemeine Geschäftsbedingungen',
      content:
        '<p>Unsere Lieferungen und Leistungen richten sich ausschließlich an Unternehmer im Sinne des § 14 BGB.</p><h2>Vertragsschluss</h2><p>Eine Anfrage über diesen Shop ist noch keine Bestellung. Wir antworten innerhalb des nächsten Werktages mit einem unverbindlichen Angebot oder einer Auftragsbestätigung. Der Vertrag kommt erst zustande, wenn Sie die Auftragsbestätigung freigeben.</p><h2>Zahlung</h2><p>Eine Online-Zahlung findet nicht statt. Die Rechnung erhalten Sie mit der Lieferung.</p>',
      meta_title: 'AGB',
      meta_description: 'Allgemeine Geschäftsbedingungen für Lieferungen und Leistungen.',
      meta_keywords: 'AGB, Geschäftsbedingungen',
    },
    {
      identifier: 'faq',
      page_layout: '1column',
      title: 'Hilfe & FAQ',
      content_heading: 'Häufige Fragen',
      content:
        '<h2>Kann ich im Shop direkt bezahlen?</h2><p>Nein. Sie senden uns eine Angebots- oder Bestellanfrage, und wir antworten innerhalb des nächsten Werktages.</p><h2>Kann ich ganze Paletten bestellen?</h2><p>Ja. Zu jedem Artikel sind Verpackungseinheit und Stückzahl pro Palette angegeben; Sie können stückweise oder palettenweise anfragen.</p><h2>Bieten Sie Zuschnitte an?</h2><p>Ja. Unter „Zuschnitte und Fertigteile“ finden Sie unser Angebot; Sondermaße geben Sie einfach in Ihrer Anfrage an.</p><h2>Warum hat meine 30-mm-PVC-Platte einen gelblichen Kern?</h2><p>Bei 30 und 40 mm starken PVC-Platten in Weiß und Lichtgrau kann fertigungsbedingt eine gelbliche Kernverfärbung auftreten. Sie beeinträchtigt die technischen Eigenschaften nicht.</p><h2>Wann kommt der Vertrag zustande?</h2><p>Erst wenn Sie unsere Auftragsbestätigung freigeben. Ein Angebot können Sie in Ihrem Kundenkonto annehmen; daraus wird eine Bestellanfrage zu den Konditionen des Angebots.</p><h2>Wie wird geliefert?</h2><p>Per Spedition – die Frachtkosten nennen wir im Angebot – oder zur Abholung in unserem Werk. Gewicht und Palettenzahl Ihrer Anfrage sehen Sie vor dem Absenden.</p><h2>Brauche ich ein Kundenkonto?</h2><p>Ja, für Anfragen. Im Kundenkonto hinterlegen Sie Rechnungs- und Lieferadresse und verfolgen den Stand Ihrer Anfragen.</p>',
      meta_title: 'Hilfe & FAQ',
      meta_description: 'Antworten auf häufige Fragen zu Anfragen, Lieferung und Zuschnitten.',
      meta_keywords: 'FAQ, Hilfe, Anfrage, Lieferung',
    },
    {
      identifier: 'no-route',
      page_layout: '1column',
      title: 'Seite nicht gefunden',
      content_heading: 'Seite nicht gefunden',
      content:
        '<p>Die gewünschte Seite gibt es leider nicht. Vielleicht wurde sie verschoben oder die Adresse enthält einen Tippfehler.</p><p>Zurück zur <a href="/de">Lagerliste</a>.</p>',
      meta_title: 'Seite nicht gefunden',
      meta_description: 'Die angeforderte Seite wurde nicht gefunden.',
      meta_keywords: '404',
    },
  ],
  en: [
    {
      identifier: 'home',
      page_layout: '1column',
      title: 'Stock list',
      content_heading: 'Plastic semi-finished products from stock',
      content:
        '<p>Welcome to our stock list. Here you will find extruded sheets, pressed sheets, rods, welding rod and PVC foam boards that are available immediately.</p><p>Add items by the piece or by the pallet and send us a quote or order request. We will reply by the next working day at the latest with a non-binding offer or an order confirmation.</p>',
      meta_title: 'Stock list – plastic sheets and rods from stock',
      meta_description:
        'Extruded sheets, pressed sheets, rods, welding rod and PVC foam boards available from stock. Send your request today.',
      meta_keywords: 'stock list, plastic sheets, rods, welding rod',
    },
    {
      identifier: 'imprint',
      page_layout: '1column',
      title: 'Imprint',
      content_heading: 'Imprint',
      content: `<h2>Information pursuant to Section 5 DDG</h2><p>${COMPANY}<br>${ADDRESS_EN}</p><h2>Contact</h2><p>Phone: +49 123 456789-0<br>Email: info@polyplast-kunststoffe.example</p><h2>Commercial register</h2><p>Local court of Musterstadt, HRB 12345</p><h2>VAT ID</h2><p>DE123456789</p><h2>Managing directors</h2><p>Erika Mustermann, Max Mustermann</p>`,
      meta_title: 'Imprint',
      meta_description: `Legal notice of ${COMPANY}.`,
      meta_keywords: 'imprint, legal notice',
    },
    {
      identifier: 'privacy-policy',
      page_layout: '1column',
      title: 'Privacy policy',
      content_heading: 'Privacy policy',
      content:
        '<p>We process personal data only as far as necessary to handle your requests, to keep your customer account and to fulfil orders.</p><h2>Controller</h2><p>Polyplast Kunststoffe GmbH, Musterstraße 1, 12345 Musterstadt, Germany</p><h2>Cookies</h2><p>This shop only uses cookies that are technically necessary, for example for the cart, the language and signing in.</p><h2>Your rights</h2><p>You have the right to access, rectify, erase and restrict the processing of your data, as well as the right to data portability and to object.</p>',
      meta_title: 'Privacy policy',
      meta_description: 'How we process and protect your personal data.',
      meta_keywords: 'privacy, GDPR',
    },
    {
      identifier: 'terms',
      page_layout: '1column',
      title: 'Terms and conditions',
      content_heading: 'Terms and conditions',
      content:
        '<p>Our deliveries and services are intended exclusively for businesses within the meaning of Section 14 of the German Civil Code (BGB).</p><h2>Conclusion of contract</h2><p>A request sent through this shop is not yet an order. We reply within the next working day with a non-binding offer or an order confirmation. The contract is concluded only when you approve the order confirmation.</p><h2>Payment</h2><p>There is no online payment. You receive the invoice with the delivery.</p>',
      meta_title: 'Terms and conditions',
      meta_description: 'General terms and conditions for deliveries and services.',
      meta_keywords: 'terms, conditions',
    },
    {
      identifier: 'faq',
      page_layout: '1column',
      title: 'Help & FAQs',
      content_heading: 'Frequently asked questions',
      content:
        '<h2>Can I pay in the shop?</h2><p>No. You send us a quote or order request, and we reply within the next working day.</p><h2>Can I order whole pallets?</h2><p>Yes. Every item shows its packaging unit and pieces per pallet; you can request by the piece or by the pallet.</p><h2>Do you cut sheets to size?</h2><p>Yes. See “Prefabricated parts” for what we offer; simply state special dimensions in your request.</p><h2>Why does my 30 mm PVC sheet have a yellowish core?</h2><p>White and light grey PVC sheets of 30 and 40 mm may show a yellowish core discolouration caused by production. It does not affect the technical properties.</p><h2>When is the contract concluded?</h2><p>Only when you approve our order confirmation. You can accept an offer in your customer account; it then becomes an order request on the terms of the offer.</p><h2>How do you deliver?</h2><p>By forwarder – we state the freight cost in the offer – or for collection at our plant. You see the weight and the number of pallets of your request before you send it.</p><h2>Do I need a customer account?</h2><p>Yes, to send requests. In your account you keep your billing and shipping addresses and follow the progress of your requests.</p>',
      meta_title: 'Help & FAQs',
      meta_description: 'Answers to common questions about requests, delivery and cut-to-size sheets.',
      meta_keywords: 'FAQ, help, request, delivery',
    },
    {
      identifier: 'no-route',
      page_layout: '1column',
      title: 'Page not found',
      content_heading: 'Page not found',
      content:
        '<p>Sorry, the page you are looking for does not exist. It may have moved, or the address may contain a typo.</p><p>Back to the <a href="/en">stock list</a>.</p>',
      meta_title: 'Page not found',
      meta_description: 'The requested page could not be found.',
      meta_keywords: '404',
    },
  ],
}

export const BLOCKS: Localized<SeedBlock[]> = {
  de: [
    {
      identifier: 'footer',
      title: 'Footer',
      content: `<p><strong>${COMPANY}</strong><br>${ADDRESS_DE}</p><p>Telefon: +49 123 456789-0 · E-Mail: info@polyplast-kunststoffe.example</p><p>Mo.–Do. 7:30–16:30 Uhr, Fr. 7:30–13:00 Uhr</p>`,
    },
    {
      identifier: 'request-info',
      title: 'Hinweis zur Anfrage',
      content:
        '<p>Ihre Anfrage ist unverbindlich. Wir antworten innerhalb des nächsten Werktages mit einem Angebot oder einer Auftragsbestätigung. Der Vertrag kommt erst zustande, wenn Sie die Auftragsbestätigung freigeben.</p>',
    },
    {
      identifier: 'stock-list-intro',
      title: 'Einleitung Lagerliste',
      content:
        '<p>Alle Artikel dieser Liste sind ab Lager verfügbar. Wählen Sie Werkstoff, Stärke und Farbe über die Filter und fragen Sie stückweise oder palettenweise an.</p>',
    },
    {
      identifier: 'pvc-core-discolouration',
      title: 'Hinweis gelbliche Kernverfärbung',
      content:
        '<p>Bei PVC-Platten mit 30 und 40 mm Stärke in Weiß und Lichtgrau kann eine gelbliche Kernverfärbung auftreten.</p>',
    },
  ],
  en: [
    {
      identifier: 'footer',
      title: 'Footer',
      content: `<p><strong>${COMPANY}</strong><br>${ADDRESS_EN}</p><p>Phone: +49 123 456789-0 · Email: info@polyplast-kunststoffe.example</p><p>Mon–Thu 7:30 am–4:30 pm, Fri 7:30 am–1:00 pm (CET)</p>`,
    },
    {
      identifier: 'request-info',
      title: 'About your request',
      content:
        '<p>Your request is non-binding. We reply within the next working day with an offer or an order confirmation. The contract is concluded only when you approve the order confirmation.</p>',
    },
    {
      identifier: 'stock-list-intro',
      title: 'Stock list introduction',
      content:
        '<p>Every item on this list is available from stock. Choose material, thickness and colour with the filters and request by the piece or by the pallet.</p>',
    },
    {
      identifier: 'pvc-core-discolouration',
      title: 'Note on yellowish core discolouration',
      content:
        '<p>White and light grey PVC sheets of 30 and 40 mm thickness may show a yellowish core discolouration.</p>',
    },
  ],
}
