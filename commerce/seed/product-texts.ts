/**
 * Names, url keys, descriptions (HTML) and meta texts of a seed product in German and English, built from its
 * attributes so that the name tells the piece apart (material, colour, thickness or Ø, format).
 */
import { density, type Material } from './attributes.ts'
import type { Piece } from './products.ts'

export type ProductText = {
  name: string
  url_key: string
  description: string
  short_description: string
  meta_title: string
  meta_keyword: string
  meta_description: string
}

type Locale = 'de' | 'en'

const number = (n: number, locale: Locale) => (locale === 'de' ? String(n).replace('.', ',') : String(n))
const mm = (n: number, locale: Locale) => `${number(n, locale)} mm`

const NOUN: Record<Piece['family'], Record<Locale, string>> = {
  extruded: { de: 'Platte', en: 'sheet' },
  pressed: { de: 'Pressplatte', en: 'pressed sheet' },
  foam: { de: 'Hartschaumplatte', en: 'board' }, // the English material names end in 'foam'
  rod: { de: 'Rundstab', en: 'round rod' },
  weldingRod: { de: 'Schweißdraht rund', en: 'welding rod round' },
  cut: { de: 'Zuschnitt', en: 'cut-to-size sheet' },
  strip: { de: 'Gleitleiste', en: 'wear strip' },
}

const USE: Record<Piece['family'], Record<Locale, string>> = {
  extruded: {
    de: 'Extrudierte Platte für Behälter-, Apparate- und Anlagenbau, gut schweiß- und zerspanbar.',
    en: 'Extruded sheet for tank, apparatus and plant construction, easy to weld and to machine.',
  },
  pressed: {
    de: 'Gepresste Platte mit geringen inneren Spannungen für verschleißfeste Maschinenteile.',
    en: 'Pressed sheet with low internal stress for wear-resistant machine parts.',
  },
  foam: {
    de: 'Leichte Hartschaumplatte für Werbetechnik, Messebau und Innenausbau; gut zu bedrucken, sägen und fräsen.',
    en: 'Lightweight foam board for signage, exhibition stands and interior fitting; easy to print, saw and mill.',
  },
  rod: {
    de: 'Extrudierter Rundstab für Dreh- und Frästeile.',
    en: 'Extruded round rod for turned and milled parts.',
  },
  weldingRod: {
    de: 'Schweißdraht zum Warmgasschweißen, farblich passend zu unseren Platten.',
    en: 'Welding rod for hot-gas welding, colour-matched to our sheets.',
  },
  cut: {
    de: 'Zuschnitt ab Lager, sauber gesägt, sofort einbaufertig.',
    en: 'Cut-to-size piece from stock, cleanly sawn, ready to fit.',
  },
  strip: {
    de: 'Gleitleiste für Förderanlagen: hohe Abriebfestigkeit, geringer Reibwert.',
    en: 'Wear strip for conveyor systems: high abrasion resistance, low friction.',
  },
}

function dimensions(p: Piece, locale: Locale): string {
  switch (p.family) {
    case 'rod':
      return `Ø ${mm(p.strength, locale)}, ${mm(p.length, locale)}`
    case 'weldingRod':
      return `Ø ${mm(p.strength, locale)}, ${locale === 'de' ? 'Rolle' : 'coil'} ${p.length / 1000} m`
    case 'strip':
      return `${number(p.strength, locale)} × ${mm(p.width ?? 0, locale)}, ${mm(p.length, locale)}`
    default:
      return `${mm(p.strength, locale)}, ${p.length} × ${mm(p.width ?? 0, locale)}`
  }
}

const materialName = (m: Material, locale: Locale) => (locale === 'de' ? m.de : m.en)

function name(p: Piece, locale: Locale): string {
  const noun = NOUN[p.family][locale]
  const colour = p.colour ? ` ${p.colour[locale]}` : ''
  const material = materialName(p.material, locale)
  const head =
    p.family === 'cut' ? `${locale === 'de' ? 'Zuschnitt' : 'Cut-to-size'} ${material}` : `${material} ${noun}`
  return `${head}${colour} ${dimensions(p, locale)}`
}

/** Magento-style url key: lower case, umlauts transliterated, everything else to single hyphens. */
export function urlKey(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .replaceAll('×', 'x')
    .replaceAll('ø', 'd')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

function text(p: Piece, sku: string, locale: Locale): ProductText {
  const de = locale === 'de'
  const n = name(p, locale)
  const material = materialName(p.material, locale)
  const colour = p.colour?.[locale]
  const rows: [string, string][] = [
    [de ? 'Artikelnummer' : 'Item number', sku],
    [de ? 'Werkstoff' : 'Material', material],
    ...(colour ? [[de ? 'Farbe' : 'Colour', colour] as [string, string]] : []),
    [de ? 'Abmessungen' : 'Dimensions', dimensions(p, locale)],
    [de ? 'Dichte' : 'Density', `${number(density(p.material, p.strength), locale)} g/cm³`],
  ]
  const table = rows.map(([k, v]) => `<li><strong>${k}:</strong> ${v}</li>`).join('')
  const use = USE[p.family][locale]
  return {
    name: n,
    url_key: urlKey(n),
    description: `<p>${use}</p><ul>${table}</ul>`,
    short_description: `<p>${[material, colour, dimensions(p, locale)].filter(Boolean).join(', ')}</p>`,
    meta_title: n,
    meta_keyword: [material, NOUN[p.family][locale], colour].filter(Boolean).join(', '),
    meta_description: `${n}. ${use}`,
  }
}

export function productTexts(p: Piece, sku: string): { de: ProductText; en: ProductText } {
  return { de: text(p, sku, 'de'), en: text(p, sku, 'en') }
}
