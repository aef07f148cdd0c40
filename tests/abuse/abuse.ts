/**
 * The API as an attacker and a careless script use it (issue 11), shared by the in-process test
 * (tests/integration/server/abuse.test.ts), the one through the built Worker (tests/e2e/abuse.spec.ts) and the
 * one of commerce's GraphQL list inputs and REST routes (tests/integration/commerce/fuzz.test.ts):
 * the procedures, generated invalid input, forged mutations and the batch requests that carry them.
 */
import fc from 'fast-check'
import { procedures } from './procedures'

export { procedures }

/** Inputs no procedure expects: wrong types, huge and odd strings, deep and wide objects, prototype keys. */
export const invalidInput = fc.oneof(
  fc.anything({ maxDepth: 3, withNullPrototype: true, withBigInt: false }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom('x'.repeat(100_000), '\u0000', '../../etc/passwd', '<script>alert(1)</script>', "' OR 1=1 --"),
  fc.dictionary(
    fc.constantFrom('sku', 'quantity', 'uid', 'code', 'email', 'password', 'path', 'page', '__proto__', 'constructor'),
    fc.oneof(fc.double(), fc.integer(), fc.string({ maxLength: 5000 }), fc.array(fc.anything(), { maxLength: 50 })),
  ),
  fc.array(fc.integer(), { maxLength: 1000 }),
)

export type BatchItem = {
  result?: unknown
  error?: { message?: unknown; data?: { httpStatus?: number; stack?: unknown } }
}

/** One batched call of `path` with each input, as the tRPC batch link sends it, from the shop at `shop`. */
export function batchRequest(shop: string, path: string, inputs: unknown[], cookie: string): Request {
  const paths = inputs.map(() => path).join(',')
  const input = JSON.stringify(Object.fromEntries(inputs.map((value, i) => [i, value])))
  const headers = { cookie, 'x-store': 'en', 'cf-connecting-ip': '198.51.100.7' }
  if (procedures.queries.includes(path)) {
    return new Request(`${shop}/api/trpc/${paths}?batch=1&input=${encodeURIComponent(input)}`, { headers })
  }
  return new Request(`${shop}/api/trpc/${paths}?batch=1`, {
    method: 'POST',
    headers: { ...headers, origin: shop, 'content-type': 'application/json' },
    body: input,
  })
}

/**
 * Checks a batch's answer: no stack anywhere, every call answered below 500 with a readable message. Answers the
 * status of each call, for the tally.
 */
export function judgeBatch(
  path: string,
  status: number,
  text: string,
  size: number,
  expect: (ok: boolean, message: string) => void,
): number[] {
  expect(!/\n\s+at |\.ts:\d+/.test(text), `${path}: a stack trace`)
  if (!text.startsWith('{') && !text.startsWith('[')) {
    // Refused before the Worker runs (e.g. a URL longer than the runtime takes): an HTTP error of the client's.
    expect(status >= 400 && status < 500, `${path}: ${status} ${text.slice(0, 80)}`)
    return Array.from({ length: size }, () => status)
  }
  const items = JSON.parse(text) as BatchItem[] | BatchItem
  const answers = Array.isArray(items) ? items : Array.from({ length: size }, () => items)
  return answers.map((answer) => {
    const answered = answer.error?.data?.httpStatus ?? (answer.error ? status : 200)
    expect(answered < 500, `${path}: ${JSON.stringify(answer.error)}`)
    if (answer.error) {
      expect(typeof answer.error.message === 'string', `${path}: no message`)
      expect(answer.error.data?.stack === undefined, `${path}: a stack`)
    }
    return answered
  })
}

const forgedBody = JSON.stringify({ sku: 'ANY', quantity: 1, uid: 'MQ==', code: 'PLATTE10' })

function post(url: string, headers: Record<string, string>, payload: BodyInit): Request {
  return new Request(url, { method: 'POST', headers, body: payload })
}

/** Ways to send a mutation that the shop must refuse (403 or 405), each as a request to `shop` for `path`. */
export const forgeries: [string, (shop: string, path: string) => Request][] = [
  [
    'text/plain',
    (shop, path) => post(`${shop}/api/trpc/${path}`, { origin: shop, 'content-type': 'text/plain' }, forgedBody),
  ],
  [
    'a form',
    (shop, path) =>
      post(
        `${shop}/api/trpc/${path}`,
        { origin: shop, 'content-type': 'application/x-www-form-urlencoded' },
        'sku=ANY&quantity=1',
      ),
  ],
  [
    'multipart',
    (shop, path) => {
      const form = new FormData()
      form.set('sku', 'ANY')
      return new Request(`${shop}/api/trpc/${path}`, { method: 'POST', headers: { origin: shop }, body: form })
    },
  ],
  [
    'a foreign Origin',
    (shop, path) =>
      post(`${shop}/api/trpc/${path}`, { origin: 'https://evil.test', 'content-type': 'application/json' }, forgedBody),
  ],
  [
    'a foreign Referer and no Origin',
    (shop, path) =>
      post(
        `${shop}/api/trpc/${path}`,
        { referer: 'https://evil.test/', 'content-type': 'application/json' },
        forgedBody,
      ),
  ],
  ['GET', (shop, path) => new Request(`${shop}/api/trpc/${path}?input=${encodeURIComponent(forgedBody)}`)],
  [
    'PUT',
    (shop, path) =>
      new Request(`${shop}/api/trpc/${path}`, {
        method: 'PUT',
        headers: { origin: shop, 'content-type': 'application/json' },
        body: forgedBody,
      }),
  ],
]
