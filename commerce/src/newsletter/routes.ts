/**
 * The links of the newsletter mails, as Magento's storefront controllers `newsletter/subscriber/confirm?id=&code=`
 * and `newsletter/subscriber/unsubscribe?id=&code=` (Magento has no GraphQL mutation for them). Commerce answers
 * them as JSON `{status, message}` (400 `{message, parameters}` for a wrong link); the storefront page that the
 * mail links to forwards the two parameters here.
 */
import type { Context } from '../kernel/context'
import { GraphQlException } from '../kernel/errors'
import type { ModuleRoute } from '../kernel/module'
import { __, type Phrase } from '../kernel/phrase'
import { confirmSubscription, unsubscribe } from './subscription'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } })

const ACTIONS: Record<string, { run: typeof confirmSubscription; status: string; message: Phrase }> = {
  '/newsletter/subscriber/confirm': {
    run: confirmSubscription,
    status: 'SUBSCRIBED',
    message: __('Your subscription has been confirmed.'),
  },
  '/newsletter/subscriber/unsubscribe': { run: unsubscribe, status: 'UNSUBSCRIBED', message: __('You unsubscribed.') },
}

export const newsletterRoute: ModuleRoute = async (request, _db, _env, contextFor) => {
  const url = new URL(request.url)
  const action = ACTIONS[url.pathname.replace(/\/$/, '')]
  if (!action || request.method !== 'GET') return null
  let ctx: Context | null = null
  try {
    ctx = await contextFor(request)
    await action.run(ctx, Number(url.searchParams.get('id')), url.searchParams.get('code') ?? '')
    return json({ status: action.status, message: ctx.translate(action.message) })
  } catch (error) {
    if (!(error instanceof GraphQlException)) throw error
    return json({ message: ctx ? ctx.translate(error.phrase) : error.message, parameters: [] }, 400)
  }
}
