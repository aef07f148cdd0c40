import { graphql } from '../commerce/graphql'

export const SubscribeEmailToNewsletterMutation = graphql(`
  mutation SubscribeEmailToNewsletter($email: String!) {
    subscribeEmailToNewsletter(email: $email) {
      status
    }
  }
`)

export const CustomerNewsletterQuery = graphql(`
  query CustomerNewsletter {
    customer {
      email
      is_subscribed
    }
  }
`)

export const UnsubscribeCustomerMutation = graphql(`
  mutation UnsubscribeCustomer {
    updateCustomerV2(input: { is_subscribed: false }) {
      customer {
        email
        is_subscribed
      }
    }
  }
`)
