import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { finishedTestWithForm } from './api';

async function graphql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await request.post('/graphql', { data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(`GraphQL answered ${res.status()}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * A finished test, its trial order and the sandbox payment with 4242, made through the product's API with the
 * browser context's own request object, so this browser holds the viewer cookie as if it had paid on the pages.
 */
export async function paidTrial(request: APIRequestContext, email: string, country = 'US'): Promise<{ orderNumber: string; sessionId: string }> {
  const sessionId = await finishedTestWithForm(request, { firstName: 'Ana', email, country });
  const created = await graphql<{ createOrder: { order: { orderNumber: string } } }>(
    request,
    'mutation($i: CreateOrderInput!) { createOrder(input: $i) { order { orderNumber } } }',
    { i: { sessionId, skuId: 'bmbti-trial-monthly', email, acceptTerms: true, acceptRenewal: true } },
  );
  const orderNumber = created.createOrder.order.orderNumber;
  const paid = await graphql<{ payOrder: { result: { __typename: string } | null } }>(
    request,
    'mutation($i: PayOrderInput!) { payOrder(input: $i) { result { __typename } } }',
    { i: { orderNumber, method: 'CARD', paymentToken: `sbx.ok.visa.4242.${randomBytes(12).toString('base64url')}` } },
  );
  if (paid.payOrder.result?.__typename !== 'PaymentSucceeded') throw new Error(`the payment ended ${JSON.stringify(paid.payOrder)}`);
  return { orderNumber, sessionId };
}
