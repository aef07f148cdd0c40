/**
 * `GET /healthz` of the three Workers (issue 40, operations): commerce checks that D1 answers and that its outbox is
 * not stuck; the storefront and the desk answer with commerce's health, which they reach through their bindings.
 */
import { afterEach, describe, expect, it } from 'vitest'
import desk from '../../../desk/worker'
import { site } from '../../../server/site'
import { bindCommerce, bindings, deskEnv, realCommerce, standIn } from './bindings'

afterEach(async () => {
  await standIn('pass')
  bindCommerce(realCommerce)
})

const storefrontHealth = () => site.fetch(new Request('http://shop.test/healthz'))

type HealthBody = { status: string; checks: Record<string, unknown> }

async function health(answer: Response) {
  const body = (await answer.json()) as HealthBody
  return { status: answer.status, cacheControl: answer.headers.get('cache-control'), body }
}

describe('commerce', () => {
  it('is healthy with its database and an outbox where no mail waits', async () => {
    expect(await health(await bindings.COMMERCE.fetch('https://commerce/healthz'))).toEqual({
      status: 200,
      cacheControl: 'no-store',
      body: { status: 'ok', checks: { database: { status: 'ok' }, outbox: { status: 'ok' } } },
    })
  })

  it('answers 503 with the check that failed when its outbox cannot be read (a database without its tables)', async () => {
    expect(await health(await bindings.COMMERCE_UNMIGRATED.fetch('https://commerce/healthz'))).toEqual({
      status: 503,
      cacheControl: 'no-store',
      body: {
        status: 'failing',
        checks: { database: { status: 'ok' }, outbox: { status: 'failing', reason: 'CHECK_FAILED' } },
      },
    })
  })
})

describe('the storefront', () => {
  it('is healthy while commerce is', async () => {
    expect(await health(await storefrontHealth())).toEqual({
      status: 200,
      cacheControl: 'no-store',
      body: { status: 'ok', checks: { commerce: { status: 'ok' } } },
    })
  })

  it("answers 503 with commerce's failing checks while commerce is unhealthy", async () => {
    bindCommerce(bindings.COMMERCE_UNMIGRATED)
    const { status, body } = await health(await storefrontHealth())
    expect(status).toBe(503)
    expect(body.checks.commerce).toEqual({
      status: 'failing',
      reason: 'UNHEALTHY',
      checks: { database: { status: 'ok' }, outbox: { status: 'failing', reason: 'CHECK_FAILED' } },
    })
  })

  it('answers 503 UNREACHABLE while commerce cannot be reached', async () => {
    bindCommerce(await standIn('refuse'))
    const { status, body } = await health(await storefrontHealth())
    expect(status).toBe(503)
    expect(body.checks.commerce).toEqual({ status: 'failing', reason: 'UNREACHABLE' })
  })
})

describe('the sales desk', () => {
  it('is healthy while commerce is, and says so when it is not', async () => {
    const healthy = await desk.request('http://desk.test/healthz', {}, deskEnv())
    expect(await health(healthy)).toEqual({
      status: 200,
      cacheControl: 'no-store',
      body: { status: 'ok', checks: { commerce: { status: 'ok' } } },
    })

    bindCommerce(await standIn('status500'))
    const failing = await desk.request('http://desk.test/healthz', {}, deskEnv())
    expect(failing.status).toBe(503)
    expect(((await failing.json()) as HealthBody).checks.commerce).toEqual({ status: 'failing', reason: 'UNHEALTHY' })
  })
})
