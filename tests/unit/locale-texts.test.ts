import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { activateLocale, hasAllTexts, loadAllTexts } from '../../src/i18n/activate'

describe('a locale’s texts', () => {
  it('start with the first paint’s only, even after another page of the same Worker loaded them all', async () => {
    const registrationPage = setupI18n()
    await activateLocale(registrationPage, 'de')
    await loadAllTexts(registrationPage)
    expect(hasAllTexts(registrationPage)).toBe(true)

    const stockListPage = setupI18n()
    await activateLocale(stockListPage, 'de')
    expect(hasAllTexts(stockListPage)).toBe(false)
    expect(Object.keys(stockListPage.messages).length).toBeLessThan(Object.keys(registrationPage.messages).length)
  })
})
