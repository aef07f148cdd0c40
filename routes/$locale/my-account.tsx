import { createFileRoute, redirect } from '@tanstack/react-router'
import { loginHash, signedInCustomer } from '../../src/features/guards/is-authenticated'

/**
 * my-account (spec §2): a customer goes to the account area, a guest to the home page with the login modal, and on
 * to the account area once signed in.
 */
export const Route = createFileRoute('/$locale/my-account')({
  beforeLoad: async ({ context, params }) => {
    if (await signedInCustomer(context)) throw redirect({ to: '/$locale/customer', params })
    throw redirect({ to: '/$locale', params, hash: loginHash(`/${params.locale}/customer`) })
  },
})
