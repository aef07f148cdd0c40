import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { AddressInput, AddressView } from '../../../../contract/address'
import { useLocale } from '../../../i18n/use-locale'
import { useTRPC } from '../../../trpc/react'
import { useNotify } from '../../notifications/use-notifications'
import { accountErrorMessages } from '../account-messages'

/** The customer's addresses, and their removal (confirmed in a dialog by the page). */
export function useAddressBook() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const { i18n, t } = useLingui()
  const { notify } = useNotify()
  const list = useQuery(trpc.address.list.queryOptions())
  const remove = useMutation(
    trpc.address.delete.mutationOptions({
      onSuccess: () => {
        notify({ type: 'success', message: t`Address deleted successfully.` })
        return queryClient.invalidateQueries({ queryKey: trpc.address.list.queryKey() })
      },
      onError: (error) =>
        notify({
          type: 'danger',
          message: accountErrorMessages(i18n, error).join(', '),
          title: t`Failed to delete address.`,
        }),
    }),
  )
  return {
    list,
    /** `onRemoved` runs once the address is gone from the list. */
    remove: (id: number, onRemoved?: () => void) => remove.mutate({ id }, { onSuccess: onRemoved }),
    isRemoving: remove.isPending,
  }
}

/**
 * Saves the address form: a new address (`id` undefined) or a change. Success and failure are the spec's
 * notifications; on success the address book is shown (or `onSaved` runs with the saved address, where the form is
 * part of another page), on failure the form keeps what was typed.
 */
export function useSaveAddress(id: number | undefined, onSaved?: (saved: AddressView) => void) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const locale = useLocale()
  const { i18n, t } = useLingui()
  const { notify } = useNotify()
  const done = async (message: string, saved: AddressView) => {
    notify({ type: 'success', message })
    await queryClient.invalidateQueries({ queryKey: trpc.address.list.queryKey() })
    if (onSaved) onSaved(saved)
    else await navigate({ to: '/$locale/customer/addresses-details', params: { locale } })
  }
  const failed = (title: string, refusal: unknown) => {
    if (!refusal) return []
    const reasons = accountErrorMessages(i18n, refusal)
    notify({ type: 'danger', title, message: reasons.join(', ') })
    return reasons
  }
  const create = useMutation(trpc.address.create.mutationOptions())
  const update = useMutation(trpc.address.update.mutationOptions())
  /**
   * Resolves with the refusal's messages, or an empty list when the address was saved or the refusal's input issues
   * all stand at the form's fields (`atFields`).
   */
  return async (address: AddressInput, atFields: (refusal: unknown) => unknown): Promise<string[]> => {
    try {
      if (id === undefined) {
        await done(t`Address added successfully.`, await create.mutateAsync(address))
      } else {
        await done(t`Address updated successfully.`, await update.mutateAsync({ id, address }))
      }
      return []
    } catch (error) {
      return failed(id === undefined ? t`Failed to add address.` : t`Failed to update address.`, atFields(error))
    }
  }
}
