import { type GraphQLResponseBody, graphql, HttpResponse } from 'msw';
import type {
  ConfirmPaymentMutation,
  ConfirmPaymentMutationVariables,
  DeclineCode,
  OrderErrorCode,
  PaymentErrorCode,
  PaymentMethodKind,
  PaymentOrderQuery,
  PaymentOrderQueryVariables,
  PaymentOutcome_PayloadFragment,
  PaymentReceiptQuery,
  PaymentReceiptQueryVariables,
  PaymentSetupQuery,
  PaymentSetupQueryVariables,
  PaymentStatusQuery,
  PaymentStatusQueryVariables,
  PayOrderInput,
  PayOrderMutation,
  PayOrderMutationVariables,
  UpdateOrderEmailMutation,
  UpdateOrderEmailMutationVariables,
} from '../../../__generated__/graphql';
import type { Served } from '../../../../test/served';

/**
 * A stand-in for the server's payment API in component tests: orders in memory, a sandbox processor that reads
 * the tokens as the real one does, and scripted answers for the status check. Tests read what it received. As the
 * server, it answers about an order only its buyer: this browser (the default), or an e-mailed link's LINK_TOKEN.
 */

/** An order as the server sends it: every field the payment page and the receipt read. */
type OrderAnswer = NonNullable<Served<PaymentOrderQuery>['order']> & NonNullable<Served<PaymentReceiptQuery>['order']>;
export type FakeOrder = Omit<OrderAnswer, '__typename'>;

/** What a payment step answers. */
export type FakeOutcome =
  | { kind: 'succeeded' }
  | { kind: 'processing' }
  | { kind: 'requiresAction'; actionUrl?: string | null; clientSecret?: string | null; method?: PaymentMethodKind; awaitsApproval?: boolean }
  | { kind: 'declined'; code: DeclineCode }
  | { kind: 'rejected'; code: PaymentErrorCode };

type Failure = 'network' | 'rateLimited';

export const ORDER_NUMBER = 'ord7Hk2Lq9Zx4Pw1';
/** The `t` of the e-mailed link to ORDER_NUMBER's report. */
export const LINK_TOKEN = 'signedReportLinkToken01';
export const CHALLENGE_URL = '/pay/sandbox/challenge/sbx_pi_abcdefghijkl';
export const PAYPAL_URL = 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T';
/** The built-in sandbox's own PayPal approval page (test mode). */
export const SANDBOX_PAYPAL_URL = '/pay/sandbox/paypal/sbx_pi_mnopqrstuvwx';

/** A 7-day trial at 1 USD, then 29.99 USD a month (spec sections 1 and 9). */
export function trialOrder(overrides: Partial<FakeOrder> = {}): FakeOrder {
  return {
    orderNumber: ORDER_NUMBER,
    status: 'CREATED',
    email: 'ana@example.com',
    currency: 'USD',
    subtotal: 100,
    discount: 0,
    tax: 0,
    total: 100,
    promoCode: null,
    sku: { id: 'bmbti-trial-monthly', kind: 'plan', step: null },
    consent: {
      trialDays: 7,
      renewalAmount: 2999,
      interval: 'MONTH',
      intervalCount: 1,
      firstChargeAt: '2026-11-29T10:00:00.000Z',
    },
    paidAt: null,
    paidWith: null,
    ...overrides,
  };
}

let orders = new Map<string, FakeOrder>();
/** Orders this browser made or paid. */
let own = new Set<string>();
let setup: PaymentSetupQuery['paymentSetup'] = { cardProvider: 'sandbox', stripePublishableKey: null, methods: ['CARD'] };
let paypalUrl = PAYPAL_URL;
let failures = new Map<string, Failure[]>();
let pauses = new Map<string, Promise<void>>();
let checkScript: FakeOutcome[] = [];
let payScript: FakeOutcome[] = [];
const payInputs: PayOrderInput[] = [];
const confirmInputs: ConfirmPaymentMutationVariables['input'][] = [];
/** The variables of the order's reads (PaymentOrder, PaymentReceipt, PaymentStatus, ConfirmPayment), as sent. */
const readRequests: { operation: string; orderNumber: string; token: string | null }[] = [];
const emailInputs: UpdateOrderEmailMutationVariables['input'][] = [];
const calls: string[] = [];

const TOKEN_OUTCOMES: Readonly<Record<string, FakeOutcome>> = {
  ok: { kind: 'succeeded' },
  decline: { kind: 'declined', code: 'CARD_DECLINED' },
  funds: { kind: 'declined', code: 'INSUFFICIENT_FUNDS' },
  '3ds': { kind: 'requiresAction', actionUrl: CHALLENGE_URL },
  fail_charge: { kind: 'declined', code: 'CARD_DECLINED' },
};

function orderPayload(order: FakeOrder): OrderAnswer {
  return {
    __typename: 'Order',
    ...order,
    sku: { __typename: 'Sku', ...order.sku },
    consent: { __typename: 'Consent', ...order.consent },
    paidWith: order.paidWith ? { __typename: 'PaymentCard', ...order.paidWith } : null,
  };
}

function payload(outcome: FakeOutcome): Served<PaymentOutcome_PayloadFragment> {
  switch (outcome.kind) {
    case 'succeeded':
      return { __typename: 'PayOrderPayload', result: { __typename: 'PaymentSucceeded' }, errors: [] };
    case 'processing':
      return { __typename: 'PayOrderPayload', result: { __typename: 'PaymentProcessing' }, errors: [] };
    case 'requiresAction':
      return {
        __typename: 'PayOrderPayload',
        result: {
          __typename: 'PaymentRequiresAction',
          actionUrl: outcome.actionUrl ?? null,
          clientSecret: outcome.clientSecret ?? null,
          method: outcome.method ?? 'CARD',
          awaitsApproval: outcome.awaitsApproval ?? false,
        },
        errors: [],
      };
    case 'declined':
      return { __typename: 'PayOrderPayload', result: { __typename: 'PaymentDeclined', code: outcome.code }, errors: [] };
    case 'rejected':
      return {
        __typename: 'PayOrderPayload',
        result: null,
        errors: [{ __typename: 'PaymentError', code: outcome.code, field: null }],
      };
  }
}

function emailRefused(code: OrderErrorCode, field: string): GraphQLResponseBody<Served<UpdateOrderEmailMutation>> {
  return {
    data: {
      updateOrderEmail: {
        __typename: 'OrderPayload',
        order: null,
        errors: [{ __typename: 'OrderError', code, field }],
      },
    },
  };
}

/** Waits while the test holds `operation`, then tells whether its next request fails. */
async function nextFailure(operation: string): Promise<Failure | undefined> {
  calls.push(operation);
  await pauses.get(operation);
  return failures.get(operation)?.shift();
}

function failWith(failure: Failure) {
  if (failure === 'network') return HttpResponse.error();
  return HttpResponse.json<GraphQLResponseBody<null>>({
    data: null,
    errors: [{ message: 'Too many failed payment attempts', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 900 } }],
  });
}

/** The order for its buyer; anyone else gets what an unknown order gets. */
function readable(operation: string, orderNumber: string, token: string | null | undefined): FakeOrder | undefined {
  readRequests.push({ operation, orderNumber, token: token ?? null });
  return own.has(orderNumber) || token === LINK_TOKEN ? orders.get(orderNumber) : undefined;
}

/** The next answer of the status check: the script in order, its last entry repeated. */
function nextCheck(operation: string, orderNumber: string, token: string | null | undefined): FakeOutcome {
  if (!readable(operation, orderNumber, token)) return { kind: 'rejected', code: 'ORDER_NOT_FOUND' };
  const outcome = checkScript.length > 1 ? checkScript.shift()! : (checkScript[0] ?? { kind: 'processing' });
  return outcome;
}

export const paymentBackend = {
  reset() {
    orders = new Map();
    own = new Set();
    setup = { cardProvider: 'sandbox', stripePublishableKey: null, methods: ['CARD'] };
    paypalUrl = PAYPAL_URL;
    failures = new Map();
    pauses = new Map();
    checkScript = [];
    payScript = [];
    payInputs.length = 0;
    confirmInputs.length = 0;
    readRequests.length = 0;
    emailInputs.length = 0;
    calls.length = 0;
  },
  /** An order of this browser, or (`ownBrowser: false`) of the buyer's other browser, opened here by an e-mailed link. */
  seedOrder(order: FakeOrder = trialOrder(), { ownBrowser = true } = {}): FakeOrder {
    orders.set(order.orderNumber, order);
    if (ownBrowser) own.add(order.orderNumber);
    return order;
  },
  order: (orderNumber: string) => orders.get(orderNumber),
  offer(methods: PaymentMethodKind[], cardProvider: string | null = 'sandbox', stripePublishableKey: string | null = null) {
    setup = { cardProvider, stripePublishableKey, methods };
  },
  /** The embedded default: the sandbox takes all four methods, PayPal with its own approval page. */
  offerSandbox() {
    setup = { cardProvider: 'sandbox', stripePublishableKey: null, methods: ['CARD', 'PAYPAL', 'APPLE_PAY', 'GOOGLE_PAY'] };
    paypalUrl = SANDBOX_PAYPAL_URL;
  },
  /** What confirmPayment and paymentStatus answer, one entry per call, the last one repeated. */
  scriptCheck(...outcomes: FakeOutcome[]) {
    checkScript = [...outcomes];
  },
  /** What the next payOrder calls answer, whatever their token (a processor other than the sandbox). */
  scriptPay(...outcomes: FakeOutcome[]) {
    payScript = [...outcomes];
  },
  /** The next requests of `operation` fail, one failure each. */
  fail(operation: string, ...next: Failure[]) {
    failures.set(operation, [...(failures.get(operation) ?? []), ...next]);
  },
  /** Holds the answers to `operation` until the returned function is called. */
  pause(operation: string): () => void {
    const gate: { open?: () => void } = {};
    pauses.set(operation, new Promise<void>((resolve) => (gate.open = resolve)));
    return () => {
      pauses.delete(operation);
      gate.open?.();
    };
  },
  payInputs,
  /** confirmPayment's inputs, as sent. */
  confirmInputs,
  readRequests,
  emailInputs,
  /** Operation names in the order they were received. */
  calls,
};

export const paymentHandlers = [
  graphql.query<Served<PaymentOrderQuery>, PaymentOrderQueryVariables>('PaymentOrder', async ({ variables }) => {
    const failure = await nextFailure('PaymentOrder');
    if (failure) return failWith(failure);
    const order = readable('PaymentOrder', String(variables.orderNumber), variables.token);
    return HttpResponse.json({ data: { order: order ? orderPayload(order) : null } });
  }),

  graphql.query<Served<PaymentReceiptQuery>, PaymentReceiptQueryVariables>('PaymentReceipt', async ({ variables }) => {
    const failure = await nextFailure('PaymentReceipt');
    if (failure) return failWith(failure);
    const order = readable('PaymentReceipt', String(variables.orderNumber), variables.token);
    return HttpResponse.json({ data: { order: order ? orderPayload(order) : null } });
  }),

  graphql.query<Served<PaymentSetupQuery>, PaymentSetupQueryVariables>('PaymentSetup', async () => {
    const failure = await nextFailure('PaymentSetup');
    if (failure) return failWith(failure);
    return HttpResponse.json({ data: { paymentSetup: { __typename: 'PaymentSetup', ...setup } } });
  }),

  graphql.mutation<Served<PayOrderMutation>, PayOrderMutationVariables>('PayOrder', async ({ variables }) => {
    const failure = await nextFailure('PayOrder');
    payInputs.push(variables.input);
    if (failure) return failWith(failure);
    const order = orders.get(String(variables.input.orderNumber));
    const { method, paymentToken } = variables.input;
    let outcome: FakeOutcome;
    const scripted = payScript.shift();
    if (scripted) outcome = scripted;
    else if (!order) outcome = { kind: 'rejected', code: 'ORDER_NOT_FOUND' };
    else if (!setup.methods.includes(method)) outcome = { kind: 'rejected', code: 'METHOD_UNAVAILABLE' };
    else if (method === 'PAYPAL') outcome = { kind: 'requiresAction', actionUrl: paypalUrl, method: 'PAYPAL', awaitsApproval: true };
    else if (/^sbxw\.(apple_pay|google_pay)\.[A-Za-z0-9_-]{8,40}$/.test(paymentToken)) outcome = { kind: 'succeeded' };
    else outcome = TOKEN_OUTCOMES[/^sbx\.([a-z0-9_]+)\./.exec(paymentToken)?.[1] ?? ''] ?? { kind: 'declined', code: 'INVALID_PAYMENT_METHOD' };
    if (order && outcome.kind === 'succeeded') order.status = 'PAID';
    // The browser whose charge goes through is the buyer's from then on; a refused stranger learns nothing.
    if (order && outcome.kind !== 'declined' && outcome.kind !== 'rejected') own.add(order.orderNumber);
    if (order && !own.has(order.orderNumber) && variables.input.token !== LINK_TOKEN) outcome = { kind: 'rejected', code: 'ORDER_NOT_FOUND' };
    return HttpResponse.json({ data: { payOrder: payload(outcome) } });
  }),

  graphql.mutation<Served<ConfirmPaymentMutation>, ConfirmPaymentMutationVariables>('ConfirmPayment', async ({ variables }) => {
    const failure = await nextFailure('ConfirmPayment');
    confirmInputs.push(variables.input);
    if (failure) return failWith(failure);
    return HttpResponse.json({ data: { confirmPayment: payload(nextCheck('ConfirmPayment', String(variables.input.orderNumber), variables.input.token)) } });
  }),

  graphql.query<Served<PaymentStatusQuery>, PaymentStatusQueryVariables>('PaymentStatus', async ({ variables }) => {
    const failure = await nextFailure('PaymentStatus');
    if (failure) return failWith(failure);
    return HttpResponse.json({ data: { paymentStatus: payload(nextCheck('PaymentStatus', String(variables.orderNumber), variables.token)) } });
  }),

  graphql.mutation<Served<UpdateOrderEmailMutation>, UpdateOrderEmailMutationVariables>('UpdateOrderEmail', async ({ variables }) => {
    const failure = await nextFailure('UpdateOrderEmail');
    emailInputs.push(variables.input);
    if (failure) return failWith(failure);
    const order = orders.get(String(variables.input.orderNumber));
    if (!order) return HttpResponse.json(emailRefused('ORDER_NOT_FOUND', 'orderNumber'));
    if (!variables.input.email.includes('.')) return HttpResponse.json(emailRefused('INVALID_EMAIL', 'email'));
    order.email = variables.input.email;
    return HttpResponse.json({
      data: {
        updateOrderEmail: {
          __typename: 'OrderPayload',
          order: { __typename: 'Order', orderNumber: order.orderNumber, email: order.email },
          errors: [],
        },
      },
    });
  }),
];
