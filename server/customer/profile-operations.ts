import { graphql } from '../commerce/graphql'

export const CustomerProfileFields = graphql(`
  fragment CustomerProfileFields on Customer {
    firstname
    lastname
    email
    date_of_birth
    gender
    taxvat
  }
`)

export const CustomerProfileQuery = graphql(
  `
  query CustomerProfile {
    customer {
      ...CustomerProfileFields
    }
  }
`,
  [CustomerProfileFields],
)

export const UpdateCustomerMutation = graphql(
  `
  mutation UpdateCustomer($input: CustomerUpdateInput!) {
    updateCustomerV2(input: $input) {
      customer {
        ...CustomerProfileFields
      }
    }
  }
`,
  [CustomerProfileFields],
)

export const UpdateCustomerEmailMutation = graphql(`
  mutation UpdateCustomerEmail($email: String!, $password: String!) {
    updateCustomerEmail(email: $email, password: $password) {
      customer {
        email
      }
    }
  }
`)

export const ChangeCustomerPasswordMutation = graphql(`
  mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {
    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      email
    }
  }
`)

/** The attributes of Magento's account form: date of birth and gender are among them only where the shop shows them. */
export const CustomerAccountFormQuery = graphql(`
  query CustomerAccountForm {
    attributesForm(formCode: "customer_account_edit") {
      items {
        code
      }
    }
  }
`)
