import { TRPCError } from '@trpc/server'
import { describe, expect, it } from 'vitest'
import {
  backendFailure,
  CommerceError,
  commerceErrorFromResponse,
  commerceErrorFromRest,
  commerceUserError,
  normaliseError,
  toTrpcError,
} from '../../../server/commerce/errors'
import { commerceReason, reasonOf, refused } from '../../../server/trpc/error-reason'

describe('commerce errors', () => {
  it.each([
    ['graphql-authorization', 401, 'UNAUTHORIZED'],
    ['graphql-authentication', 401, 'UNAUTHORIZED'],
    ['graphql-input', 400, 'BAD_REQUEST'],
    ['graphql-no-such-entity', 404, 'NOT_FOUND'],
  ])('maps Magento category %s to status %i and %s', (category, status, code) => {
    const error = commerceErrorFromResponse(200, [{ message: 'Nope', extensions: { category } }])
    expect(error).toMatchObject({ message: 'Nope', status, category })
    expect(toTrpcError(error).code).toBe(code)
  })

  it('defaults to status 500 and INTERNAL_SERVER_ERROR for an unknown category', () => {
    const error = commerceErrorFromResponse(200, [
      { message: 'Internal server error', extensions: { category: 'graphql' } },
    ])
    expect(error.status).toBe(500)
    expect(toTrpcError(error).code).toBe('INTERNAL_SERVER_ERROR')
  })

  it('takes an answer that is not GraphQL for a backend that is not working, in words a buyer understands', () => {
    const unavailable = 'The shop backend cannot be reached right now. Please try again later.'
    expect(commerceErrorFromResponse(503, undefined)).toMatchObject({ status: 503, message: unavailable })
    expect(toTrpcError(commerceErrorFromResponse(503, undefined)).code).toBe('SERVICE_UNAVAILABLE')
    // malformed JSON or an empty answer with 200, an error page with 500
    expect(commerceErrorFromResponse(200, undefined)).toMatchObject({ status: 502, message: unavailable })
    expect(commerceErrorFromResponse(500, undefined)).toMatchObject({ status: 502, message: unavailable })
    expect(commerceErrorFromResponse(404, undefined).status).toBe(404)
  })

  it('takes any failure on the way to the backend for unavailability, a timeout for lateness', () => {
    expect(backendFailure(new Error('Network connection lost.'))).toMatchObject({ status: 502 })
    expect(backendFailure(new DOMException('late', 'TimeoutError'))).toMatchObject({ status: 504 })
  })

  it('recognises only graphql-authorization as the error that logs the visitor out', () => {
    expect(new CommerceError('x', 401, 'graphql-authorization').isAuthorizationError).toBe(true)
    expect(new CommerceError('x', 401, 'graphql-authentication').isAuthorizationError).toBe(false)
  })

  it('turns timeouts and network failures into readable messages without stack traces', () => {
    const timeout = normaliseError(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))
    expect(timeout).toMatchObject({
      status: 504,
      message: 'The shop backend did not answer in time. Please try again.',
    })
    expect(toTrpcError(timeout).code).toBe('GATEWAY_TIMEOUT')

    const network = normaliseError(new TypeError('fetch failed'))
    expect(network).toMatchObject({ status: 502 })
    expect(network.message).not.toContain('fetch failed')

    const unknown = normaliseError('boom')
    expect(unknown).toMatchObject({ status: 500, message: 'Something went wrong on our side. Please try again later.' })
  })

  it('passes a CommerceError through unchanged', () => {
    const error = new CommerceError('The CMS page with the "x" ID doesn\'t exist.', 404, 'graphql-no-such-entity')
    expect(normaliseError(error)).toBe(error)
  })

  it.each([
    ['PRODUCT_NOT_FOUND', 'PRODUCT_NOT_FOUND'],
    ['NOT_SALABLE', 'NOT_SALABLE'],
    ['INSUFFICIENT_STOCK', 'INSUFFICIENT_STOCK'],
    ['COULD_NOT_FIND_CART_ITEM', 'CART_ITEM_NOT_FOUND'],
    ['REQUIRED_PARAMETER_MISSING', 'INVALID_INPUT'],
    ['UNDEFINED', 'UNKNOWN'],
  ])('reads the user error code %s as the reason %s, whatever the text', (code, reason) => {
    for (const message of ['The requested qty is not available', 'Die gewünschte Menge ist nicht verfügbar', '']) {
      expect(commerceReason(commerceUserError({ code, message }))).toBe(reason)
    }
  })

  it.each([
    ['graphql-authorization', 'NOT_AUTHORIZED'],
    ['graphql-no-such-entity', 'NOT_FOUND'],
    ['graphql-input', 'INVALID_INPUT'],
    ['graphql', 'UNKNOWN'],
  ])('reads the category %s as the reason %s', (category, reason) => {
    expect(commerceReason(commerceErrorFromResponse(200, [{ message: 'Beliebig', extensions: { category } }]))).toBe(
      reason,
    )
  })

  it('reads a REST refusal (no category, no code) by its status, and an unknown code by what else Magento said', () => {
    expect(commerceReason(commerceErrorFromRest(404, { message: 'Kein Kunde' }))).toBe('NOT_FOUND')
    expect(commerceReason(commerceErrorFromRest(429, { message: 'Zu viele' }))).toBe('RATE_LIMITED')
    expect(commerceReason(commerceErrorFromRest(400, { message: 'Ungültig' }))).toBe('INVALID_INPUT')
  })

  it('reads a failure without an answer by its status: timeout, unreachable', () => {
    expect(commerceReason(normaliseError(new DOMException('late', 'TimeoutError')))).toBe('BACKEND_TIMEOUT')
    expect(commerceReason(normaliseError(new TypeError('fetch failed')))).toBe('BACKEND_UNAVAILABLE')
    expect(commerceReason(commerceErrorFromResponse(503, undefined))).toBe('BACKEND_UNAVAILABLE')
  })

  it('takes a refusal’s own reason, and falls back on the tRPC code', () => {
    expect(reasonOf(refused('COUPON_INVALID', 'x'))).toBe('COUPON_INVALID')
    expect(reasonOf(new TRPCError({ code: 'NOT_FOUND', message: 'x' }))).toBe('NOT_FOUND')
    expect(reasonOf(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'x' }))).toBe('UNKNOWN')
  })
})
