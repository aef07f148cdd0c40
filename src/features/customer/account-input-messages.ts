import { msg } from '@lingui/core/macro'

/**
 * Our own messages of the account inputs (contract/customer.ts, registration.ts, address.ts, customer-profile.ts),
 * by their id: the forms show them under a field, and they may come back from a procedure in `data.inputIssues`.
 */
export const accountInputMessageIds: ReadonlySet<string> = new Set(
  [
    msg({ id: 'This field is required', message: 'This field is required' }),
    msg({ id: 'The field should have at least 2 characters', message: 'The field should have at least 2 characters' }),
    msg({ id: 'The field should have at least 4 characters', message: 'The field should have at least 4 characters' }),
    msg({ id: 'The field should have at least 8 characters', message: 'The field should have at least 8 characters' }),
    msg({ id: 'The email field must be a valid email', message: 'The email field must be a valid email' }),
    msg({ id: 'Invalid email', message: 'Invalid email' }),
    msg({ id: "Passwords don't match", message: "Passwords don't match" }),
    msg({
      id: 'The password needs a letter and a digit or special character',
      message: 'The password needs a letter and a digit or special character',
    }),
    msg({ id: 'Select at least one default address type', message: 'Select at least one default address type' }),
    msg({ id: 'Enter the date as YYYY-MM-DD', message: 'Enter the date as YYYY-MM-DD' }),
    msg({ id: 'This entry is too long', message: 'This entry is too long' }),
  ].map((descriptor) => descriptor.id),
)
