import { graphql } from '../../__generated__';

/**
 * Sources of the generated documents of the upgrade page. Components import the generated `...Document` exports
 * instead of this module: `graphql()` would bring every document of the app into the chunk that calls it.
 */

/**
 * The paid test the upgrade is for and its current plans. Both answer only the buyer (the ordering browser, a
 * signed link or the signed-in owner): `order` is null and `subscriptions` empty for anyone else. The order's SKU
 * is left out: the current plan is described by its subscription, as it is billed.
 */
export const upgradeOrderQuery = graphql(`
  query UpgradeOrder($orderNumber: ID!, $token: String) {
    order(orderNumber: $orderNumber, token: $token) {
      orderNumber
      status
      country
      consent {
        trialDays
      }
      paidWith {
        brand
        last4
      }
    }
    subscriptions(orderNumber: $orderNumber, token: $token) {
      id
      status
      tier
      amount
      currency
      interval
      intervalCount
      currentPeriodEnd
      nextChargeAt
    }
  }
`);

/** The premium plan in the currency the upgrade is charged in (the order's country); null when none is sold. */
export const upgradePremiumPlanQuery = graphql(`
  query UpgradePremiumPlan($examId: Int!, $country: String) {
    premiumPlan(examId: $examId, country: $country) {
      id
      interval
      intervalCount
      trialDays
      price {
        currency
        amount
        trialAmount
        listAmount
      }
    }
  }
`);

export const upgradeToPremiumMutation = graphql(`
  mutation UpgradeToPremium($orderNumber: ID!, $acceptTerms: Boolean!, $token: String) {
    upgradeToPremium(orderNumber: $orderNumber, acceptTerms: $acceptTerms, token: $token) {
      orderNumber
      errors {
        code
      }
    }
  }
`);
