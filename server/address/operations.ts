import { graphql } from '../commerce/graphql'

// Addresses by their numeric id (deprecated in 2.4.9 for the uid mutations, which Magento 2.4.8 lacks): the spec's
// deleteCustomerAddress(id), and what both Magento versions answer.

export const CustomerAddressFields = graphql(`
  fragment CustomerAddressFields on CustomerAddress {
    id
    firstname
    lastname
    company
    street
    postcode
    city
    country_code
    region {
      region
      region_id
    }
    telephone
    vat_id
    default_billing
    default_shipping
  }
`)

export const CustomerAddressesQuery = graphql(
  `
  query CustomerAddresses {
    customer {
      addresses {
        ...CustomerAddressFields
      }
    }
  }
`,
  [CustomerAddressFields],
)

export const CreateCustomerAddressMutation = graphql(
  `
  mutation CreateCustomerAddress($input: CustomerAddressInput!) {
    createCustomerAddress(input: $input) {
      ...CustomerAddressFields
    }
  }
`,
  [CustomerAddressFields],
)

export const UpdateCustomerAddressMutation = graphql(
  `
  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput!) {
    updateCustomerAddress(id: $id, input: $input) {
      ...CustomerAddressFields
    }
  }
`,
  [CustomerAddressFields],
)

export const DeleteCustomerAddressMutation = graphql(`
  mutation DeleteCustomerAddress($id: Int!) {
    deleteCustomerAddress(id: $id)
  }
`)
