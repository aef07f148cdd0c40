import { HttpError } from '../errors/http-error'
import { checkoutGuard } from './checkout'
import type { Guard, GuardArgs } from './guard'
import { isAuthenticatedGuard } from './is-authenticated'
import { urlResolverGuard } from './url-resolver'

/** The route guards, registered by name. */
export const guards = {
  checkout: checkoutGuard,
  'is-authenticated': isAuthenticatedGuard,
  'url-resolver': urlResolverGuard,
} satisfies Record<string, Guard>

export type GuardName = keyof typeof guards

export function findGuard(name: string): Guard {
  if (!Object.hasOwn(guards, name)) throw new HttpError(500, `Unknown middleware ${name}`)
  return guards[name as GuardName]
}

/** Runs the named guards in order, from a route's `beforeLoad`. */
export async function runGuards(names: readonly GuardName[], args: GuardArgs): Promise<void> {
  for (const name of names) await findGuard(name)(args)
}
