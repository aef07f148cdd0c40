import { createFileRoute, redirect } from '@tanstack/react-router'
import { loginHash } from '../../src/features/guards/is-authenticated'

/**
 * my-account (spec §2): a customer goes to the account area, a guest to the home page with the login modal, and on
 * to the account area once signed in.
 */
export const Route = createFileRoute('/$locale/my-account')({
  beforeLoad: async ({ context, params }) => {
    const customer = await context.queryClient.ensureQueryData(context.trpc.customer.me.queryOptions())
    if (customer) throw redirect({ to: '/$locale/customer', params })
    throw redirect({ to: '/$locale', params, hash: loginHash(`/${params.locale}/customer`) })
  },
})
