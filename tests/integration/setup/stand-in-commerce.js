/**
 * A stand-in for the commerce backend in the fault tests (tests/integration/server/outage.test.ts), bound to the
 * test runner as COMMERCE_STAND_IN. It forwards to the real commerce Worker (REAL) until told to fail:
 * `POST https://stand-in/mode` with one of: pass, refuse (the connection fails), reset (the answer breaks off
 * mid-body), hang (answers after 30 s), status500 (an error page), garbage (200 with malformed JSON), partial (the real
 * answer plus an internal GraphQL error), giftCards (an Adobe Commerce that answers each simple product as a gift
 * card, a type the shop's add-to-cart rules refuse), placedThenReset (placeOrder is stored, its answer breaks off) or
 * placedThenDown (the same, and from then on every connection fails). `GET https://stand-in/request-ids` lists the
 * `x-request-id` of every request it got since the last time asked (tests/integration/observability/).
 */
let mode = 'pass'
let requestIds = []

export default {
  async fetch(request, env) {
    const url = new URL(request.url)
    if (url.hostname === 'stand-in' && url.pathname === '/mode') {
      mode = await request.text()
      return new Response(mode)
    }
    if (url.hostname === 'stand-in' && url.pathname === '/request-ids') {
      const answer = Response.json(requestIds)
      requestIds = []
      return answer
    }
    requestIds.push(request.headers.get('x-request-id'))
    switch (mode) {
      case 'refuse':
        throw new Error('connection refused')
      case 'reset':
        return new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"data":{"cart":'))
              controller.error(new Error('connection reset'))
            },
          }),
          { headers: { 'content-type': 'application/json' } },
        )
      case 'hang':
        // Past the storefront's 20 s timeout (a promise that never settles would be cancelled by the runtime).
        await new Promise((resolve) => setTimeout(resolve, 30_000))
        return new Response('{}', { headers: { 'content-type': 'application/json' } })
      case 'status500':
        return new Response('<html><body>Internal Server Error</body></html>', {
          status: 500,
          headers: { 'content-type': 'text/html' },
        })
      case 'garbage':
        return new Response('{"data": {"cart": ', { headers: { 'content-type': 'application/json' } })
      case 'partial': {
        const answer = await (await env.REAL.fetch(request)).json()
        const errors = [{ message: 'Internal server error', extensions: { category: 'internal' } }]
        return Response.json({ ...answer, errors: [...(answer.errors ?? []), ...errors] })
      }
      case 'giftCards': {
        const answer = await (await env.REAL.fetch(request)).text()
        return new Response(answer.replaceAll('"SimpleProduct"', '"GiftCardProduct"'), {
          headers: { 'content-type': 'application/json' },
        })
      }
      case 'placedThenReset':
      case 'placedThenDown': {
        if (!(await request.clone().text()).includes('placeOrder')) return env.REAL.fetch(request)
        await (await env.REAL.fetch(request)).text()
        if (mode === 'placedThenDown') mode = 'refuse'
        throw new Error('connection reset')
      }
      default:
        return env.REAL.fetch(request)
    }
  },
}
