import { GraphQlInputException } from '../kernel/errors'
import { __ } from '../kernel/phrase'

/**
 * Magento's AccountManagement::checkPasswordStrength with the shop's rule (spec §5): at least
 * `customer/password/minimum_password_length` characters, no space at either end, and a letter plus a digit or
 * special character (counted as Magento's character classes, at least `required_character_classes_number`).
 */
export function assertPasswordStrength(password: string, minLength: number, requiredClasses: number): void {
  if ([...password].length < minLength) {
    throw new GraphQlInputException(
      __('The password needs at least %1 characters. Create a new password and try again.', minLength),
    )
  }
  if (password.trim() !== password) {
    throw new GraphQlInputException("The password can't begin or end with a space. Verify the password and try again.")
  }
  const lower = /\p{Ll}/u.test(password)
  const upper = /\p{Lu}/u.test(password)
  const digit = /\d/.test(password)
  const special = /[^\p{L}\d]/u.test(password)
  const classes = [lower, upper, digit, special].filter(Boolean).length
  if (classes < requiredClasses || !(lower || upper) || !(digit || special)) {
    throw new GraphQlInputException(
      __(
        'Minimum of different classes of characters in password is %1. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
        requiredClasses,
      ),
    )
  }
}
