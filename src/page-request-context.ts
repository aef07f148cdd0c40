import { getGlobalStartContext } from '@tanstack/react-start'

/** What the Worker entry (server/worker.ts) hands every page it renders. */
export interface PageRequestContext {
  /** The backend-for-frontend (/api/*), called in the same isolate. */
  api: (request: Request) => Response | Promise<Response>
  /** The page's Content-Security-Policy nonce (server/security/headers.ts), stamped on every script. */
  nonce: string
}

declare module '@tanstack/react-router' {
  interface Register {
    server: { requestContext: PageRequestContext }
  }
}

/** The context of the page being rendered; only on the server (the browser has none). */
export function pageRequestContext(): PageRequestContext {
  const context: unknown = getGlobalStartContext()
  if (typeof context === 'object' && context !== null && 'api' in context && typeof context.api === 'function') {
    return context as PageRequestContext
  }
  throw new Error('The page was rendered without its request context (server/worker.ts).')
}
