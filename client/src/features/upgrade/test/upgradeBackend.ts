import { type GraphQLResponseBody, graphql, HttpResponse } from 'msw';
import type {
  UpgradeErrorCode,
  UpgradeOrderQuery,
  UpgradeOrderQueryVariables,
  UpgradePremiumPlanQuery,
  UpgradePremiumPlanQueryVariables,
  UpgradeToPremiumMutation,
  UpgradeToPremiumMutationVariables,
} from '../../../__generated__/graphql';
import type { Served } from '../../../../test/served';

/**
 * A stand-in for the server's side of the upgrade, for the upgrade page tests: paid orders and their live
 * subscriptions in memory, shown only to the buyer as the server shows them, the premium plan of the seeded
 * catalogue, and upgrades that replace the current plan with premium. Tests change how it answers.
 */

type OrderAnswer = NonNullable<UpgradeOrderQuery['order']>;

/** An order as UpgradeOrder reads it, its consent's trial days kept flat. */
export type FakeOrder = Omit<OrderAnswer, 'consent'> & { trialDays: OrderAnswer['consent']['trialDays'] };
export type FakeSubscription = Omit<Served<UpgradeOrderQuery>['subscriptions'][number], '__typename'>;
export type FakePremiumPlan = Omit<NonNullable<Served<UpgradePremiumPlanQuery>['premiumPlan']>, '__typename'>;

/** The seeded premium plan: 99.99 USD a year, no trial. */
export const PREMIUM_PLAN: FakePremiumPlan = {
  id: 'bmbti-premium-yearly',
  interval: 'YEAR',
  intervalCount: 1,
  trialDays: 0,
  price: { currency: 'USD', amount: 9999, trialAmount: null, listAmount: null },
};

/** The end of premium the server answers after an upgrade (noon UTC: the same day in every time zone). */
export const PREMIUM_ENDS = '2030-06-15T12:00:00.000Z';

/** The 7-day trial of the monthly plan, as the seeded catalogue sells it. */
export function trialSubscription(fields: Partial<FakeSubscription> = {}): FakeSubscription {
  return {
    id: 'sub-trial',
    status: 'TRIALING',
    tier: 'basic',
    amount: 2999,
    currency: 'USD',
    interval: 'MONTH',
    intervalCount: 1,
    currentPeriodEnd: '2027-03-12T12:00:00.000Z',
    nextChargeAt: '2027-03-12T12:00:00.000Z',
    ...fields,
  };
}

type UpgradeOutcome = 'network' | UpgradeErrorCode;

let orders = new Map<string, FakeOrder>();
let subscriptions = new Map<string, FakeSubscription[]>();
/** Orders this browser may act for (it ordered or paid them); a valid `t` opens any. */
let ownOrders = new Set<string>();
let premiumPlans = new Map<string, FakePremiumPlan | null>();
let upgradeOutcomes: UpgradeOutcome[] = [];
let failingQueries = new Set<string>();
let pauses = new Map<string, Promise<void>>();
const upgradeInputs: UpgradeToPremiumMutationVariables[] = [];
const orderRequests: UpgradeOrderQueryVariables[] = [];
const planRequests: UpgradePremiumPlanQueryVariables[] = [];

export const VALID_TOKEN = 'signed-report-link-token';

export const upgradeBackend = {
  reset() {
    orders = new Map();
    subscriptions = new Map();
    ownOrders = new Set();
    premiumPlans = new Map();
    upgradeOutcomes = [];
    failingQueries = new Set();
    pauses = new Map();
    upgradeInputs.length = 0;
    orderRequests.length = 0;
    planRequests.length = 0;
  },
  /** A paid order of this browser with its subscriptions (a trial by default). */
  seedOrder(order: Partial<FakeOrder> & { orderNumber: string }, subs: FakeSubscription[] = [trialSubscription()], own = true) {
    orders.set(order.orderNumber, { status: 'PAID', country: 'US', trialDays: 7, paidWith: { brand: 'visa', last4: '4242' }, ...order });
    subscriptions.set(order.orderNumber, subs);
    if (own) ownOrders.add(order.orderNumber);
  },
  /** The premium plan for a country (`null`: none is sold there); the seeded one otherwise. */
  setPremiumPlan: (country: string | null, plan: FakePremiumPlan | null) => void premiumPlans.set(country ?? '', plan),
  /** The next upgrade requests answer with these outcomes, one each; success otherwise. */
  upgradeAnswers: (...next: UpgradeOutcome[]) => void upgradeOutcomes.push(...next),
  /** Every request of the query fails with a GraphQL error until `healQuery`. */
  failQuery: (operation: string) => void failingQueries.add(operation),
  healQuery: (operation: string) => void failingQueries.delete(operation),
  /** Holds the answers to `operation` until the returned function is called. */
  pause(operation: string): () => void {
    const gate: { open?: () => void } = {};
    pauses.set(operation, new Promise<void>((resolve) => (gate.open = resolve)));
    return () => {
      pauses.delete(operation);
      gate.open?.();
    };
  },
  upgradeInputs,
  orderRequests,
  planRequests,
};

const graphQLError = () =>
  HttpResponse.json<GraphQLResponseBody<null>>({ errors: [{ message: 'down', extensions: { code: 'INTERNAL_SERVER_ERROR' } }], data: null });
const upgradeAnswer = (orderNumber: string | null, code?: UpgradeErrorCode) =>
  HttpResponse.json<GraphQLResponseBody<Served<UpgradeToPremiumMutation>>>({
    data: {
      upgradeToPremium: {
        __typename: 'UpgradePayload',
        orderNumber,
        errors: code ? [{ __typename: 'UpgradeError', code }] : [],
      },
    },
  });
const mayAct = (orderNumber: string, token: string | null | undefined) => ownOrders.has(orderNumber) || token === VALID_TOKEN;

export const upgradeHandlers = [
  graphql.query<Served<UpgradeOrderQuery>, UpgradeOrderQueryVariables>('UpgradeOrder', async ({ variables }) => {
    await pauses.get('UpgradeOrder');
    orderRequests.push(variables);
    if (failingQueries.has('UpgradeOrder')) return graphQLError();
    const orderNumber = String(variables.orderNumber);
    // As the server: the order and its plans are the buyer's; anyone else finds neither, as for an unknown order.
    const order = mayAct(orderNumber, variables.token) ? orders.get(orderNumber) : undefined;
    const subs = order ? (subscriptions.get(orderNumber) ?? []) : [];
    return HttpResponse.json({
      data: {
        order: order
          ? {
              __typename: 'Order',
              orderNumber: order.orderNumber,
              status: order.status,
              country: order.country,
              consent: { __typename: 'Consent', trialDays: order.trialDays },
              paidWith: order.paidWith ? { __typename: 'PaymentCard', ...order.paidWith } : null,
            }
          : null,
        subscriptions: subs.map((sub) => ({ __typename: 'PlanSubscription', ...sub })),
      },
    });
  }),

  graphql.query<Served<UpgradePremiumPlanQuery>, UpgradePremiumPlanQueryVariables>('UpgradePremiumPlan', ({ variables }) => {
    planRequests.push(variables);
    if (failingQueries.has('UpgradePremiumPlan')) return graphQLError();
    const key = variables.country ?? '';
    const plan = premiumPlans.has(key) ? premiumPlans.get(key) : PREMIUM_PLAN;
    return HttpResponse.json({
      data: { premiumPlan: plan ? { __typename: 'Sku', ...plan, price: { __typename: 'Price', ...plan.price } } : null },
    });
  }),

  graphql.mutation<Served<UpgradeToPremiumMutation>, UpgradeToPremiumMutationVariables>('UpgradeToPremium', async ({ variables }) => {
    await pauses.get('UpgradeToPremium');
    upgradeInputs.push(variables);
    const outcome = upgradeOutcomes.shift();
    if (outcome === 'network') return HttpResponse.error();
    if (outcome) return upgradeAnswer(null, outcome);
    const orderNumber = String(variables.orderNumber);
    if (!variables.acceptTerms) return upgradeAnswer(null, 'TERMS_REQUIRED');
    if (!orders.has(orderNumber) || !mayAct(orderNumber, variables.token)) return upgradeAnswer(null, 'ORDER_NOT_FOUND');
    // Premium replaces the current plan, which ends without another charge.
    subscriptions.set(orderNumber, [
      {
        id: 'sub-premium',
        status: 'ACTIVE',
        tier: 'premium',
        amount: PREMIUM_PLAN.price.amount,
        currency: 'USD',
        interval: 'YEAR',
        intervalCount: 1,
        currentPeriodEnd: PREMIUM_ENDS,
        nextChargeAt: PREMIUM_ENDS,
      },
    ]);
    return upgradeAnswer('premium-order-000000001');
  }),
];
