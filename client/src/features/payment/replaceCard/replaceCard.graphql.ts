import { graphql } from '../../../__generated__';

/** The subscription as the card page shows it: its state, what it charges and when. */
export const replaceCardSubscriptionFragment = graphql(`
  fragment ReplaceCard_subscription on PlanSubscription {
    id
    status
    tier
    amount
    currency
    interval
    intervalCount
    nextChargeAt
    currentPeriodEnd
  }
`);

/** The subscription behind a signed card link; null when the link is wrong or the subscription is gone. */
export const replaceCardSubscriptionQuery = graphql(`
  query ReplaceCardSubscription($subscriptionId: ID!, $token: String!) {
    subscriptionForCard(subscriptionId: $subscriptionId, token: $token) {
      ...ReplaceCard_subscription
    }
  }
`);

/** Which card processor takes the new card. */
export const replaceCardSetupQuery = graphql(`
  query ReplaceCardSetup {
    paymentSetup {
      cardProvider
      stripePublishableKey
      methods
    }
  }
`);

/** Saves the new card; an overdue period is charged with it at once. */
export const replaceSubscriptionCardMutation = graphql(`
  mutation ReplaceSubscriptionCard($subscriptionId: ID!, $token: String!, $paymentToken: String!) {
    replaceSubscriptionCard(subscriptionId: $subscriptionId, token: $token, paymentToken: $paymentToken) {
      subscription {
        ...ReplaceCard_subscription
      }
      declineCode
      errors
    }
  }
`);
