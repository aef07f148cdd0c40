import { graphql } from '../commerce/graphql'

export const GenerateCustomerTokenMutation = graphql(`
  mutation GenerateCustomerToken($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) {
      token
    }
  }
`)

export const RevokeCustomerTokenMutation = graphql(`
  mutation RevokeCustomerToken {
    revokeCustomerToken {
      result
    }
  }
`)

/** The customer as the header shows them. */
export const SignedInCustomerQuery = graphql(`
  query SignedInCustomer {
    customer {
      firstname
      lastname
      email
    }
  }
`)

/** How long a customer token lives (Magento's oauth/access_token_lifetime/customer, in hours). */
export const TokenLifetimeQuery = graphql(`
  query CustomerTokenLifetime {
    storeConfig {
      customer_access_token_lifetime
    }
  }
`)

export const IsEmailAvailableQuery = graphql(`
  query IsEmailAvailable($email: String!) {
    isEmailAvailable(email: $email) {
      is_email_available
    }
  }
`)

export const ConfirmEmailMutation = graphql(`
  mutation ConfirmEmail($email: String!, $key: String!, $password: String!) {
    confirmEmail(input: { email: $email, confirmation_key: $key, password: $password }) {
      customer {
        email
      }
    }
  }
`)

export const ResendConfirmationEmailMutation = graphql(`
  mutation ResendConfirmationEmail($email: String!) {
    resendConfirmationEmail(email: $email)
  }
`)

export const RequestPasswordResetEmailMutation = graphql(`
  mutation RequestPasswordResetEmail($email: String!) {
    requestPasswordResetEmail(email: $email)
  }
`)

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($email: String!, $token: String!, $password: String!) {
    resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)
  }
`)
