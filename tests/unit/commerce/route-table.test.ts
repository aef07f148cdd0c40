import { describe, expect, it } from 'vitest'
import { ANONYMOUS, isAdminRoute, isDeskCall, matchRestRoute, restRoutes, SELF } from '../../../commerce/api/routes'

/** commerce's REST route table (commerce/api/routes.ts): every row's ACL and input, no overlap, the desk's rows. */

/** A path of the route with each `:name` a number. */
const samplePath = (path: string, store = '') => `/rest${store}/V1${path.replace(/:[a-zA-Z]+/g, '7')}`

describe("commerce's REST route table", () => {
  it.each(restRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s names who may call it: anyone, the customer, or a staff token with a Magento ACL resource',
    (_, route) => {
      expect([ANONYMOUS, SELF].includes(route.acl) || /^Magento_[A-Za-z]+::[a-z_]+$/.test(route.acl)).toBe(true)
    },
  )

  it('has an input schema on every route that takes a body, and only the calls without input have none', () => {
    const withoutInput = restRoutes.filter((route) => !('body' in route) && !('query' in route))
    expect(withoutInput.filter((route) => route.method === 'PUT')).toEqual([])
    // a POST without a body: the action is the path itself
    expect(withoutInput.filter((route) => route.method === 'POST').map((route) => route.path)).toEqual([
      '/cache/clean',
      '/order/:orderId/mails/:messageId/retry',
    ])
    // a GET takes its input in the query string
    expect(restRoutes.filter((route) => route.method === 'GET' && 'body' in route)).toEqual([])
  })

  it('has no two rows that answer the same call, and one service per row', () => {
    for (const route of restRoutes) {
      expect(matchRestRoute(route.method, samplePath(route.path))?.route, `${route.method} ${route.path}`).toBe(route)
    }
    const services = restRoutes.map((route) => route.service)
    expect(new Set(services).size).toBe(services.length)
  })

  it("matches the store codes Magento's paths carry: default and all for the admin, any store view otherwise", () => {
    const orders = restRoutes.find((route) => route.service === 'orderGet')
    for (const store of ['', '/default', '/all']) {
      expect(matchRestRoute('GET', samplePath('/orders/:id', store))).toEqual({
        route: orders,
        params: { id: 7 },
        store: store.slice(1) || null,
      })
    }
    expect(matchRestRoute('GET', '/rest/de/V1/orders/7')).toBeNull()
    expect(matchRestRoute('POST', '/rest/en/V1/customers')?.store).toBe('en')
    expect(matchRestRoute('GET', '/rest/en/V1/customers/me/documents/3/pdf')?.params).toEqual({ documentId: 3 })
  })

  it('matches a route by its method and whole numbers only, as Magento routes per method', () => {
    expect(matchRestRoute('DELETE', '/rest/V1/orders/7')).toBeNull()
    expect(matchRestRoute('GET', '/rest/V1/orders/x')).toBeNull()
    expect(matchRestRoute('GET', '/rest/V1/orders/7/')?.params).toEqual({ id: 7 })
    expect(matchRestRoute('GET', '/rest/V1/orders/7/comments')).toBeNull()
    expect(matchRestRoute('GET', '/V1/orders')).toBeNull()
  })
})

describe("the sales desk's allow-list, derived from the table", () => {
  it.each(restRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s passes the desk exactly when the table marks it',
    (_, route) => {
      expect(isDeskCall(route.method, samplePath(route.path))).toBe('desk' in route)
    },
  )

  it('lets through only staff routes, and none under a store code', () => {
    expect(restRoutes.filter((route) => 'desk' in route && !isAdminRoute(route))).toEqual([])
    expect(isDeskCall('GET', '/rest/default/V1/orders')).toBe(false)
    expect(isDeskCall('POST', '/rest/V1/cache/clean')).toBe(false)
    expect(isDeskCall('GET', '/rest/V1/order/3/invoice')).toBe(false)
  })
})
