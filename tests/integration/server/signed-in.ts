import { CONFIRM, CREATE, confirmationKey, newEmail, PASSWORD } from '../commerce/customer-helpers'
import { data as commerceData } from '../commerce/graphql'
import { data } from './trpc'
import { Visitor } from './visitor'

let sequence = 0

/** A browser of its own (client address, solved captcha) for a confirmed customer, signed in through the BFF. */
export async function signedInVisitor(store: 'de' | 'en' = 'de', prefix = 'konto') {
  const email = newEmail(prefix)
  const variables = { input: { email, firstname: 'Erika', lastname: 'Muster', password: PASSWORD } }
  await commerceData(CREATE, { store, variables })
  await commerceData(CONFIRM, { store, variables: { email, key: await confirmationKey(email) } })
  const visitor = new Visitor(store, { 'cf-connecting-ip': `192.0.2.${++sequence % 250}`, 'x-captcha-token': 'pass' })
  await data(await visitor.mutate('customer.signIn', { email, password: PASSWORD }))
  return { visitor, email, password: PASSWORD }
}
