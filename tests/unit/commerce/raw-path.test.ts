/**
 * Commerce refuses a raw path with dot segments or backslashes before any routing (issue 39): the rule on the path
 * as sent, for every shape on every route prefix, and never for a path the shop or an ERP really calls.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hasUnsafePath } from '../../../commerce/src/kernel/raw-path'

const PREFIXES = ['', '/rest/V1', '/rest/default/V1', '/rest/de/V1', '/rest/en/V1', '/graphql', '/dev', '/media']
const SHAPES = ['..', '%2e%2e', '%2E%2E', '.%2e', '%2e.', '.', '%2e', '%2E']
const TARGETS = ['graphql?query={__typename}', 'dev/mailbox.json', 'rest/V1/customers', '']

describe('a raw path with a dot segment or a backslash', () => {
  it('is unsafe on every prefix, before any target, with or without the origin', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PREFIXES),
        fc.constantFrom(...SHAPES),
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom(...TARGETS),
        fc.boolean(),
        (prefix, shape, times, target, absolute) => {
          const path = `${prefix}/${Array(times).fill(shape).join('/')}/${target}`
          expect(hasUnsafePath(absolute ? `http://127.0.0.1:8788${path}` : path)).toBe(true)
        },
      ),
    )
  })

  it('is unsafe with `\\` or `%5C` anywhere in the path', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PREFIXES),
        fc.constantFrom('\\', '%5C', '%5c'),
        fc.constantFrom(...TARGETS),
        (prefix, slash, target) => {
          expect(hasUnsafePath(`https://commerce${prefix}/${slash}..${slash}${target}`)).toBe(true)
          expect(hasUnsafePath(`${prefix}/x${slash}${target}`)).toBe(true)
        },
      ),
    )
  })
})

describe('a path the shop, the desk or an ERP calls', () => {
  it.each([
    '/graphql?query={products(search:"1.5 mm"){total_count}}',
    '/rest/V1/products?searchCriteria[filter_groups][0][filters][0][value]=../x',
    '/rest/V1/orders/12/comments',
    '/media/catalog/product/a.b..c.jpg',
    '/rest/V1/products/PVC...%20grau',
    'https://commerce/rest/en/V1/integration/admin/token',
    '/dev/mailbox.json#..',
  ])('%s is safe: dots inside a segment, in the query or the fragment are data', (path) => {
    expect(hasUnsafePath(path)).toBe(false)
  })

  it('is safe whatever its segments hold when none is a dot segment', () => {
    const segment = fc.stringMatching(/^[\w.%-]{1,12}$/).filter((s) => !/^(\.|%2e){1,2}$/i.test(s) && !/%5c/i.test(s))
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 6 }), (segments) => {
        expect(hasUnsafePath(`/rest/V1/${segments.join('/')}`)).toBe(false)
      }),
    )
  })
})
