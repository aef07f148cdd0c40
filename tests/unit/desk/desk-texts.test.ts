import englishMessages from 'ra-language-english'
import { describe, expect, it } from 'vitest'
import { deskGerman } from '../../../desk/app/i18n/desk.de'
import { deskEnglish } from '../../../desk/app/i18n/desk.en'
import { reactAdminGerman } from '../../../desk/app/i18n/react-admin.de'
import { requestStatuses } from '../../../rules/request-workflow'

/** The desk's catalogs: German and English say the same things, with the same placeholders and plural forms. */
type Catalog = { [key: string]: string | Catalog }

const texts = (catalog: Catalog, prefix = ''): [string, string][] =>
  Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : texts(value, `${prefix}${key}.`),
  )

/** What a translation must keep: the placeholders and the number of plural forms. */
const shape = (text: string) => ({
  placeholders: [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort(),
  pluralForms: text.split('||||').length,
})

function expectSameShape(german: Catalog, english: Catalog) {
  const de = new Map(texts(german))
  const en = new Map(texts(english))
  expect([...de.keys()].sort()).toEqual([...en.keys()].sort())
  for (const [key, text] of en) expect({ key, ...shape(de.get(key) ?? '') }).toEqual({ key, ...shape(text) })
}

describe("the desk's texts", () => {
  it("translate every react-admin text into German, key for key as react-admin's English", () => {
    expectSameShape(reactAdminGerman as Catalog, englishMessages as Catalog)
  })

  it("have German for every one of the desk's own English texts", () => {
    expectSameShape(deskGerman, deskEnglish)
  })

  it('name every status the desk offers', () => {
    expect(Object.keys(deskEnglish.desk.status).sort()).toEqual([...requestStatuses].sort())
  })
})
