/**
 * Pages a registration can lead back to once the account is confirmed: a guest on the request page who creates an
 * account returns to the request, with the cart kept. Apart from the registration's schema, so that the routes
 * reading it carry no validation library into every page's JavaScript.
 */
export const registrationReturnPages = ['request'] as const
export type RegistrationReturnPage = (typeof registrationReturnPages)[number]
