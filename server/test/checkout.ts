import type { FastifyInstance } from 'fastify';
import { readContent } from '../seeds/content';
import type { ItemBank } from '../seeds/bmbti';
import { gql } from './runtime';

const bank = readContent<ItemBank>('bmbti', 'items.json')!;

/** A finished test, as the REST one-call path makes it; returns its session id. */
export async function finishedSession(app: FastifyInstance, country = 'US'): Promise<string> {
  const answers = Object.fromEntries(bank.items.map((i, n) => [i.id, (n % 7) - 3]));
  const res = await app.inject({ method: 'POST', url: '/exam/order/info', payload: { appExamId: 1754, lang: 'en-US', answers, email: 'buyer@example.com', country } });
  return res.json().data.sessionId as string;
}

/** Sandbox card tokens, as the browser's sandbox card form makes them from the test card numbers. */
export const CARDS = {
  ok: 'sbx.ok.visa.4242.testnonce01',
  decline: 'sbx.decline.visa.0002.testnonce02',
  funds: 'sbx.funds.visa.9995.testnonce03',
  threeDs: 'sbx.3ds.visa.3155.testnonce04',
  failCharge: 'sbx.fail_charge.visa.0341.testnonce05',
};

/** The viewer cookie of the test buyer's browser: orders and payments made with it are this browser's. */
export const BUYER = { cookie: 'is_vk=TestBuyerBrowserKey000A' } as const;

export const ORDER_FIELDS = `order { orderNumber status total currency subtotal discount email sessionId
  sku { id price { amount trialAmount currency } } consent { renewalAccepted amountToday renewalAmount trialDays firstChargeAt textVersion } }
  alreadyPurchased errors { code field }`;

export async function createOrder(app: FastifyInstance, input: Record<string, unknown>) {
  const { body } = await gql(app, `mutation($i: CreateOrderInput!) { createOrder(input: $i) { ${ORDER_FIELDS} } }`, { i: input }, BUYER);
  return (body.data as { createOrder: { order: { orderNumber: string; status: string; total: number } & Record<string, any> | null; alreadyPurchased: boolean; errors: { code: string; field: string }[] } }).createOrder; // oxlint-disable-line typescript/no-explicit-any -- nested JSON in tests
}

const PAY_RESULT = `result { __typename ... on PaymentSucceeded { order { status } } ... on PaymentDeclined { code order { status } }
  ... on PaymentRequiresAction { actionUrl order { status } } ... on PaymentProcessing { order { status } } } errors { code }`;

export async function pay(app: FastifyInstance, orderNumber: string, paymentToken: string, remoteAddress = '127.0.0.1') {
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress,
    headers: { 'content-type': 'application/json', ...BUYER },
    payload: { query: `mutation($i: PayOrderInput!) { payOrder(input: $i) { ${PAY_RESULT} } }`, variables: { i: { orderNumber, method: 'CARD', paymentToken } } },
  });
  const body = res.json() as { data?: { payOrder: PayResult }; errors?: { extensions: { code: string } }[] };
  return { ...body.data?.payOrder, gqlError: body.errors?.[0]?.extensions.code } as PayResult & { gqlError?: string };
}

export interface PayResult {
  result: { __typename: string; code?: string; actionUrl?: string; order: { status: string } } | null;
  errors: { code: string }[];
}

/** Confirms as the test buyer's browser: a payment's answers go to those who may read the order. */
export async function confirm(app: FastifyInstance, orderNumber: string) {
  const { body } = await gql(app, `mutation($i: ConfirmPaymentInput!) { confirmPayment(input: $i) { ${PAY_RESULT} } }`, { i: { orderNumber } }, BUYER);
  return (body.data as { confirmPayment: PayResult }).confirmPayment;
}
