import { type GraphQLResponseBody, graphql, HttpResponse } from 'msw';
import type {
  BuyNextStepMutation,
  BuyNextStepMutationVariables,
  CreatePlanOrderMutation,
  CreatePlanOrderMutationVariables,
  DeclineCode,
  OrderErrorCode,
  PackageOffersQuery,
  PackageOffersQueryVariables,
  PackageOrderQuery,
  PackageOrderQueryVariables,
  PaymentErrorCode,
  PlanActivityQuery,
  PlanActivityQueryVariables,
  PlanOffersQuery,
  PlanOffersQueryVariables,
  PlanPromoCodeQuery,
  PlanPromoCodeQueryVariables,
  PlanReviewsQuery,
  PlanReviewsQueryVariables,
  PlanSessionQuery,
  PlanSessionQueryVariables,
} from '../../../__generated__/graphql';
import type { Served } from '../../../../test/served';

/**
 * A stand-in for the server's checkout API, for the plan and upsell page tests: the offers of the seeded catalogue
 * (spec sections 1 and 9), sessions and orders in memory, and what the pages sent. Tests change how it answers.
 */

/** A sku with every field the offers queries (PlanOffers and PackageOffers) read, and the kind the fakes switch on. */
export type FakeSku = Omit<Served<PlanOffersQuery['plans'][number]> & Served<PackageOffersQuery['packages'][number]>, '__typename' | 'kind'> & {
  kind: 'plan' | 'report' | 'package';
};
type FakePrice = FakeSku['price'];

type SessionAnswer = NonNullable<PlanSessionQuery['examSession']>;
export type FakeSession = Pick<SessionAnswer, 'id' | 'examId' | 'submittedAt' | 'offerEndsAt' | 'form'> & {
  /** The result's type, once the test is finished. */
  typeCode: string | null;
};

type OrderAnswer = NonNullable<PackageOrderQuery['order']>;
export type FakeOrder = Omit<OrderAnswer, 'sku'> & {
  /** The plan bought; its billing and price are the matching plan's (the trial plan's, or a plan without a trial) unless given. */
  sku: Pick<OrderAnswer['sku'], 'kind' | 'trialDays'> & Partial<Pick<OrderAnswer['sku'], 'interval' | 'intervalCount' | 'price'>>;
};

export type FakeReview = Omit<Served<PlanReviewsQuery['reviews'][number]>, '__typename'>;

const FEATURES = ['fullReport', 'pdfReport', 'courses', 'dailyQuestion', 'games', 'treeHole'];
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
let activity: PlanActivityQuery['activity'] = [];
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
function skuOfOrder(sku: FakeOrder['sku']): Served<OrderAnswer['sku']> {
  const like = sku.trialDays > 0 ? TRIAL_PLAN : FOUR_WEEKLY_PLAN;
  const price = sku.price ?? like.price;
  return { __typename: 'Sku', interval: like.interval, intervalCount: like.intervalCount, ...sku, price: { __typename: 'Price', ...price } };
}
type CreateAnswer = Served<CreatePlanOrderMutation>['createOrder'];
type BuyAnswer = NonNullable<Served<BuyNextStepMutation>['buyNextStep']>;

const graphQLError = () =>
  HttpResponse.json<GraphQLResponseBody<null>>({ errors: [{ message: 'down', extensions: { code: 'INTERNAL_SERVER_ERROR' } }], data: null });
const orderError = (code: OrderErrorCode): CreateAnswer['errors'][number] => ({ __typename: 'OrderError', code, field: null });
const orderAnswer = (fields: Partial<CreateAnswer>) =>
  HttpResponse.json<GraphQLResponseBody<Served<CreatePlanOrderMutation>>>({
    data: { createOrder: { __typename: 'OrderPayload', order: null, alreadyPurchased: false, errors: [], ...fields } },
  });
const buyAnswer = (fields: Partial<BuyAnswer>) =>
  HttpResponse.json<GraphQLResponseBody<Served<BuyNextStepMutation>>>({
    data: { buyNextStep: { __typename: 'BuyNextStepPayload', result: null, alreadyPurchased: false, errors: [], ...fields } },
  });
const paymentError = (code: PaymentErrorCode): BuyAnswer['errors'][number] => ({ __typename: 'PaymentError', code, field: null });

export const checkoutHandlers = [
  graphql.query<Served<PlanSessionQuery>, PlanSessionQueryVariables>('PlanSession', ({ variables }) => {
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

  graphql.query<Served<PlanOffersQuery>, PlanOffersQueryVariables>('PlanOffers', ({ variables }) => {
    offerRequests.push(variables);
    if (failingQueries.has('PlanOffers')) return graphQLError();
    return HttpResponse.json({ data: { reportOffer: reportOffer && skuPayload(reportOffer), plans: plans.map(skuPayload) } });
  }),

  graphql.query<Served<PlanReviewsQuery>, PlanReviewsQueryVariables>('PlanReviews', () => {
    if (failingQueries.has('PlanReviews')) return graphQLError();
    return HttpResponse.json({ data: { reviews: reviews.map((review) => ({ __typename: 'Review', ...review })) } });
  }),

  graphql.query<Served<PlanActivityQuery>, PlanActivityQueryVariables>('PlanActivity', () =>
    HttpResponse.json({ data: { activity: activity.map((figure) => ({ __typename: 'ActivityFigure', ...figure })) } }),
  ),

  graphql.query<Served<PlanPromoCodeQuery>, PlanPromoCodeQueryVariables>('PlanPromoCode', ({ variables }) => {
    const percentOff = promoCodes.get(variables.code);
    return HttpResponse.json({
      data: { promoCode: percentOff === undefined ? null : { __typename: 'PromoCode', code: variables.code, percentOff } },
    });
  }),

  graphql.mutation<Served<CreatePlanOrderMutation>, CreatePlanOrderMutationVariables>('CreatePlanOrder', async ({ variables }) => {
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

  graphql.query<Served<PackageOrderQuery>, PackageOrderQueryVariables>('PackageOrder', ({ variables }) => {
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

  graphql.query<Served<PackageOffersQuery>, PackageOffersQueryVariables>('PackageOffers', ({ variables }) => {
    const session = sessions.get(String(variables.sessionId));
    return HttpResponse.json({
      data: {
        examSession: session ? { __typename: 'ExamSession', id: session.id, offerEndsAt: session.offerEndsAt } : null,
        plans: plans.map(skuPayload),
        packages: packages.map(skuPayload),
      },
    });
  }),

  graphql.mutation<Served<BuyNextStepMutation>, BuyNextStepMutationVariables>('BuyNextStep', async ({ variables }) => {
    await pauses.get('BuyNextStep');
    const { input } = variables;
    buyInputs.push(input);
    const outcome = buyOutcomes.shift();
    if (outcome === 'network') return HttpResponse.error();
    counter += 1;
    const order = { __typename: 'Order', orderNumber: `next${String(counter).padStart(12, '0')}` };
    if (outcome === 'alreadyPurchased') return buyAnswer({ alreadyPurchased: true });
    if (outcome === 'processing') return buyAnswer({ result: { __typename: 'PaymentProcessing' } });
    if (typeof outcome === 'object' && 'declined' in outcome) {
      return buyAnswer({ result: { __typename: 'PaymentDeclined', code: outcome.declined } });
    }
    if (typeof outcome === 'object') {
      return buyAnswer({ result: { __typename: 'PaymentRequiresAction', actionUrl: outcome.requiresAction, order } });
    }
    if (outcome) return buyAnswer({ errors: [paymentError(outcome)] });
    return buyAnswer({ result: { __typename: 'PaymentSucceeded' } });
  }),
];
