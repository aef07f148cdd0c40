import { type I18n, setupI18n } from '@lingui/core'
import { TRPCClientError } from '@trpc/client'
import { beforeAll, describe, expect, it } from 'vitest'
import { QUICK_ORDER_MAX_LINES } from '../../contract/add-to-cart-rules'
import { addressInputSchema } from '../../contract/address'
import { addToCartInputSchema } from '../../contract/cart'
import type { ErrorData } from '../../contract/error-reason'
import { inputIssueCodes, isInputIssueCode } from '../../contract/input-issue'
import { postcodeOptionalIn } from '../../contract/postcode'
import { productInputSchema } from '../../contract/product'
import { orderLinesInputSchema } from '../../contract/quick-order'
import { registrationInputSchema } from '../../contract/registration'
import { stockListInputSchema } from '../../contract/stock-list'
import { accountErrorMessages } from '../../src/features/account/account-messages'
import { cartErrorMessage } from '../../src/features/cart/cart-messages'
import { activateLocale, loadAllTexts } from '../../src/i18n/activate'
import { inputIssueMessage } from '../../src/ui/form/input-issue-messages'

const texts = async (locale: 'de' | 'en') => {
  const i18n = setupI18n()
  await activateLocale(i18n, locale)
  await loadAllTexts(i18n)
  return i18n
}

const refusal = (data: ErrorData) =>
  TRPCClientError.from({ error: { code: -32600, message: 'refused', data: { code: 'BAD_REQUEST', ...data } } })

let german: I18n
let english: I18n
beforeAll(async () => {
  german = await texts('de')
  english = await texts('en')
})

describe('input issue codes', () => {
  it('are what the contract’s schemas refuse with, never a text', () => {
    const registration = registrationInputSchema(postcodeOptionalIn([])).safeParse({
      firstname: 'E',
      lastname: '',
      email: 'no-address',
      password: 'abcdefgh',
      passwordConfirmation: 'other',
      taxvat: 'x'.repeat(65),
    })
    const address = addressInputSchema(postcodeOptionalIn([])).safeParse({
      firstname: 'Erika',
      lastname: 'Muster',
      street: [''],
    })
    const cart = addToCartInputSchema.safeParse({ sku: '', quantity: 1.5 })
    const stockList = stockListInputSchema.safeParse({
      categoryUid: '?',
      term: 'x'.repeat(129),
      page: 0,
      itemsPerPage: 15,
      sort: 'colour',
      filters: { material: ['1001', '<b>'], color: [], price: '_', foo: ['1'] },
    })
    const product = [{ urlKey: 'A B' }, {}].map((input) => productInputSchema.safeParse(input))
    const issues = [registration, address, cart, stockList, ...product].flatMap((result) => result.error?.issues ?? [])
    expect(issues.length).toBeGreaterThan(18)
    for (const issue of issues) expect(isInputIssueCode(issue.message), issue.message).toBe(true)
  })

  it.each(inputIssueCodes)('%s has a German message', (code) => {
    expect(inputIssueMessage(german, code)).not.toBe(inputIssueMessage(english, code))
  })

  it('name the quick order’s limit', () => {
    const lines = Array.from({ length: QUICK_ORDER_MAX_LINES + 1 }, () => ({ sku: 'A', quantity: 1 }))
    const code = orderLinesInputSchema.safeParse({ lines }).error?.issues[0]?.message ?? ''
    expect(inputIssueMessage(german, code)).toBe(`Höchstens ${QUICK_ORDER_MAX_LINES} Positionen auf einmal`)
  })

  it('read a code this build does not know as a plea to check the input', () => {
    expect(inputIssueMessage(german, 'SOMETHING_NEW')).toBe('Bitte prüfen Sie Ihre Eingaben.')
  })
})

describe('a refused input from a procedure', () => {
  it('shows each issue’s message in the visitor’s language on the account pages', () => {
    const error = refusal({
      reason: 'INVALID_INPUT',
      inputIssues: [
        { path: 'password', code: 'MIN_8_CHARACTERS' },
        { path: 'passwordConfirmation', code: 'PASSWORDS_DONT_MATCH' },
      ],
    })
    expect(accountErrorMessages(german, error)).toEqual([
      'Das Feld muss mindestens 8 Zeichen enthalten',
      'Die Passwörter stimmen nicht überein',
    ])
  })

  it('shows the first issue of ours in the cart, else the reason’s message', () => {
    const quantity = refusal({
      reason: 'INVALID_INPUT',
      inputIssues: [{ path: 'quantity', code: 'QUANTITY_NOT_WHOLE' }],
    })
    expect(cartErrorMessage(german, quantity)).toBe('Die Menge muss eine ganze Stückzahl sein.')
    const malformed = refusal({ reason: 'INVALID_INPUT', inputIssues: [{ path: 'selectedOptions', code: 'INVALID' }] })
    expect(cartErrorMessage(german, malformed)).toBe(cartErrorMessage(german, refusal({ reason: 'INVALID_INPUT' })))
  })
})
