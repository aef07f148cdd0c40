import { describe, expect, it } from 'vitest'
import { call, data } from './graphql'

const STORE_CONFIG = `{
  storeConfig {
    store_code default_title store_name default_display_currency_code base_currency_code locale
    header_logo_src logo_width logo_height logo_alt
    category_url_suffix product_url_suffix root_category_uid root_category_id
    store_group_code website_code is_default_store secure_base_url base_media_url
    grid_per_page_values minimum_password_length newsletter_enabled contact_enabled cms_home_page
  }
}`

describe('storeConfig', () => {
  it('answers the German store view when no Store header is sent', async () => {
    const { storeConfig } = await data(STORE_CONFIG)
    expect(storeConfig).toMatchObject({
      store_code: 'de',
      locale: 'de_DE',
      default_title: 'Polyplast Kunststoffe – Lagerliste',
      store_name: 'Deutsch',
      default_display_currency_code: 'EUR',
      base_currency_code: 'EUR',
      header_logo_src: 'default/logo.svg',
      logo_width: 180,
      logo_height: 48,
      logo_alt: 'Polyplast Kunststoffe',
      category_url_suffix: '.html',
      product_url_suffix: '.html',
      root_category_uid: 'Mg==',
      root_category_id: 2,
      store_group_code: 'main_website_store',
      website_code: 'base',
      is_default_store: true,
      secure_base_url: 'https://shop.example.com/',
      base_media_url: 'https://shop.example.com/media/',
      grid_per_page_values: '10,20,50',
      minimum_password_length: '8',
      newsletter_enabled: true,
      contact_enabled: true,
      cms_home_page: 'home',
    })
  })

  it('answers the store view the Store header names', async () => {
    expect((await data(STORE_CONFIG, { store: 'de' })).storeConfig).toMatchObject({ store_code: 'de', locale: 'de_DE' })
    expect((await data(STORE_CONFIG, { store: 'en' })).storeConfig).toMatchObject({
      store_code: 'en',
      locale: 'en_US',
      default_title: 'Polyplast Kunststoffe – Stock list',
      store_name: 'English',
      default_display_currency_code: 'EUR',
      is_default_store: false,
    })
  })

  it('treats "default" and surrounding blanks as Magento does', async () => {
    expect((await data('{ storeConfig { store_code } }', { store: 'default' })).storeConfig.store_code).toBe('de')
    expect((await data('{ storeConfig { store_code } }', { store: ' en ' })).storeConfig.store_code).toBe('en')
  })

  it('rejects an unknown store code with Magento error', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const { status, body } = await call('{ storeConfig { store_code } }', { store: 'fr', method })
      expect(status).toBe(200)
      expect(body).toEqual({
        errors: [{ message: 'Requested store is not found', extensions: { category: 'graphql-input' } }],
      })
    }
  })
})

describe('availableStores', () => {
  it('lists both store views of the website', async () => {
    const { availableStores } = await data('{ availableStores { store_code locale default_display_currency_code } }')
    expect(availableStores).toEqual([
      { store_code: 'de', locale: 'de_DE', default_display_currency_code: 'EUR' },
      { store_code: 'en', locale: 'en_US', default_display_currency_code: 'EUR' },
    ])
  })

  it('lists the store views of the current group with useCurrentGroup', async () => {
    const { availableStores } = await data('{ availableStores(useCurrentGroup: true) { store_code } }', { store: 'en' })
    expect(availableStores.map((s: { store_code: string }) => s.store_code)).toEqual(['de', 'en'])
  })
})

describe('currency', () => {
  it('answers EUR as base and display currency with its symbol and rate', async () => {
    const { currency } = await data(`{ currency {
      base_currency_code base_currency_symbol default_display_currency_code default_display_currency_symbol
      available_currency_codes exchange_rates { currency_to rate }
    } }`)
    expect(currency).toEqual({
      base_currency_code: 'EUR',
      base_currency_symbol: '€',
      default_display_currency_code: 'EUR',
      default_display_currency_symbol: '€',
      available_currency_codes: ['EUR'],
      exchange_rates: [{ currency_to: 'EUR', rate: 1 }],
    })
  })
})

describe('settings Magento declares non-null or clients read', () => {
  it('answers Magento defaults for what the shop does not configure', async () => {
    const { storeConfig } = await data(`{ storeConfig { configurable_thumbnail_source customer_access_token_lifetime
      order_cancellation_enabled order_cancellation_reasons { description } } }`)
    expect(storeConfig).toEqual({
      configurable_thumbnail_source: 'parent',
      customer_access_token_lifetime: 1,
      order_cancellation_enabled: false,
      order_cancellation_reasons: [
        'The item(s) are no longer needed',
        'The order was placed by mistake',
        'Item(s) not arriving within the expected timeframe',
        'Found a better price elsewhere',
        'Other',
      ].map((description) => ({ description })),
    })
  })

  it('recaptchaV3Config: switched off, no website key, no forms', async () => {
    const { recaptchaV3Config } = await data(`{ recaptchaV3Config { is_enabled website_key minimum_score
      badge_position theme language_code failure_message forms } }`)
    expect(recaptchaV3Config).toEqual({
      is_enabled: false,
      website_key: '',
      minimum_score: 0.5,
      badge_position: 'inline',
      theme: 'light',
      language_code: null,
      failure_message: 'reCAPTCHA verification failed.',
      forms: [],
    })
  })
})

describe('the shop’s configuration the storefront follows', () => {
  it('counts the cart’s lines for the cart link (checkout/cart_link/use_qty 0) and starts addresses in Germany', async () => {
    const { storeConfig } = await data('{ storeConfig { cart_summary_display_quantity default_country } }')
    expect(storeConfig).toEqual({ cart_summary_display_quantity: 0, default_country: 'DE' })
  })

  it('leaves date of birth and gender out of the customer forms (customer/address/dob_show, gender_show)', async () => {
    for (const formCode of ['customer_account_edit', 'customer_account_create']) {
      const { attributesForm } = await data(`{ attributesForm(formCode: "${formCode}") {
        items { code is_required ... on CustomerAttributeMetadata { sort_order } } errors { type } } }`)
      expect(attributesForm.errors).toEqual([])
      expect(attributesForm.items.map((a: { code: string; is_required: boolean }) => [a.code, a.is_required])).toEqual([
        ['firstname', true],
        ['lastname', true],
        ['email', true],
        ['taxvat', false],
      ])
    }
  })

  it('answers no attributes for the address forms', async () => {
    const { attributesForm } = await data('{ attributesForm(formCode: "customer_address_edit") { items { code } } }')
    expect(attributesForm.items).toEqual([])
  })
})
