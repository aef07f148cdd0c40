import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { api } from '../server/app'

/** The storefront Worker: /api/* is the backend-for-frontend, everything else is the React app. */
export default createServerEntry({
  fetch(request, opts) {
    const { pathname } = new URL(request.url)
    if (pathname.startsWith('/api/')) return api.fetch(request)
    return handler.fetch(request, opts)
  },
})
