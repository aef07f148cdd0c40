import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { customerInputMessages } from '../../../contract/customer'

/** The browser looks the account inputs' messages up by their id (src/features/customer/customer-messages.ts). */
describe('customer input messages', () => {
  const german = readdirSync('locales/de')
    .filter((file) => file.endsWith('.po'))
    .map((file) => readFileSync(`locales/de/${file}`, 'utf8'))
    .join('\n')

  it.each(Object.values(customerInputMessages))('"%s" is a catalog id with a German translation', (message) => {
    const entry = german.match(new RegExp(`^msgid ${JSON.stringify(message)}\\nmsgstr "(.+)"$`, 'm'))
    expect(entry?.[1]).toBeTruthy()
  })
})
