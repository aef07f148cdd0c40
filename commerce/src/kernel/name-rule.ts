/**
 * Magento 2.4's name rule (Customer\Model\Validator\Name with its NameValidator pattern) for the names a customer
 * gives: the first, middle and last name of the account and of its addresses, and a review's nickname. Allowed:
 * letters and their marks, digits, spaces and `, - _ . ' ’ \` &`, at most 255 characters. Narrower than Magento in
 * two points, because names are written into mails and pages: a space is the only blank (Magento's `\s` lets line
 * breaks through, which turned a name into paragraphs of its own), and nothing that reads as a web address
 * (rules/single-line.ts: `www.`, `example.de`, `evil-.com`, `10.0.0.1`, also behind look-alikes).
 */

import { readsAsWebAddress } from '../../../rules/single-line'
import { GraphQlInputException } from './errors'
import { __ } from './phrase'

const ALLOWED = /^[\p{L}\p{M},\-_.'’`& \d]{1,255}$/u

/** Magento's description of the allowed characters, part of its message. */
export const NAME_CHARACTERS = "A-Z, a-z, 0-9, -, _, ., ', ’, `, &, space"

/** Whether a name given (trimmed) keeps to the rule; empty counts as valid (required is checked apart). */
export function isValidName(value: string | null | undefined): boolean {
  const name = value?.trim()
  if (!name) return true
  return ALLOWED.test(name) && !readsAsWebAddress(name)
}

/** Magento's refusal '%1 is not valid! Allowed characters: %2' for the first field (as Magento names it) that breaks the rule. */
export function assertValidNames(fields: Record<string, string | null | undefined>): void {
  for (const [field, value] of Object.entries(fields)) {
    if (!isValidName(value)) {
      throw new GraphQlInputException(__('%1 is not valid! Allowed characters: %2', field, NAME_CHARACTERS))
    }
  }
}
