import type { CommerceModule } from '../kernel/module'

/**
 * Features of Magento's schema this shop runs switched off, with the error Magento answers for each mutation in that
 * state (GraphQlInputException). The schema declares them so that any Magento client's documents validate; their
 * query fields answer null or an empty list (kernel/resolvers.ts), their mutations these messages.
 */
const SEND_FRIEND_DISABLED = '"Email to a Friend" is disabled.'

export const switchedOffModule: CommerceModule = {
  switchedOff: { sendEmailToFriend: SEND_FRIEND_DISABLED },
  translations: {
    de_DE: {
      [SEND_FRIEND_DISABLED]: '"E-Mail an einen Freund" ist deaktiviert.',
    },
  },
}
