import { graphql } from '../../__generated__';

/**
 * Sources of the generated documents of the payment pages. The route owns the only query; each component
 * declares the fields it shows as a fragment beside it, and imports the generated `...FragmentDoc`.
 */

/** What is bought, what is due today and what happens after, as the buyer agreed to it. */
export const orderSummaryFragment = graphql(`
  fragment PaymentOrderSummary_order on Order {
    orderNumber
    email
    currency
    subtotal
    discount
    tax
    total
    promoCode
    sku {
      id
      kind
      step
    }
    consent {
      trialDays
      renewalAmount
      interval
      intervalCount
      firstChargeAt
    }
  }
`);

/** The receipt on the success page (spec section 3: the order's display fields). */
export const orderReceiptFragment = graphql(`
  fragment PaymentReceipt_order on Order {
    orderNumber
    email
    currency
    subtotal
    discount
    tax
    total
    paidAt
    paidWith {
      brand
      last4
    }
  }
`);

/** A payment's outcome, the same for paying, confirming and the status check. */
export const paymentOutcomeFragment = graphql(`
  fragment PaymentOutcome_payload on PayOrderPayload {
    result {
      __typename
      ... on PaymentDeclined {
        code
      }
      ... on PaymentRequiresAction {
        actionUrl
        clientSecret
        method
        awaitsApproval
      }
    }
    errors {
      code
      field
    }
  }
`);

/** The order for its buyer: this browser, or the `t` of an e-mailed link from the page's URL. */
export const paymentOrderQuery = graphql(`
  query PaymentOrder($orderNumber: ID!, $token: String) {
    order(orderNumber: $orderNumber, token: $token) {
      orderNumber
      status
      currency
      total
      sku {
        id
        kind
      }
      ...PaymentOrderSummary_order
    }
  }
`);

export const paymentSetupQuery = graphql(`
  query PaymentSetup {
    paymentSetup {
      cardProvider
      stripePublishableKey
      methods
    }
  }
`);

export const paymentReceiptQuery = graphql(`
  query PaymentReceipt($orderNumber: ID!, $token: String) {
    order(orderNumber: $orderNumber, token: $token) {
      orderNumber
      status
      ...PaymentReceipt_order
    }
  }
`);

export const payOrderMutation = graphql(`
  mutation PayOrder($input: PayOrderInput!) {
    payOrder(input: $input) {
      ...PaymentOutcome_payload
    }
  }
`);

export const confirmPaymentMutation = graphql(`
  mutation ConfirmPayment($input: ConfirmPaymentInput!) {
    confirmPayment(input: $input) {
      ...PaymentOutcome_payload
    }
  }
`);

export const paymentStatusQuery = graphql(`
  query PaymentStatus($orderNumber: ID!, $token: String) {
    paymentStatus(orderNumber: $orderNumber, token: $token) {
      ...PaymentOutcome_payload
    }
  }
`);

export const updateOrderEmailMutation = graphql(`
  mutation UpdateOrderEmail($input: UpdateOrderEmailInput!) {
    updateOrderEmail(input: $input) {
      order {
        orderNumber
        email
      }
      errors {
        code
        field
      }
    }
  }
`);
