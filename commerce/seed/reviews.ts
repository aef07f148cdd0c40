/**
 * Product reviews, generated deterministically (a seeded PRNG, no clock): about one visible product in ten has
 * 1–6 reviews, most products have none. Each review is written in one store view (German texts in `de`, English in
 * `en`), carries one vote 1–5 for the rating "Rating", and a few are still pending (not shown, not counted).
 * Product 100010 always has the fixed reviews below (the integration tests rely on them); 100011 never has any.
 */

import { prng } from './prng.ts'
import type { SeedProduct } from './products.ts'

export type SeedReview = {
  review_id: number
  product_id: number
  store: 'de' | 'en'
  /** 1 approved, 2 pending */
  status_id: 1 | 2
  created_at: string
  nickname: string
  title: string
  detail: string
  /** the vote for "Rating", 1–5 */
  value: 1 | 2 | 3 | 4 | 5
}

export const RATING = { rating_id: 1, rating_code: 'Rating', position: 1, is_active: 1 }
/** Its labels per store view (1 de, 2 en) and its five values, as Magento's default ratings have them. */
export const RATING_TITLES = [
  { rating_id: 1, store_id: 1, value: 'Bewertung' },
  { rating_id: 1, store_id: 2, value: 'Rating' },
]
export const RATING_OPTIONS = ([1, 2, 3, 4, 5] as const).map((value) => ({
  option_id: value,
  rating_id: 1,
  code: String(value),
  value,
  position: value,
}))
export const ALWAYS_REVIEWED_SKU = '100010'
export const NEVER_REVIEWED_SKU = '100011'

type Text = { title: string; detail: string }
type Stars = SeedReview['value']

const TEXTS: Record<'de' | 'en', Record<Stars, Text[]>> = {
  de: {
    5: [
      {
        title: 'Top Qualität',
        detail: 'Platten kamen sauber verpackt und maßhaltig an. Lässt sich gut sägen und fräsen.',
      },
      { title: 'Sehr zufrieden', detail: 'Schnelle Lieferung, Oberfläche ohne Kratzer. Bestelle ich wieder.' },
      {
        title: 'Wie beschrieben',
        detail: 'Farbe und Stärke genau wie angegeben, Kanten sauber. Für den Behälterbau ideal.',
      },
      { title: 'Klasse Material', detail: 'Verschweißt sich problemlos, keine Blasen. Sehr empfehlenswert.' },
    ],
    4: [
      {
        title: 'Gut, kleine Mängel',
        detail: 'Material einwandfrei, eine Ecke leicht angestoßen. Sonst alles bestens.',
      },
      { title: 'Solide', detail: 'Gute Qualität zum fairen Preis, Lieferung hat zwei Tage länger gedauert.' },
      { title: 'Empfehlenswert', detail: 'Lässt sich gut bearbeiten, Schutzfolie etwas schwer abzuziehen.' },
    ],
    3: [
      { title: 'Geht so', detail: 'Stärke schwankt um ein paar Zehntel, für unseren Zweck reicht es aber.' },
      { title: 'Mittelmaß', detail: 'Ware in Ordnung, Verpackung dürfte stabiler sein.' },
    ],
    2: [
      { title: 'Leider verzogen', detail: 'Eine Platte war leicht gewölbt, Kundendienst hat aber schnell reagiert.' },
    ],
    1: [{ title: 'Transportschaden', detail: 'Platte kam gebrochen an, Ersatz musste ich erst anfordern.' }],
  },
  en: {
    5: [
      { title: 'Excellent quality', detail: 'Sheets arrived well packed and true to size. Easy to saw and machine.' },
      { title: 'Very happy', detail: 'Fast delivery, no scratches on the surface. Will order again.' },
      {
        title: 'As described',
        detail: 'Colour and thickness exactly as stated, clean edges. Ideal for tank building.',
      },
    ],
    4: [
      { title: 'Good, minor issue', detail: 'Material is fine, one corner slightly dented. Otherwise all good.' },
      { title: 'Solid', detail: 'Good quality for a fair price, delivery took two days longer than expected.' },
      { title: 'Recommended', detail: 'Machines well, the protective film is a bit hard to peel off.' },
    ],
    3: [
      { title: 'Okay', detail: 'Thickness varies by a few tenths, but good enough for our purpose.' },
      { title: 'Average', detail: 'Goods are fine, the packaging could be sturdier.' },
    ],
    2: [{ title: 'Slightly warped', detail: 'One sheet was a little bowed, but customer service replied quickly.' }],
    1: [{ title: 'Damaged in transit', detail: 'The sheet arrived broken and I had to ask for a replacement.' }],
  },
}

const NICKNAMES = {
  de: ['Thomas K.', 'Sabine', 'Werkstatt Müller', 'Jürgen B.', 'Andrea S.', 'Modellbau Kai', 'Stefan', 'Petra W.'],
  en: ['Mike R.', 'Sarah', 'J. Thompson', 'Workshop Dave', 'Emma L.', 'Chris', 'Fabrication Ltd', 'Anna P.'],
}

const pad = (n: number) => String(n).padStart(2, '0')
/** A Magento timestamp `YYYY-MM-DD HH:MM:SS`, `days` after 2024-01-01. */
function timestamp(days: number, seconds: number): string {
  const d = new Date(Date.UTC(2024, 0, 1) + days * 86_400_000 + seconds * 1000)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
}

/** Product 100010: German reviews 5, 4, 4 (approved) and 1 (pending); one English review 3. */
function fixed(productId: number, nextId: () => number): SeedReview[] {
  const review = (store: 'de' | 'en', value: Stars, status_id: 1 | 2, day: number, i: number): SeedReview => ({
    review_id: nextId(),
    product_id: productId,
    store,
    status_id,
    created_at: timestamp(day, 9 * 3600),
    nickname: NICKNAMES[store][i] as string,
    ...(TEXTS[store][value][0] as Text),
    value,
  })
  return [
    review('de', 5, 1, 100, 0),
    review('de', 4, 1, 120, 1),
    review('de', 4, 1, 140, 2),
    review('de', 1, 2, 150, 3),
    review('en', 3, 1, 130, 0),
  ]
}

export function generateReviews(products: readonly SeedProduct[]): SeedReview[] {
  const random = prng(7_202_611)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
  let id = 0
  const nextId = () => ++id
  const out: SeedReview[] = []
  for (const p of products) {
    if (p.sku === ALWAYS_REVIEWED_SKU) {
      out.push(...fixed(p.entity_id, nextId))
      continue
    }
    const reviewed = random() < 0.1
    if (!reviewed || p.sku === NEVER_REVIEWED_SKU) continue
    const count = 1 + Math.floor(random() * 6)
    for (let i = 0; i < count; i++) {
      const store = random() < 0.65 ? 'de' : 'en'
      // mostly good reviews, as in a shop that sells what it describes
      const r = random()
      const value: Stars = r < 0.45 ? 5 : r < 0.8 ? 4 : r < 0.92 ? 3 : r < 0.97 ? 2 : 1
      out.push({
        review_id: nextId(),
        product_id: p.entity_id,
        store,
        status_id: random() < 0.08 ? 2 : 1,
        created_at: timestamp(Math.floor(random() * 680), Math.floor(random() * 86_400)),
        nickname: pick(NICKNAMES[store]),
        ...pick(TEXTS[store][value]),
        value,
      })
    }
  }
  return out
}
