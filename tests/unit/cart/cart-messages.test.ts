import { type I18n, setupI18n } from '@lingui/core'
import { TRPCClientError } from '@trpc/client'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ErrorData } from '../../../contract/error-reason'
import { cartErrorMessage, cartReasonMessage } from '../../../src/features/cart/cart-messages'
import { activateLocale, loadAllTexts } from '../../../src/i18n/activate'

/** A refusal as the browser's tRPC client receives it. */
const refusal = (data: ErrorData) =>
  TRPCClientError.from({ error: { code: -32600, message: 'refused', data: { code: 'BAD_REQUEST', ...data } } })

let german: I18n
beforeAll(async () => {
  german = setupI18n()
  await activateLocale(german, 'de')
  await loadAllTexts(german)
})

describe('cart messages', () => {
  it('name the refused product type in the visitor’s language', () => {
    const error = refusal({ reason: 'PRODUCT_TYPE_NOT_SUPPORTED', productType: 'GiftCardProduct' })
    expect(cartErrorMessage(german, error)).toBe(
      'Der Produkttyp GiftCardProduct kann noch nicht in den Warenkorb gelegt werden.',
    )
  })

  it('give the line cap in the visitor’s number format', () => {
    expect(cartReasonMessage(german, 'QUANTITY_TOO_LARGE')).toBe('Die Menge ist zu groß: höchstens 10.000 je Position.')
  })
})
