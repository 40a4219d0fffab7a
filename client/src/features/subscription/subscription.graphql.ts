import { graphql } from '../../__generated__';

/**
 * The panel's query and the cancel mutation. Both ask for the card's fragment, so the mutation's answer replaces
 * the cached subscription and the panel shows its new state without asking the server again.
 */
export const subscriptionPanelQuery = graphql(`
  query SubscriptionPanel($orderNumber: ID!, $token: String) {
    subscriptions(orderNumber: $orderNumber, token: $token) {
      id
      ...SubscriptionCard_subscription
    }
  }
`);

export const cancelSubscriptionMutation = graphql(`
  mutation CancelSubscription($orderNumber: ID!, $subscriptionId: ID!, $token: String) {
    cancelSubscription(orderNumber: $orderNumber, subscriptionId: $subscriptionId, token: $token) {
      id
      ...SubscriptionCard_subscription
    }
  }
`);
