import { addressIdInputSchema, addressInputSchema, addressUpdateInputSchema } from '../../contract/address'
import { CacheNone } from '../cache/strategies'
import { checkedInStoreView, postcodeCheckedBefore } from '../directory/postcode-optional'
import type { Context } from '../trpc/context'
import { customerProcedure } from '../trpc/customer-procedure'
import { refused } from '../trpc/error-reason'
import { router } from '../trpc/init'
import { refusedAs } from '../trpc/refused-as'
import { addressView, commerceAddressInput } from './address-view'
import {
  CreateCustomerAddressMutation,
  CustomerAddressesQuery,
  DeleteCustomerAddressMutation,
  UpdateCustomerAddressMutation,
} from './operations'

async function addresses(ctx: Context) {
  const { customer } = await ctx.commerce.query(CustomerAddressesQuery, {}, CacheNone())
  return (customer?.addresses ?? []).flatMap((address) => (address ? [addressView(address)] : []))
}

/** The customer's address book (spec §2 addresses-details, §3 customer address, §5). */
export const addressRouter = router({
  /** Every address of the customer, the street in its four lines. */
  list: customerProcedure.query(({ ctx }) => addresses(ctx)),

  create: customerProcedure
    .use(checkedInStoreView(addressInputSchema))
    .input(addressInputSchema(postcodeCheckedBefore))
    .mutation(async ({ ctx, input }) => {
      const { createCustomerAddress } = await refusedAs('INVALID_INPUT', () =>
        ctx.commerce.mutate(CreateCustomerAddressMutation, { input: commerceAddressInput(input) }),
      )
      if (!createCustomerAddress) throw refused('UNKNOWN', 'The shop did not save the address.')
      return addressView(createCustomerAddress)
    }),

  update: customerProcedure
    .use(checkedInStoreView(addressUpdateInputSchema))
    .input(addressUpdateInputSchema(postcodeCheckedBefore))
    .mutation(async ({ ctx, input }) => {
      const { updateCustomerAddress } = await refusedAs('INVALID_INPUT', () =>
        ctx.commerce.mutate(UpdateCustomerAddressMutation, {
          id: input.id,
          input: commerceAddressInput(input.address),
        }),
      )
      if (!updateCustomerAddress) throw refused('UNKNOWN', 'The shop did not save the address.')
      return addressView(updateCustomerAddress)
    }),

  /**
   * Only an address that is neither the default billing nor the default shipping address goes (spec §5: another
   * address must be selected for that role first); ADDRESS_IS_DEFAULT otherwise.
   */
  delete: customerProcedure.input(addressIdInputSchema).mutation(async ({ ctx, input }) => {
    const address = (await addresses(ctx)).find((saved) => saved.id === input.id)
    if (!address)
      throw refused('NOT_FOUND', `The address ${input.id} is not in your address book.`, { code: 'NOT_FOUND' })
    if (address.defaultBilling || address.defaultShipping) {
      throw refused(
        'ADDRESS_IS_DEFAULT',
        'Select another default billing and shipping address before deleting this one.',
      )
    }
    await refusedAs('INVALID_INPUT', () => ctx.commerce.mutate(DeleteCustomerAddressMutation, { id: input.id }))
    return { deleted: input.id }
  }),
})
