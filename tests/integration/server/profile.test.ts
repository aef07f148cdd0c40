import { describe, expect, it } from 'vitest'
import type { ProfileUpdateView, ProfileView } from '../../../contract/customer-profile'
import { lastMailTo } from '../commerce/customer-helpers'
import { signedInVisitor } from './signed-in'
import { data, error } from './trpc'
import { Visitor } from './visitor'

const NEW_PASSWORD = 'Polyplast-2025'

describe('the profile', () => {
  it('changes names, date of birth, gender and VAT ID', async () => {
    const { visitor, email } = await signedInVisitor()
    expect(await data<ProfileView>(await visitor.query('customer.profile.get'))).toEqual({
      firstname: 'Erika',
      lastname: 'Muster',
      email,
      dateOfBirth: '',
      gender: '',
      taxvat: '',
    })
    const changed = {
      firstname: 'Erika-Maria',
      lastname: 'Beispiel',
      dateOfBirth: '1980-02-29',
      gender: '2',
      taxvat: 'DE999',
    }
    expect(await data(await visitor.mutate('customer.profile.update', { ...changed, email }))).toEqual({
      ...changed,
      email,
      emailToConfirm: null,
    })
    expect(await data(await visitor.query('customer.me'))).toEqual({
      firstname: 'Erika-Maria',
      lastname: 'Beispiel',
      email,
    })
    const refused = await error(
      await visitor.mutate('customer.profile.update', { ...changed, email, dateOfBirth: '1980-02-30' }),
    )
    expect(refused.data.inputIssues).toEqual([{ path: 'dateOfBirth', code: 'DATE_INVALID' }])
  })

  it('changes the e-mail only with the current password, and refuses an address another account has', async () => {
    const { visitor, email, password } = await signedInVisitor('en')
    const other = await signedInVisitor('en')
    const profile = { firstname: 'Erika', lastname: 'Muster', dateOfBirth: '', gender: '', taxvat: '' }
    const newEmail = `neu.${email}`

    const without = await visitor.mutate('customer.profile.update', { ...profile, email: newEmail })
    expect(without.status).toBe(400)
    expect((await error(without)).data).toMatchObject({
      reason: 'INVALID_INPUT',
      inputIssues: [{ path: 'currentPassword', code: 'REQUIRED' }],
    })
    const wrong = await visitor.mutate('customer.profile.update', {
      ...profile,
      email: newEmail,
      currentPassword: 'Falsch-123',
    })
    expect((await error(wrong)).data).toMatchObject({
      reason: 'PASSWORD_INCORRECT',
      userMessage: 'Invalid login or password.',
    })
    expect(visitor.cookies.has('vsf-customer')).toBe(true)

    const taken = await error(
      await visitor.mutate('customer.profile.update', { ...profile, email: other.email, currentPassword: password }),
    )
    expect(taken.data.reason).toBe('EMAIL_EXISTS')

    // The address changes when the link mailed to it is opened with the password (issue 39).
    const changed = await data<ProfileUpdateView>(
      await visitor.mutate('customer.profile.update', { ...profile, email: newEmail, currentPassword: password }),
    )
    expect(changed).toMatchObject({ email, emailToConfirm: newEmail })
    const signIn = new Visitor('en', { 'x-captcha-token': 'pass', 'cf-connecting-ip': '192.0.2.251' })
    expect((await error(await signIn.mutate('customer.signIn', { email: newEmail, password }))).data.reason).toBe(
      'SIGN_IN_FAILED',
    )
    const link = new URL((await lastMailTo(newEmail)).links[0] ?? '')
    const [, id = '', key = ''] = /confirm-email\/(\d+)\/([0-9a-f]+)/.exec(link.pathname) ?? []
    const confirmed = await signIn.mutate('customer.confirmEmail', { id, key, email: newEmail, password })
    expect(await data(confirmed)).toMatchObject({ confirmed: true, customer: { email: newEmail } })
    expect(await data<ProfileView>(await signIn.query('customer.profile.get'))).toMatchObject({ email: newEmail })
  })

  it('changes the password with the current one, under the password rule', async () => {
    const { visitor, email, password } = await signedInVisitor()
    const weak = await error(
      await visitor.mutate('customer.profile.changePassword', {
        currentPassword: password,
        password: 'kurz',
        passwordConfirmation: 'kurz',
      }),
    )
    expect(weak.data.inputIssues).toContainEqual({ path: 'password', code: 'MIN_8_CHARACTERS' })
    const mismatch = await error(
      await visitor.mutate('customer.profile.changePassword', {
        currentPassword: password,
        password: NEW_PASSWORD,
        passwordConfirmation: `${NEW_PASSWORD}x`,
      }),
    )
    expect(mismatch.data.inputIssues).toEqual([{ path: 'passwordConfirmation', code: 'PASSWORDS_DONT_MATCH' }])
    const wrong = await error(
      await visitor.mutate('customer.profile.changePassword', {
        currentPassword: 'Falsch-123',
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
      }),
    )
    expect(wrong.data).toMatchObject({
      reason: 'PASSWORD_INCORRECT',
      userMessage: 'Ungültige Anmeldedaten oder ungültiges Passwort.',
    })

    expect(
      await data(
        await visitor.mutate('customer.profile.changePassword', {
          currentPassword: password,
          password: NEW_PASSWORD,
          passwordConfirmation: NEW_PASSWORD,
        }),
      ),
    ).toEqual({ changed: true })
    const signIn = new Visitor('de', { 'x-captcha-token': 'pass', 'cf-connecting-ip': '192.0.2.252' })
    expect((await signIn.mutate('customer.signIn', { email, password: NEW_PASSWORD })).status).toBe(200)
  })

  it('asks for neither date of birth nor gender, as the shop’s customer configuration says', async () => {
    const { visitor } = await signedInVisitor()
    expect(await data(await visitor.query('customer.profile.fields'))).toEqual({ dateOfBirth: false, gender: false })
  })

  it('is refused to a guest', async () => {
    const response = await new Visitor().query('customer.profile.get')
    expect(response.status).toBe(401)
    expect((await error(response)).data.reason).toBe('NOT_AUTHORIZED')
  })
})
