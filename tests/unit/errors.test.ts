import { describe, expect, it } from 'vitest'
import { authorizationRedirectPath } from '../../src/features/errors/authorization-redirect'
import { describeError, HttpError } from '../../src/features/errors/http-error'

describe('error details for the error page', () => {
  it('defaults to status 500', () => {
    expect(describeError(new Error('Boom'))).toEqual({ status: 500, message: 'Boom' })
    expect(describeError(undefined)).toEqual({ status: 500, message: '' })
  })

  it('takes the status of an HttpError or a tRPC error', () => {
    expect(describeError(new HttpError(503, 'Down'))).toEqual({ status: 503, message: 'Down' })
    expect(describeError(Object.assign(new Error('Nope'), { data: { httpStatus: 404 } }))).toEqual({
      status: 404,
      message: 'Nope',
    })
  })

  it('ignores a status that is not an error status', () => {
    expect(describeError(Object.assign(new Error('Odd'), { status: 200 })).status).toBe(500)
  })
})

describe('authorization redirect', () => {
  it('follows the path in data.redirectTo', () => {
    expect(authorizationRedirectPath({ data: { redirectTo: '/de' } })).toBe('/de')
  })

  it('follows only same-site paths', () => {
    expect(authorizationRedirectPath({ data: { redirectTo: '//evil.example' } })).toBeNull()
    expect(authorizationRedirectPath({ data: { redirectTo: 'https://evil.example' } })).toBeNull()
    expect(authorizationRedirectPath({ data: { redirectTo: '/\\evil.example' } })).toBeNull()
    expect(authorizationRedirectPath(new Error('plain'))).toBeNull()
  })
})
