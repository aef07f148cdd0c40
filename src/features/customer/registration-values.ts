import type { CompanyAddressInput, RegistrationInput } from '../../../contract/registration'

/** The registration form when it opens: no company address until the visitor asks for one. */
export const emptyRegistration: RegistrationInput = {
  firstname: '',
  lastname: '',
  email: '',
  password: '',
  passwordConfirmation: '',
  isSubscribed: false,
  taxvat: '',
  companyAddress: undefined,
}

/** A new company address: empty, in Germany. */
export const emptyCompanyAddress: CompanyAddressInput = {
  company: '',
  street: ['', ''],
  postcode: '',
  city: '',
  countryCode: 'DE',
  regionId: null,
  region: '',
  telephone: '',
}
