import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, createOrder, finishedSession, pay } from '../../../test/checkout';
import { startTestApp, type TestContext } from '../../../test/runtime';
import type { StaffRole } from '../access/actor';
import { CUSTOMER_ACTIONS, permits, permitsCustomerAction, type Standing } from '../access/policy';
import { auditActorOf } from '../staff/audit.service';
import { STAFF_COOKIE } from '../staff/staffCookie';
import { totpCodeAt } from '../staff/totp';
import { maskEmail, maskName } from './masking';

/** The studio's customers over HTTP: search, the masked page, reveal, resend, cancel and refund, per role. */
let t: TestContext;
const headersOf: Record<string, Record<string, string>> = {};
let n = 0;

type Cookies = { name: string; value: string }[];
const staffCookieOf = (res: { cookies: Cookies }) => res.cookies.find((c) => c.name === STAFF_COOKIE);

async function call(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', remoteAddress: '10.79.0.1', headers: { 'content-type': 'application/json', ...headers }, payload: { query, variables } });
  return res.json() as { data?: Record<string, any>; errors?: { extensions?: { code?: string } }[] }; // oxlint-disable-line typescript/no-explicit-any -- nested JSON in tests
}

async function signedInStaff(roles: StaffRole[]): Promise<{ cookie: string; id: string }> {
  const email = `customers-staff${++n}@example.com`;
  const created = (await t.runtime.services.staffUsers.create({ email, displayName: `Agent ${n}`, roles }, auditActorOf(null))).value!;
  const inject = (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/graphql', remoteAddress: '10.79.0.2', headers: { 'content-type': 'application/json', ...headers }, payload: { query, variables } });
  const first = await inject('mutation($i: StaffSignInInput!) { staffSignIn(input: $i) { enrolment { secret } } }', { i: { email, password: created.initialPassword } });
  const { secret } = first.json().data.staffSignIn.enrolment;
  const enrolled = await inject('mutation($i: StaffCodeInput!) { staffEnrolTotp(input: $i) { errors { code } } }', { i: { code: totpCodeAt(secret, new Date()) } }, { cookie: `${STAFF_COOKIE}=${staffCookieOf(first)!.value}` });
  return { cookie: `${STAFF_COOKIE}=${staffCookieOf(enrolled)!.value}`, id: created.user.id };
}

const ROLES: StaffRole[] = ['content', 'support', 'finance', 'moderator', 'admin'];
const staffIds: Record<string, string> = {};
let orderNumber = '';
let planOrderNumber = '';
let unpaidOrderNumber = '';
const BUYER_EMAIL = 'Jane.Customer@Example.com';

beforeAll(async () => {
  t = await startTestApp({ PAYMENT_SLOWDOWN_MS: '1' });
  for (const role of ROLES) {
    const s = await signedInStaff([role]);
    headersOf[role] = { cookie: s.cookie };
    staffIds[role] = s.id;
  }
  const report = (await createOrder(t.app, { sessionId: await finishedSession(t.app), skuId: 'bmbti-report', email: BUYER_EMAIL, country: 'US', acceptTerms: true, acceptRenewal: false })).order!;
  await pay(t.app, report.orderNumber, CARDS.ok, '10.79.1.1');
  orderNumber = report.orderNumber;
  const plan = (await createOrder(t.app, { sessionId: await finishedSession(t.app), skuId: 'bmbti-trial-monthly', email: BUYER_EMAIL, country: 'US', acceptTerms: true, acceptRenewal: true })).order!;
  await pay(t.app, plan.orderNumber, CARDS.ok, '10.79.1.2');
  planOrderNumber = plan.orderNumber;
  unpaidOrderNumber = (await createOrder(t.app, { sessionId: await finishedSession(t.app), skuId: 'bmbti-report', email: 'unpaid@example.com', country: 'US', acceptTerms: true, acceptRenewal: false })).order!.orderNumber;
  // Fulfilment queues the report e-mail.
  await t.runtime.jobs.drain();
});
afterAll(async () => {
  await t?.close();
});

const SEARCH = 'query($q: String!) { customerSearch(query: $q) { matches { ref email orderCount } errors { code field } } }';
const PAGE = `query($r: ID!) { customer(ref: $r) { ref email name revealed
  orders { orderNumber status } payments { id orderNumber provider status amount cardLast4 refundable refunds { amount status } }
  subscriptions { id status orderNumber } reports { orderNumber emailed } emails { template subject state } consents { orderNumber textVersion renewalAccepted } } }`;

const staff = (roles: StaffRole[]): Standing => ({ kind: 'staff', roles });

describe('the customers policy', () => {
  it('lets support and admin read, reveal and resend; finance reads; content and moderator nothing', () => {
    const table = Object.fromEntries(ROLES.map((role) => [role, CUSTOMER_ACTIONS.filter((a) => permitsCustomerAction(staff([role]), a))]));
    expect(table).toEqual({
      content: [],
      support: ['customers:read', 'customers:reveal', 'customers:resendReport'],
      finance: ['customers:read'],
      moderator: [],
      admin: ['customers:read', 'customers:reveal', 'customers:resendReport'],
    });
    expect(CUSTOMER_ACTIONS.some((a) => permitsCustomerAction({ kind: 'owner' }, a) || permitsCustomerAction({ kind: 'partner', scopes: ['report:read'] }, a))).toBe(false);
  });

  it('lets support, finance and admin refund a paid order; content and moderator may not; only support and admin cancel', () => {
    const refunds = ROLES.filter((role) => permits(staff([role]), 'order:refund', { paid: true }));
    expect(refunds).toEqual(['support', 'finance', 'admin']);
    expect(ROLES.filter((role) => permits(staff([role]), 'subscription:cancel', { paid: true }))).toEqual(['support', 'admin']);
  });
});

describe('customers over GraphQL', () => {
  it('finds a customer by canonical e-mail or by order number, masked, for support, finance and admin only', async () => {
    const byEmail = await call(SEARCH, { q: '  jane.customer@EXAMPLE.com ' }, headersOf.support);
    expect(byEmail.data!.customerSearch).toEqual({ matches: [{ ref: planOrderNumber, email: maskEmail('jane.customer@example.com'), orderCount: 2 }], errors: [] });
    const byNumber = await call(SEARCH, { q: orderNumber }, headersOf.finance);
    expect(byNumber.data!.customerSearch.matches).toHaveLength(1);
    expect((await call(SEARCH, { q: 'nobody@example.com' }, headersOf.admin)).data!.customerSearch).toEqual({ matches: [], errors: [] });
    expect((await call(SEARCH, { q: 'x' }, headersOf.support)).data!.customerSearch.errors).toEqual([{ code: 'QUERY_INVALID', field: 'query' }]);
    for (const role of ['content', 'moderator']) expect((await call(SEARCH, { q: BUYER_EMAIL }, headersOf[role])).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await call(SEARCH, { q: BUYER_EMAIL })).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('shows the page masked, with orders, payments, plans, reports, e-mails and consents', async () => {
    const page = (await call(PAGE, { r: orderNumber }, headersOf.support)).data!.customer;
    expect(page).toMatchObject({ email: 'j•••@e•••.com', revealed: false, name: null });
    expect(page.orders.map((o: { orderNumber: string }) => o.orderNumber).sort()).toEqual([orderNumber, planOrderNumber].sort());
    expect(page.payments.every((p: { cardLast4: string | null }) => p.cardLast4 === '••••')).toBe(true);
    expect(page.payments.find((p: { orderNumber: string }) => p.orderNumber === orderNumber)).toMatchObject({ provider: 'sandbox', status: 'succeeded', refunds: [] });
    expect(page.subscriptions).toEqual([expect.objectContaining({ orderNumber: planOrderNumber })]);
    expect(page.reports).toEqual(expect.arrayContaining([{ orderNumber, emailed: true }]));
    expect(page.emails.length).toBeGreaterThan(0);
    expect(page.consents).toEqual(expect.arrayContaining([expect.objectContaining({ orderNumber: planOrderNumber, renewalAccepted: true })]));
    expect(maskName('Jane')).toBe('J•••');
  });

  it('reveals personal data to support only, and writes the reveal to the audit log', async () => {
    const REVEAL = 'mutation($r: ID!) { revealCustomer(ref: $r) { customer { email revealed payments { cardLast4 } } errors { code } } }';
    expect((await call(REVEAL, { r: orderNumber }, headersOf.finance)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const before = await t.runtime.db.knex('audit_log').where({ action: 'customer.reveal' }).count('* as n').first();
    const out = (await call(REVEAL, { r: orderNumber }, headersOf.support)).data!.revealCustomer;
    expect(out.customer).toMatchObject({ email: 'jane.customer@example.com', revealed: true });
    expect(out.customer.payments.some((p: { cardLast4: string | null }) => p.cardLast4 === '4242')).toBe(true);
    const entries = await t.runtime.db.knex('audit_log').where({ action: 'customer.reveal' }).orderBy('id');
    expect(entries.length).toBe(Number(before!.n) + 1);
    expect(entries.at(-1)).toMatchObject({ actor: `staffUser:${staffIds.support}`, target_type: 'customer', target_id: orderNumber });
  });

  it('resends the report e-mail once per request key, audited', async () => {
    const RESEND = 'mutation($o: String!, $k: String!) { resendReportEmail(orderNumber: $o, requestKey: $k) { queued errors { code } } }';
    const first = (await call(RESEND, { o: orderNumber, k: 'resend-key-0001' }, headersOf.support)).data!.resendReportEmail;
    const again = (await call(RESEND, { o: orderNumber, k: 'resend-key-0001' }, headersOf.support)).data!.resendReportEmail;
    expect([first, again]).toEqual([{ queued: true, errors: [] }, { queued: false, errors: [] }]);
    expect((await call(RESEND, { o: unpaidOrderNumber, k: 'resend-key-0002' }, headersOf.support)).data!.resendReportEmail.errors).toEqual([{ code: 'NOTHING_TO_RESEND' }]);
    expect((await call(RESEND, { o: orderNumber, k: 'bad' }, headersOf.support)).data!.resendReportEmail.errors).toEqual([{ code: 'IDEMPOTENCY_KEY_INVALID' }]);
    expect((await call(RESEND, { o: orderNumber, k: 'resend-key-0003' }, headersOf.finance)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const row = await t.runtime.db.knex('orders').where({ order_number: orderNumber }).first();
    const resent = await t.runtime.db.knex('email_messages').where({ dedupe_key: `order:${row.id}:report:resend:resend-key-0001` });
    expect(resent).toHaveLength(1);
    expect(await t.runtime.db.knex('audit_log').where({ action: 'order.resendReport', target_id: orderNumber }).pluck('actor')).toEqual([`staffUser:${staffIds.support}`]);
  });

  it('refunds through the policy: finance may, content may not; over the limit is refused with a stable code', async () => {
    const REFUND = 'mutation($i: RefundPaymentInput!) { refundPayment(input: $i) { refund { amount status } errors { code field } } }';
    const page = (await call(PAGE, { r: orderNumber }, headersOf.support)).data!.customer;
    const payment = page.payments.find((p: { orderNumber: string }) => p.orderNumber === orderNumber);
    const input = (amount: number | null, k: string) => ({ i: { paymentId: payment.id, amount, reason: 'Asked for a refund', idempotencyKey: k } });
    expect((await call(REFUND, input(100, 'faces-refund-0001'), headersOf.content)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await call(REFUND, input(100, 'faces-refund-0002'), headersOf.finance)).data!.refundPayment).toEqual({ refund: { amount: 100, status: 'succeeded' }, errors: [] });
    expect((await call(REFUND, input(payment.amount, 'faces-refund-0003'), headersOf.support)).data!.refundPayment.errors).toEqual([{ code: 'AMOUNT_ABOVE_REMAINING', field: 'amount' }]);
    const after = (await call(PAGE, { r: orderNumber }, headersOf.support)).data!.customer.payments.find((p: { id: string }) => p.id === payment.id);
    expect(after.refundable).toBe(payment.amount - 100);
  });

  it('cancels a plan for support, audited once; finance may not', async () => {
    const CANCEL = 'mutation($s: ID!) { studioCancelSubscription(subscriptionId: $s) { subscription { status } errors { code } } }';
    const page = (await call(PAGE, { r: orderNumber }, headersOf.support)).data!.customer;
    const sub = page.subscriptions[0];
    expect((await call(CANCEL, { s: sub.id }, headersOf.finance)).data!.studioCancelSubscription.errors).toEqual([{ code: 'NOT_FOUND' }]);
    const out = (await call(CANCEL, { s: sub.id }, headersOf.support)).data!.studioCancelSubscription;
    expect(out.errors).toEqual([]);
    expect(['CANCELLED', 'EXPIRED', 'cancelled', 'expired']).toContain(out.subscription.status);
    await call(CANCEL, { s: sub.id }, headersOf.support);
    expect(await t.runtime.db.knex('audit_log').where({ action: 'subscription.cancel', target_id: sub.id }).pluck('actor')).toEqual([`staffUser:${staffIds.support}`]);
  });

  it('searches the audit log by actor, action, target and date', async () => {
    const LOG = 'query($f: AuditLogFilter) { auditLog(first: 100, filter: $f) { entries { action actor targetId } } }';
    const actions = async (f: Record<string, unknown>) => (await call(LOG, { f }, headersOf.admin)).data!.auditLog.entries.map((e: { action: string }) => e.action);
    expect(await actions({ action: 'payment.' })).toEqual(['payment.refund', 'payment.refundRequested']);
    expect(await actions({ actor: `staffUser:${staffIds.finance}` })).toEqual(['payment.refund', 'payment.refundRequested']);
    expect(await actions({ target: orderNumber })).toEqual(['order.resendReport', 'customer.reveal']);
    expect(await actions({ action: 'customer.reveal', from: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);
    expect(await actions({ action: 'customer.reveal', to: new Date(Date.now() + 60_000).toISOString() })).toEqual(['customer.reveal']);
    expect(await actions({ action: '%' })).toEqual([]);
    expect((await call(LOG, { f: {} }, headersOf.support)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });
});
