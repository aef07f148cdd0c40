import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ProfileFieldsView, ProfileInput, ProfileView } from '../../../../contract/customer-profile'
import { useTRPC } from '../../../trpc/react'

/** The customer's personal data and e-mail (my-profile). */
export function useProfile() {
  const trpc = useTRPC()
  return useQuery(trpc.customer.profile.get.queryOptions())
}

/** Which optional personal data the shop asks for; none while it loads (Magento's default). */
export function useProfileFields(): ProfileFieldsView {
  const trpc = useTRPC()
  return useQuery(trpc.customer.profile.fields.queryOptions()).data ?? { dateOfBirth: false, gender: false }
}

/** Saves the profile; the page and the header's customer then show what was saved. */
export function useSaveProfile() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const update = useMutation(trpc.customer.profile.update.mutationOptions())
  return {
    /**
     * Rejects with the refusal; `onSaved` gets the saved profile before the rest of the page does. Resolves to the
     * new address a confirmation link went to when the e-mail is to change, else null.
     */
    save: async (profile: ProfileInput, onSaved: (saved: ProfileView) => void): Promise<string | null> => {
      const { emailToConfirm, ...saved } = await update.mutateAsync(profile)
      onSaved(saved)
      queryClient.setQueryData(trpc.customer.profile.get.queryKey(), saved)
      await queryClient.invalidateQueries({ queryKey: trpc.customer.me.queryKey() })
      return emailToConfirm
    },
    /** Reads the profile again (e.g. its e-mail was changed in another tab). */
    reload: () => queryClient.invalidateQueries({ queryKey: trpc.customer.profile.get.queryKey() }),
  }
}
