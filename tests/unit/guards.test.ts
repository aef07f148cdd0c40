import { isNotFound, isRedirect } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { HttpError } from '../../src/features/errors/http-error'
import type { GuardArgs } from '../../src/features/guards/guard'
import { parseLoginHash } from '../../src/features/guards/is-authenticated'
import { findGuard, guards, runGuards } from '../../src/features/guards/registry'

function argsFor(isLoggedIn: boolean) {
  const ensureQueryData = vi.fn(async () =>
    isLoggedIn ? { firstname: 'Erika', lastname: 'Muster', email: 'erika@example.com' } : null,
  )
  const context = {
    queryClient: { ensureQueryData },
    trpc: { customer: { me: { queryOptions: () => ({ queryKey: ['customer', 'me'] }) } } },
  } as unknown as GuardArgs['context']
  return { args: { context, params: { locale: 'en' }, location: { pathname: '/en/customer' } }, ensureQueryData }
}

async function thrown(run: () => Promise<void>): Promise<unknown> {
  try {
    await run()
  } catch (error) {
    return error
  }
  throw new Error('expected the guard to throw')
}

describe('route guards', () => {
  it('registers checkout, is-authenticated and url-resolver by name', () => {
    expect(Object.keys(guards).sort()).toEqual(['checkout', 'is-authenticated', 'url-resolver'])
  })

  it('fails with 500 "Unknown middleware {name}" for an unknown name', () => {
    const error = (() => {
      try {
        findGuard('is-admin')
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 500, message: 'Unknown middleware is-admin' })
    expect(() => findGuard('toString')).toThrow('Unknown middleware toString')
  })

  it('is-authenticated sends a visitor without a session to the locale home page, opening the login modal', async () => {
    const { args, ensureQueryData } = argsFor(false)
    const error = await thrown(() => runGuards(['is-authenticated'], args))
    expect(isRedirect(error)).toBe(true)
    expect((error as { options: unknown }).options).toMatchObject({
      to: '/$locale',
      params: { locale: 'en' },
      hash: 'login=/en/customer',
    })
    expect(ensureQueryData).toHaveBeenCalledOnce()
  })

  it('reads the page to go back to from the login hash, a path of this site only', () => {
    expect(parseLoginHash('login=/en/customer/order-history/000000012')).toEqual({
      isLogin: true,
      returnTo: '/en/customer/order-history/000000012',
    })
    expect(parseLoginHash('login')).toEqual({ isLogin: true, returnTo: null })
    for (const elsewhere of ['login=//evil.example/x', 'login=https://evil.example', 'login=/\\evil.example']) {
      expect(parseLoginHash(elsewhere)).toEqual({ isLogin: true, returnTo: null })
    }
    expect(parseLoginHash('login=%E0')).toEqual({ isLogin: true, returnTo: null })
    expect(parseLoginHash('results')).toEqual({ isLogin: false, returnTo: null })
  })

  it('is-authenticated lets a logged-in customer through', async () => {
    await expect(runGuards(['is-authenticated'], argsFor(true).args)).resolves.toBeUndefined()
  })

  function resolverArgs(pathname: string, answer: () => Promise<unknown>) {
    const ensureQueryData = vi.fn(answer)
    const context = {
      queryClient: { ensureQueryData },
      trpc: { catalog: { route: { queryOptions: (input: unknown) => ({ queryKey: ['catalog', 'route', input] }) } } },
    } as unknown as GuardArgs['context']
    return { args: { context, params: { locale: 'de' }, location: { pathname } }, ensureQueryData }
  }

  it('url-resolver asks for the path below the locale and lets a category or product through', async () => {
    const { args, ensureQueryData } = resolverArgs('/de/platten/pvc-u.html', async () => ({ type: 'CATEGORY' }))
    await expect(runGuards(['url-resolver'], args)).resolves.toBeUndefined()
    expect(ensureQueryData).toHaveBeenCalledWith({ queryKey: ['catalog', 'route', { path: 'platten/pvc-u.html' }] })
  })

  it('url-resolver answers not found when no route is found or errors come back', async () => {
    const none = resolverArgs('/de/nothing.html', async () => null)
    expect(isNotFound(await thrown(() => runGuards(['url-resolver'], none.args)))).toBe(true)
    const failing = resolverArgs('/de/x.html', async () => {
      throw new Error('backend down')
    })
    expect(isNotFound(await thrown(() => runGuards(['url-resolver'], failing.args)))).toBe(true)
  })

  it('checkout only logs a message', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => {})
    await expect(runGuards(['checkout'], argsFor(false).args)).resolves.toBeUndefined()
    expect(log).toHaveBeenCalledOnce()
    log.mockRestore()
  })
})
