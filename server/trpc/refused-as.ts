import type { ErrorReason } from '../../contract/error-reason'
import { commerceErrorOf } from '../commerce/errors'
import { refused } from './error-reason'

/**
 * Runs a commerce call whose refusal of the visitor's input (Magento's 4xx: input or authentication category, a
 * REST 400) becomes `reason`, with Magento's text as the userMessage the spec shows as it comes.
 */
export async function refusedAs<T>(reason: ErrorReason, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    const cause = commerceErrorOf(error)
    if (!cause || cause.status >= 500 || cause.isAuthorizationError) throw error
    throw refused(reason, cause.message, { userMessage: cause.message })
  }
}
