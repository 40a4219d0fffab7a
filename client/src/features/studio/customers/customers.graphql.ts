import { graphql } from '../../../__generated__';

export const customerSearchQuery = graphql(`
  query StudioCustomerSearch($query: String!) {
    customerSearch(query: $query) {
      matches {
        ref
        email
        orderCount
        lastOrderAt
      }
      errors {
        code
        field
      }
    }
  }
`);

export const customerQuery = graphql(`
  query StudioCustomer($ref: ID!) {
    customer(ref: $ref) {
      ref
      email
      name
      revealed
      orders {
        orderNumber
        skuId
        status
        currency
        total
        createdAt
        paidAt
      }
      payments {
        id
        orderNumber
        provider
        method
        status
        amount
        currency
        cardBrand
        cardLast4
        createdAt
        refundable
        refunds {
          id
          amount
          currency
          reason
          status
          createdAt
        }
      }
      subscriptions {
        id
        orderNumber
        tier
        status
        amount
        currency
        currentPeriodEnd
        nextChargeAt
        cancelledAt
      }
      reports {
        orderNumber
        status
        emailed
      }
      emails {
        id
        template
        subject
        state
        createdAt
        sentAt
      }
      consents {
        orderNumber
        at
        textVersion
        renewalAccepted
      }
  
    }
  }
`);

export const revealCustomerMutation = graphql(`
  mutation StudioRevealCustomer($ref: ID!) {
    revealCustomer(ref: $ref) {
      customer {
        ref
        email
        name
        revealed
        orders {
          orderNumber
          skuId
          status
          currency
          total
          createdAt
          paidAt
        }
        payments {
          id
          orderNumber
          provider
          method
          status
          amount
          currency
          cardBrand
          cardLast4
          createdAt
          refundable
          refunds {
            id
            amount
            currency
            reason
            status
            createdAt
          }
        }
        subscriptions {
          id
          orderNumber
          tier
          status
          amount
          currency
          currentPeriodEnd
          nextChargeAt
          cancelledAt
        }
        reports {
          orderNumber
          status
          emailed
        }
        emails {
          id
          template
          subject
          state
          createdAt
          sentAt
        }
        consents {
          orderNumber
          at
          textVersion
          renewalAccepted
        }
  
      }
      errors {
        code
      }
    }
  }
`);

export const refundPaymentMutation = graphql(`
  mutation StudioRefundPayment($input: RefundPaymentInput!) {
    refundPayment(input: $input) {
      refund {
        id
        amount
        currency
        status
      }
      errors {
        code
        field
      }
    }
  }
`);

export const cancelSubscriptionMutation = graphql(`
  mutation StudioCancelSubscription($subscriptionId: ID!) {
    studioCancelSubscription(subscriptionId: $subscriptionId) {
      subscription {
        id
        status
      }
      errors {
        code
      }
    }
  }
`);

export const resendReportMutation = graphql(`
  mutation StudioResendReport($orderNumber: String!, $requestKey: String!) {
    resendReportEmail(orderNumber: $orderNumber, requestKey: $requestKey) {
      queued
      errors {
        code
      }
    }
  }
`);
