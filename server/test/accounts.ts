import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { SESSION_COOKIE } from '../src/shared/sessionCookie';
import { BUYER, CARDS, createOrder, finishedSession, pay } from './checkout';

export const PASSWORD = 'correct horse battery';

/** The code of the last account e-mail to an address, read from the outbox as its owner would. */
export async function lastCode(knex: Knex, email: string): Promise<string> {
  const mail = await knex('email_messages').where({ to_address: email }).where('template', 'like', 'account.%').orderBy('created_at', 'desc').first();
  const code = /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1];
  if (!code) throw new Error(`No code e-mail to ${email}`);
  return code;
}

/** A code that is not `code`. */
export const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** The session cookie (name=value) a response set, if any. */
export function sessionOf(res: { cookies: { name: string; value: string }[] }): string | undefined {
  const set = res.cookies.find((c) => c.name === SESSION_COOKIE);
  return set?.value ? `${SESSION_COOKIE}=${set.value}` : undefined;
}

/** A registered, signed-in account (through the GraphQL code and register steps); returns its session cookie. */
export async function signUp(app: FastifyInstance, knex: Knex, email: string, remoteAddress: string): Promise<string> {
  const gql = (query: string, variables: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/graphql', remoteAddress, headers: { 'content-type': 'application/json' }, payload: { query, variables } });
  await gql('mutation($e: String!) { sendEmailCode(email: $e, purpose: REGISTER) { ok } }', { e: email });
  const res = await gql('mutation($i: RegisterInput!) { register(input: $i) { errors { code } } }', {
    i: { name: 'Ana', email, password: PASSWORD, passwordConfirm: PASSWORD, code: await lastCode(knex, email), agreePrivacy: true },
  });
  const session = sessionOf(res);
  if (!session) throw new Error(`Could not register ${email}: ${res.body}`);
  return session;
}

/** An order for a new finished test with an address, paid with `card` (or left unpaid with null). */
export async function orderFor(app: FastifyInstance, email: string, skuId: string, card: string | null, remoteAddress: string): Promise<string> {
  const sessionId = await finishedSession(app);
  const created = await createOrder(app, { sessionId, skuId, email, acceptTerms: true, acceptRenewal: true });
  const orderNumber = created.order!.orderNumber;
  if (card) await pay(app, orderNumber, card, remoteAddress);
  return orderNumber;
}

/** Buys a later step (a package, a plan paid now, premium) for a paid order, with its saved card. */
export async function buyNextStep(app: FastifyInstance, orderNumber: string, skuId: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...BUYER },
    payload: {
      query: 'mutation($i: BuyNextStepInput!) { buyNextStep(input: $i) { result { __typename } errors { code } } }',
      variables: { i: { orderNumber, skuId, acceptRenewal: true } },
    },
  });
  const { result } = res.json().data.buyNextStep as { result: { __typename: string } | null };
  // oxlint-disable-next-line eslint/no-underscore-dangle -- GraphQL's own field name
  return result?.__typename ?? 'none';
}

export { CARDS };
