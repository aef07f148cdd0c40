import type { CommerceModule } from '../kernel/module'
import type { AddressSource } from './address'
import { authenticate, type CustomerIdentity } from './authorization'
import { type AddressRecord, type CustomerRecord, findAddress, findCustomerByEmail } from './customer-repository'
import { currentCustomer, customerResolvers } from './resolvers'
import { registrationServices } from './rest'
import { customerTranslations } from './translations'

declare module '../kernel/context' {
  interface Context {
    /** The customer of the request's bearer token; null for guests. */
    customer: CustomerIdentity
  }
}

declare module '../kernel/context' {
  interface Loaders {
    /** Whether an account with this e-mail address exists in the store view's website. */
    customerExists: (email: string) => Promise<boolean>
    /** The record of the request's customer (graphql-authorization for guests). */
    signedInCustomer: () => Promise<CustomerRecord>
    /** A saved address by id, whoever it belongs to (`parent_id`), or null (the checkout copies addresses). */
    customerAddress: (id: number) => Promise<AddressRecord | null>
  }
}

declare module '../kernel/sources' {
  interface Sources {
    Customer: CustomerRecord
    CustomerAddress: AddressSource
  }
}

/** Customers (Magento's Customer and CustomerGraphQl): accounts, tokens, addresses; the REST registration. */
export const customerModule: CommerceModule = {
  resolvers: customerResolvers,
  translations: customerTranslations,
  request: async (request, ctx) => ({ customer: await authenticate(request.headers.get('Authorization'), ctx) }),
  loaders: (ctx) => ({
    customerExists: async (email) => (await findCustomerByEmail(ctx.db, email, ctx.store.website_id)) !== null,
    signedInCustomer: () => currentCustomer(ctx),
    customerAddress: (id) => findAddress(ctx.db, id),
  }),
  rest: registrationServices,
}
