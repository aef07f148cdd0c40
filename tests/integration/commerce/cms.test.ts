import { describe, expect, it } from 'vitest'
import { call, data } from './graphql'

const PAGE = `query ($identifier: String) {
  cmsPage(identifier: $identifier) {
    identifier url_key title content_heading content meta_title meta_description page_layout relative_url type redirect_code
  }
}`

describe('cmsPage', () => {
  it('answers the page of the store view', async () => {
    const de = (await data(PAGE, { variables: { identifier: 'imprint' } })).cmsPage
    const en = (await data(PAGE, { variables: { identifier: 'imprint' }, store: 'en' })).cmsPage
    expect(de).toMatchObject({ identifier: 'imprint', url_key: 'imprint', title: 'Impressum', type: 'CMS_PAGE' })
    expect(de.content).toContain('Amtsgericht')
    expect(en).toMatchObject({ identifier: 'imprint', title: 'Imprint', relative_url: 'imprint', redirect_code: 0 })
    expect(en.content).toContain('Commercial register')
  })

  it('has a home, privacy, terms, faq and 404 page in both languages', async () => {
    for (const identifier of ['home', 'privacy-policy', 'terms', 'faq', 'no-route']) {
      const de = (await data(PAGE, { variables: { identifier } })).cmsPage
      const en = (await data(PAGE, { variables: { identifier }, store: 'en' })).cmsPage
      expect(de.title).toBeTruthy()
      expect(en.title).toBeTruthy()
      expect(de.title).not.toBe(en.title)
    }
  })

  it('rejects an unknown identifier with Magento error', async () => {
    const { body } = await call(PAGE, { variables: { identifier: 'nope' }, store: 'en' })
    expect(body.data).toEqual({ cmsPage: null })
    expect(body.errors?.[0]).toMatchObject({
      message: 'CMS Page with identifier "nope" does not exist.',
      extensions: { category: 'graphql-no-such-entity' },
    })
  })

  it('finds a page by id within the store view only', async () => {
    expect((await data('{ cmsPage(id: 1) { identifier title } }')).cmsPage).toEqual({
      identifier: 'home',
      title: 'Lagerliste',
    })
    const { body } = await call('{ cmsPage(id: 1) { identifier } }', { store: 'en' })
    expect(body.errors?.[0]?.message).toBe('The CMS page with the "1" ID doesn\'t exist.')
  })

  it('asks for an id or identifier', async () => {
    const { body } = await call('{ cmsPage { title } }', { store: 'en' })
    expect(body.errors?.[0]).toMatchObject({
      message: 'Page id/identifier should be specified',
      extensions: { category: 'graphql-input' },
    })
  })
})

describe('cmsBlocks', () => {
  const BLOCKS = 'query ($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier title content } } }'

  it('answers the blocks of the store view in the requested order', async () => {
    const de = (await data(BLOCKS, { variables: { ids: ['request-info', 'footer'] } })).cmsBlocks.items
    const en = (await data(BLOCKS, { variables: { ids: ['request-info', 'footer'] }, store: 'en' })).cmsBlocks.items
    expect(de.map((b: { identifier: string }) => b.identifier)).toEqual(['request-info', 'footer'])
    expect(de[0].content).toContain('unverbindlich')
    expect(en[0].content).toContain('non-binding')
    expect(en[1].content).toContain('Germany')
  })

  it('answers null and an error for an unknown block, keeping the others', async () => {
    const { status, body } = await call(BLOCKS, { variables: { ids: ['footer', 'nope'] }, store: 'en' })
    expect(status).toBe(200)
    expect(body.data?.cmsBlocks.items[0].identifier).toBe('footer')
    expect(body.data?.cmsBlocks.items[1]).toBeNull()
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'The CMS block with the "nope" ID doesn\'t exist.',
        path: ['cmsBlocks', 'items', 1],
        extensions: { category: 'graphql-no-such-entity' },
      }),
    ])
  })

  it('asks for identifiers', async () => {
    const { body } = await call('{ cmsBlocks(identifiers: []) { items { identifier } } }', { store: 'en' })
    expect(body.errors?.[0]).toMatchObject({
      message: '"identifiers" of CMS blocks should be specified',
      extensions: { category: 'graphql-input' },
    })
  })
})
