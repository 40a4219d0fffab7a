import { graphql } from '../../__generated__';

/**
 * Sources of the generated documents of the plan page and the upsell steps. Components import the generated
 * `...Document` and `...FragmentDoc` exports instead of this module: `graphql()` would bring every document of
 * the app into the chunk that calls it.
 */

/** What a plan card shows of a plan. */
export const planOptionFragment = graphql(`
  fragment PlanOption_sku on Sku {
    id
    kind
    interval
    intervalCount
    trialDays
    features
    price {
      currency
      amount
      trialAmount
      listAmount
    }
  }
`);

/** What a review card shows. */
export const reviewCardFragment = graphql(`
  fragment ReviewCard_review on Review {
    id
    name
    typeCode
    rating
    content
    country
    createdAt
    verified
  }
`);

/**
 * The test the plan is for: whether it is finished, where the report goes, and when its introductory prices end.
 * Sent with `errorPolicy: 'all'`: a failing `offerEndsAt` only hides the countdown.
 */
export const planSessionQuery = graphql(`
  query PlanSession($id: ID!) {
    examSession(id: $id) {
      id
      examId
      submittedAt
      offerEndsAt
      form {
        firstName
        email
        country
      }
      result {
        typeCode
      }
    }
  }
`);

/** The one-off report and the plans, priced for the test's country and offer window. */
export const planOffersQuery = graphql(`
  query PlanOffers($examId: Int!, $country: String, $sessionId: ID) {
    reportOffer(examId: $examId, country: $country, sessionId: $sessionId) {
      id
      kind
      features
      interval
      intervalCount
      trialDays
      price {
        currency
        amount
        trialAmount
        listAmount
      }
      ...PlanOption_sku
    }
    plans(examId: $examId, country: $country, sessionId: $sessionId) {
      id
      kind
      features
      interval
      intervalCount
      trialDays
      price {
        currency
        amount
        trialAmount
        listAmount
      }
      ...PlanOption_sku
    }
  }
`);

/** Buyers' reviews: a query of their own, so the plans show even when reviews cannot be loaded. */
export const planReviewsQuery = graphql(`
  query PlanReviews($examId: Int!, $first: Int) {
    reviews(examId: $examId, first: $first) {
      id
      ...ReviewCard_review
    }
  }
`);

/**
 * This week's figures about many people for the notices (never about one buyer), each published only once it rests
 * on enough people; on their own, as decoration that may fail quietly.
 */
export const planActivityQuery = graphql(`
  query PlanActivity($examId: Int!) {
    activity(examId: $examId) {
      kind
      count
    }
  }
`);

export const planPromoCodeQuery = graphql(`
  query PlanPromoCode($code: String!) {
    promoCode(code: $code) {
      code
      percentOff
    }
  }
`);

export const createPlanOrderMutation = graphql(`
  mutation CreatePlanOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      order {
        orderNumber
        status
      }
      alreadyPurchased
      errors {
        code
        field
      }
    }
  }
`);

/**
 * The paid first order the upsell steps build on. Its SKU is read without its id on purpose: the order's plan
 * is priced as it was bought, and keeping it out of the normalised cache leaves the current offers' prices alone.
 */
export const packageOrderQuery = graphql(`
  query PackageOrder($orderNumber: ID!, $token: String) {
    order(orderNumber: $orderNumber, token: $token) {
      orderNumber
      status
      sessionId
      country
      currency
      sku {
        kind
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
      paidWith {
        brand
        last4
      }
    }
  }
`);

/**
 * The offers of the upsell steps, priced like the plans but in the currency the first order was paid in, and the
 * end of the test's offer window.
 */
export const packageOffersQuery = graphql(`
  query PackageOffers($examId: Int!, $country: String, $currency: String, $sessionId: ID!) {
    examSession(id: $sessionId) {
      id
      offerEndsAt
    }
    plans(examId: $examId, country: $country, currency: $currency, sessionId: $sessionId) {
      id
      kind
      step
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
    packages(examId: $examId, country: $country, currency: $currency, sessionId: $sessionId) {
      id
      kind
      step
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

export const buyNextStepMutation = graphql(`
  mutation BuyNextStep($input: BuyNextStepInput!) {
    buyNextStep(input: $input) {
      alreadyPurchased
      result {
        __typename
        ... on PaymentDeclined {
          code
        }
        ... on PaymentRequiresAction {
          actionUrl
          order {
            orderNumber
          }
        }
      }
      errors {
        code
        field
      }
    }
  }
`);
