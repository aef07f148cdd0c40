import type { CommerceModule } from '../kernel/module'
import { authenticate, type CustomerIdentity } from './authorization'
import { customerTranslations } from './translations'

declare module '../kernel/context' {
  interface Context {
    /** The customer of the request's bearer token; null for guests. */
    customer: CustomerIdentity
  }
}

/** Customers: today only the bearer-token check of every request. */
export const customerModule: CommerceModule = {
  translations: customerTranslations,
  request: async (request, { db }) => ({ customer: await authenticate(request.headers.get('Authorization'), db) }),
}
