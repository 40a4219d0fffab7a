import { type GraphQLResponseBody, graphql, HttpResponse } from 'msw';
import type {
  ActivityKind,
  BuyNextStepMutationVariables,
  CreatePlanOrderMutationVariables,
  DeclineCode,
  OrderErrorCode,
  OrderStatus,
  PackageOffersQueryVariables,
  PackageOrderQueryVariables,
  PaymentErrorCode,
  PlanOffersQueryVariables,
  PlanPromoCodeQueryVariables,
  PlanSessionQueryVariables,
} from '../../../__generated__/graphql';

/**
 * A stand-in for the server's checkout API, for the plan and upsell page tests: the offers of the seeded catalogue
 * (spec sections 1 and 9), sessions and orders in memory, and what the pages sent. Tests change how it answers.
 */

type Payload = Record<string, unknown>;

interface FakePrice {
  currency: string;
  amount: number;
  trialAmount: number | null;
  listAmount: number | null;
}

export interface FakeSku {
  id: string;
  kind: 'plan' | 'report' | 'package';
  step: string | null;
  interval: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR' | null;
  intervalCount: number | null;
  trialDays: number;
  features: string[];
  price: FakePrice;
}

export interface FakeSession {
  id: string;
  examId: number;
  submittedAt: string | null;
  offerEndsAt: string | null;
  form: { firstName: string | null; email: string | null; country: string | null } | null;
  typeCode: string | null;
}

export interface FakeOrder {
  orderNumber: string;
  status: OrderStatus;
  sessionId: string;
  country: string | null;
  currency: string;
  /** The plan bought; its billing and price are the matching plan's (the trial plan's, or a plan without a trial) unless given. */
  sku: { kind: string; trialDays: number } & Partial<Pick<FakeSku, 'interval' | 'intervalCount' | 'price'>>;
  paidWith: { brand: string | null; last4: string | null } | null;
}

export interface FakeReview {
  id: string;
  name: string;
  typeCode: string | null;
  rating: number;
  content: string;
  country: string | null;
  createdAt: string;
  verified: boolean;
}

const FEATURES = ['fullReport', 'pdfReport', 'allTests', 'courses', 'dailyQuestion', 'games', 'treeHole'];
const usd = (amount: number, trialAmount: number | null = null, listAmount: number | null = null): FakePrice => ({
  currency: 'USD',
  amount,
  trialAmount,
  listAmount,
});

/** The full report bought once: no subscription, nothing renews. */
export const REPORT_OFFER: FakeSku = {
  id: 'bmbti-report',
  kind: 'report',
  step: null,
  interval: null,
  intervalCount: null,
  trialDays: 0,
  features: ['fullReport', 'pdfReport'],
  price: usd(999),
};

export const TRIAL_PLAN: FakeSku = {
  id: 'bmbti-trial-monthly',
  kind: 'plan',
  step: null,
  interval: 'MONTH',
  intervalCount: 1,
  trialDays: 7,
  features: FEATURES,
  price: usd(2999, 100),
};
export const FOUR_WEEKLY_PLAN: FakeSku = {
  id: 'bmbti-four-weekly',
  kind: 'plan',
  step: null,
  interval: 'WEEK',
  intervalCount: 4,
  trialDays: 0,
  features: FEATURES,
  price: usd(1999, null, 2999),
};
export const WEEKLY_PLAN: FakeSku = {
  id: 'bmbti-weekly',
  kind: 'plan',
  step: null,
  interval: 'WEEK',
  intervalCount: 1,
  trialDays: 0,
  features: FEATURES,
  price: usd(1999),
};

const packageSku = (step: string, amount: number, listAmount: number): FakeSku => ({
  id: `bmbti-package-${step.replace(/_/g, '-')}`,
  kind: 'package',
  step,
  interval: null,
  intervalCount: null,
  trialDays: 0,
  features: [step],
  price: usd(amount, null, listAmount),
});

export const PACKAGES: FakeSku[] = [
  packageSku('add_packs', 499, 999),
  packageSku('depth_content', 799, 1599),
  packageSku('member_exclusive', 999, 1999),
  packageSku('access_product', 299, 599),
];

/** `alreadyPurchasedElsewhere`: bought already, by an order this browser may not read (the server sends no order). */
type CreateOutcome = 'network' | 'alreadyPurchased' | 'alreadyPurchasedElsewhere' | OrderErrorCode;
type BuyOutcome =
  | 'network'
  | 'alreadyPurchased'
  | 'processing'
  | { declined: DeclineCode }
  | { requiresAction: string | null }
  | PaymentErrorCode;

let sessions = new Map<string, FakeSession>();
let orders = new Map<string, FakeOrder>();
let plans: FakeSku[] = [];
let reportOffer: FakeSku | null = null;
let packages: FakeSku[] = [];
let reviews: FakeReview[] = [];
/** The server's published figures for the notices (it publishes none below 20 people). */
let activity: { kind: ActivityKind; count: number }[] = [];
let promoCodes = new Map<string, number>();
let createOutcomes: CreateOutcome[] = [];
let buyOutcomes: BuyOutcome[] = [];
let pauses = new Map<string, Promise<void>>();
let failingQueries = new Set<string>();
let counter = 0;
const createInputs: CreatePlanOrderMutationVariables['input'][] = [];
const buyInputs: BuyNextStepMutationVariables['input'][] = [];
const packageOrderRequests: PackageOrderQueryVariables[] = [];
const offerRequests: PlanOffersQueryVariables[] = [];

export const checkoutBackend = {
  reset() {
    sessions = new Map();
    orders = new Map();
    plans = [TRIAL_PLAN, FOUR_WEEKLY_PLAN, WEEKLY_PLAN];
    reportOffer = REPORT_OFFER;
    packages = [...PACKAGES];
    reviews = [];
    activity = [];
    promoCodes = new Map([['WELCOME10', 10]]);
    createOutcomes = [];
    buyOutcomes = [];
    pauses = new Map();
    failingQueries = new Set();
    counter = 0;
    createInputs.length = 0;
    buyInputs.length = 0;
    packageOrderRequests.length = 0;
    offerRequests.length = 0;
  },
  /** A finished test with its form saved, unless told otherwise. */
  seedSession(session: Partial<FakeSession> & { id: string }): FakeSession {
    const full: FakeSession = {
      examId: 1754,
      submittedAt: '2026-11-22T10:00:00.000Z',
      offerEndsAt: null,
      form: { firstName: 'Ana', email: 'ana@example.com', country: 'PT' },
      typeCode: 'INFJ',
      ...session,
    };
    sessions.set(full.id, full);
    return full;
  },
  seedOrder(order: Partial<FakeOrder> & { orderNumber: string; sessionId: string }): FakeOrder {
    const full: FakeOrder = {
      status: 'PAID',
      country: 'PT',
      currency: 'USD',
      sku: { kind: 'plan', trialDays: 7 },
      paidWith: { brand: 'visa', last4: '4242' },
      ...order,
    };
    orders.set(full.orderNumber, full);
    return full;
  },
  setPlans: (next: FakeSku[]) => void (plans = next),
  /** The one-off report the plan page offers beside the plans; null when the exam does not sell it. */
  setReportOffer: (next: FakeSku | null) => void (reportOffer = next),
  setPackages: (next: FakeSku[]) => void (packages = next),
  setReviews: (next: FakeReview[]) => void (reviews = next),
  setActivity: (next: typeof activity) => void (activity = next),
  /** The next createOrder requests answer with these outcomes, one each. */
  createOrderAnswers: (...next: CreateOutcome[]) => void createOutcomes.push(...next),
  /** The next buyNextStep requests answer with these outcomes, one each; success otherwise. */
  buyAnswers: (...next: BuyOutcome[]) => void buyOutcomes.push(...next),
  /** Every request of the query fails with a GraphQL error until the test ends. */
  failQuery: (operation: string) => void failingQueries.add(operation),
  /** Holds the answers to `operation` until the returned function is called. */
  pause(operation: string): () => void {
    const gate: { open?: () => void } = {};
    pauses.set(operation, new Promise<void>((resolve) => (gate.open = resolve)));
    return () => {
      pauses.delete(operation);
      gate.open?.();
    };
  },
  createInputs,
  buyInputs,
  /** The variables of each PackageOrder query: an e-mailed link's `t` goes with them. */
  packageOrderRequests,
  offerRequests,
};

const skuPayload = (sku: FakeSku) => ({ __typename: 'Sku', ...sku, price: { __typename: 'Price', ...sku.price } });
function skuOfOrder(sku: FakeOrder['sku']) {
  const like = sku.trialDays > 0 ? TRIAL_PLAN : FOUR_WEEKLY_PLAN;
  const price = sku.price ?? like.price;
  return { __typename: 'Sku', interval: like.interval, intervalCount: like.intervalCount, ...sku, price: { __typename: 'Price', ...price } };
}
const graphQLError = () =>
  HttpResponse.json<GraphQLResponseBody<Payload>>({ errors: [{ message: 'down', extensions: { code: 'INTERNAL_SERVER_ERROR' } }], data: null });
const orderError = (code: OrderErrorCode) => ({ __typename: 'OrderError', code, field: null, message: `server text for ${code}` });
const orderAnswer = (fields: Payload) =>
  HttpResponse.json({ data: { createOrder: { __typename: 'OrderPayload', order: null, alreadyPurchased: false, errors: [], ...fields } } });
const buyAnswer = (fields: Payload) =>
  HttpResponse.json({ data: { buyNextStep: { __typename: 'BuyNextStepPayload', result: null, alreadyPurchased: false, errors: [], ...fields } } });
const paymentError = (code: PaymentErrorCode) => ({ __typename: 'PaymentError', code, field: null, message: `server text for ${code}` });

export const checkoutHandlers = [
  graphql.query<Payload, PlanSessionQueryVariables>('PlanSession', ({ variables }) => {
    if (failingQueries.has('PlanSession')) return graphQLError();
    const session = sessions.get(String(variables.id));
    return HttpResponse.json({
      data: {
        examSession: session
          ? {
              __typename: 'ExamSession',
              id: session.id,
              examId: session.examId,
              submittedAt: session.submittedAt,
              offerEndsAt: session.offerEndsAt,
              form: session.form ? { __typename: 'ReportForm', ...session.form } : null,
              result:
                session.submittedAt && session.typeCode
                  ? { __typename: 'Result', typeCode: session.typeCode }
                  : null,
            }
          : null,
      },
    });
  }),

  graphql.query<Payload, PlanOffersQueryVariables>('PlanOffers', ({ variables }) => {
    offerRequests.push(variables);
    if (failingQueries.has('PlanOffers')) return graphQLError();
    return HttpResponse.json({ data: { reportOffer: reportOffer && skuPayload(reportOffer), plans: plans.map(skuPayload) } });
  }),

  graphql.query('PlanReviews', () => {
    if (failingQueries.has('PlanReviews')) return graphQLError();
    return HttpResponse.json({ data: { reviews: reviews.map((review) => ({ __typename: 'Review', ...review })) } });
  }),

  graphql.query('PlanActivity', () =>
    HttpResponse.json({ data: { activity: activity.map((figure) => ({ __typename: 'ActivityFigure', ...figure })) } }),
  ),

  graphql.query<Payload, PlanPromoCodeQueryVariables>('PlanPromoCode', ({ variables }) => {
    const percentOff = promoCodes.get(variables.code);
    return HttpResponse.json({
      data: { promoCode: percentOff === undefined ? null : { __typename: 'PromoCode', code: variables.code, percentOff } },
    });
  }),

  graphql.mutation<Payload, CreatePlanOrderMutationVariables>('CreatePlanOrder', async ({ variables }) => {
    await pauses.get('CreatePlanOrder');
    const { input } = variables;
    createInputs.push(input);
    const outcome = createOutcomes.shift();
    if (outcome === 'network') return HttpResponse.error();
    const sku = [...plans, ...(reportOffer ? [reportOffer] : [])].find((offer) => offer.id === input.skuId);
    const errors: OrderErrorCode[] = [];
    if (outcome && outcome !== 'alreadyPurchased' && outcome !== 'alreadyPurchasedElsewhere') errors.push(outcome);
    if (!input.acceptTerms) errors.push('TERMS_REQUIRED');
    if (sku?.interval && !input.acceptRenewal) errors.push('RENEWAL_CONSENT_REQUIRED');
    if (!sku) errors.push('SKU_NOT_FOUND');
    if (errors.length) return orderAnswer({ errors: errors.map(orderError) });
    if (outcome === 'alreadyPurchasedElsewhere') return orderAnswer({ alreadyPurchased: true });
    counter += 1;
    const orderNumber = `order${String(counter).padStart(12, '0')}`;
    const status = outcome === 'alreadyPurchased' ? 'PAID' : 'CREATED';
    return orderAnswer({ order: { __typename: 'Order', orderNumber, status }, alreadyPurchased: outcome === 'alreadyPurchased' });
  }),

  graphql.query<Payload, PackageOrderQueryVariables>('PackageOrder', ({ variables }) => {
    packageOrderRequests.push(variables);
    const order = orders.get(String(variables.orderNumber));
    return HttpResponse.json({
      data: {
        order: order
          ? {
              __typename: 'Order',
              ...order,
              sku: skuOfOrder(order.sku),
              paidWith: order.paidWith ? { __typename: 'PaymentCard', ...order.paidWith } : null,
            }
          : null,
      },
    });
  }),

  graphql.query<Payload, PackageOffersQueryVariables>('PackageOffers', ({ variables }) => {
    const session = sessions.get(String(variables.sessionId));
    return HttpResponse.json({
      data: {
        examSession: session ? { __typename: 'ExamSession', id: session.id, offerEndsAt: session.offerEndsAt } : null,
        plans: plans.map(skuPayload),
        packages: packages.map(skuPayload),
      },
    });
  }),

  graphql.mutation<Payload, BuyNextStepMutationVariables>('BuyNextStep', async ({ variables }) => {
    await pauses.get('BuyNextStep');
    const { input } = variables;
    buyInputs.push(input);
    const outcome = buyOutcomes.shift();
    if (outcome === 'network') return HttpResponse.error();
    counter += 1;
    const order = { __typename: 'Order', orderNumber: `next${String(counter).padStart(12, '0')}`, status: 'PAID' };
    if (outcome === 'alreadyPurchased') return buyAnswer({ alreadyPurchased: true });
    if (outcome === 'processing') return buyAnswer({ result: { __typename: 'PaymentProcessing', order: { ...order, status: 'PENDING' } } });
    if (typeof outcome === 'object' && 'declined' in outcome) {
      return buyAnswer({ result: { __typename: 'PaymentDeclined', code: outcome.declined, order: { ...order, status: 'FAILED' } } });
    }
    if (typeof outcome === 'object') {
      return buyAnswer({ result: { __typename: 'PaymentRequiresAction', actionUrl: outcome.requiresAction, order: { ...order, status: 'PENDING' } } });
    }
    if (outcome) return buyAnswer({ errors: [paymentError(outcome)] });
    return buyAnswer({ result: { __typename: 'PaymentSucceeded', order } });
  }),
];
