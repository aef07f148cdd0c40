/**
 * The commerce Worker over a list of modules: a raw path with dot segments or backslashes is refused first
 * (raw-path.ts); then /graphql (GET and POST) answered by the kernel's endpoint, `/rest/…` by the REST route table
 * (rest-router.ts), any other path by the first module route that claims it (e.g. the generated product images),
 * 404 otherwise. A route's RestInputError answers Magento's 400 `{message, parameters}`, any other error a 500 JSON
 * without details. A batch of the Worker's queue goes to the modules that consume one.
 */
import { HEALTH_PATH } from '../../../observability/health'
import { database } from './database'
import { databaseSession, withBookmark } from './database-session'
import { contextFactory, graphQlEndpoint } from './endpoint'
import type { Env } from './env'
import { healthz } from './health'
import type { CommerceModule } from './module'
import { hasUnsafePath, unsafePathResponse } from './raw-path'
import { RestInputError, restInputResponse, restInternalError } from './rest-input'
import { restRouter } from './rest-router'

export function commerceWorker(sdl: string, modules: readonly CommerceModule[]): ExportedHandler<Env> {
  const graphql = graphQlEndpoint(sdl, modules)
  const contextFor = contextFactory(modules)
  const rest = restRouter(
    Object.assign({}, ...modules.map((module) => module.rest)),
    modules.find((module) => module.staffAccess)?.staffAccess,
  )
  return {
    async fetch(request, env) {
      if (hasUnsafePath(request.url)) return unsafePathResponse()
      const { pathname } = new URL(request.url)
      if (pathname === '/graphql' || pathname === '/graphql/') return graphql(request, env)
      if (pathname === HEALTH_PATH && request.method === 'GET') return healthz(env, modules)
      // The sales desk and the admin REST read the primary unless the caller hands a bookmark.
      const session = databaseSession(env.DB, request, 'first-primary')
      const db = database(session.d1)
      try {
        const answer = await rest(request, db, env, (r) => contextFor(r, env, db))
        if (answer) return withBookmark(answer, session)
        for (const module of modules) {
          const response = await module.fetch?.(request, db, env, (r) => contextFor(r, env, db))
          if (response) return withBookmark(response, session)
        }
      } catch (error) {
        // Every route answers JSON: a refused value Magento's 400, anything else a 500 without details.
        return error instanceof RestInputError ? restInputResponse(error) : restInternalError(error)
      }
      return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
    },
    async queue(batch, env) {
      for (const module of modules) await module.queue?.(batch, database(env.DB), env)
    },
  }
}
