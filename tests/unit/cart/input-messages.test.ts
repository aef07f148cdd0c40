import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cartInputMessages } from '../../../contract/cart'

/** The browser looks the cart inputs' messages up by their id (src/features/cart/cart-messages.ts). */
describe('cart input messages', () => {
  const german = readdirSync('locales/de')
    .filter((file) => file.endsWith('.po'))
    .map((file) => readFileSync(`locales/de/${file}`, 'utf8'))
    .join('\n')

  it.each(Object.values(cartInputMessages))('"%s" is a catalog id with a German translation', (message) => {
    const entry = german.match(new RegExp(`^msgid ${JSON.stringify(message)}\\nmsgstr "(.+)"$`, 'm'))
    expect(entry?.[1]).toBeTruthy()
  })
})
