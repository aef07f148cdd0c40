/**
 * A stand-in for the error tracker (Sentry's envelope endpoint at the DSN's address), the outbound service of the
 * commerce Workers of tests/integration/observability/: it keeps every request it receives and lists them at
 * `GET https://stand-in/received` as `[{url, body}]`.
 */
const received = []

export default {
  async fetch(request) {
    const url = new URL(request.url)
    if (url.hostname === 'stand-in' && url.pathname === '/received') return Response.json(received)
    received.push({ url: request.url, body: await request.text() })
    return Response.json({})
  },
}
