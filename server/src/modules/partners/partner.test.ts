import Fastify, { type FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readContent } from '../../../seeds/content';
import type { ItemBank } from '../../../seeds/bmbti';
import { gql, startTestApp, type TestContext } from '../../../test/runtime';
import { auditActorOf } from '../staff/audit.service';
import { STAFF_COOKIE } from '../staff/staffCookie';
import { totpCodeAt } from '../staff/totp';
import { PARTNER_OPENAPI } from './partner.openapi';
import { webhookHeaders } from './webhookSignature';

const bank = readContent<ItemBank>('bmbti', 'items.json')!;
const answers = bank.items.map((i, n) => ({ questionId: i.id, value: (n % 7) - 3 }));

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A partner's webhook receiver: records every request; `failNext` answers 500 that many times. */
async function startReceiver() {
  const app: FastifyInstance = Fastify();
  const received: Received[] = [];
  let fail = 0;
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.post('/hooks', async (req, reply) => {
    received.push({ headers: req.headers as Record<string, string>, body: req.body as string });
    if (fail > 0) {
      fail -= 1;
      return reply.status(500).send('not now');
    }
    return reply.status(204).send();
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/hooks`, received, failNext: (n: number) => void (fail = n), close: () => app.close() };
}

let t: TestContext;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const keyA = { authorization: '' };
const keyB = { authorization: '' };
let partnerA = '';
let secretA = '';
let endpointA = '';

const rest = async (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) => {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
  return res;
};

async function invite(headers: Record<string, string>, input: { examId: number; email: string; locale: string }) {
  const { body } = await gql(
    t.app,
    'mutation($i: CreatePartnerInvitationInput!) { createPartnerInvitation(input: $i) { invitation { id link state examId } errors { code field } } }',
    { i: input },
    headers,
  );
  return (body.data as { createPartnerInvitation: { invitation: { id: string; link: string; state: string } | null; errors: { code: string }[] } }).createPartnerInvitation;
}

async function answerInvitation(id: string, consent: boolean, cookie = 'is_vk=InvitedTakerBrowser0001') {
  const { body } = await gql(
    t.app,
    'mutation($i: AnswerPartnerInvitationInput!) { answerPartnerInvitation(input: $i) { invitation { id partnerName state sessionId examRouteKey } errors { code } } }',
    { i: { id, consent } },
    { cookie },
  );
  return (body.data as { answerPartnerInvitation: { invitation: { sessionId: string | null; state: string; partnerName: string; examRouteKey: string } | null; errors: { code: string }[] } })
    .answerPartnerInvitation;
}

async function finish(sessionId: string) {
  const saved = await gql(t.app, 'mutation($i: SaveAnswersInput!) { saveAnswers(input: $i) { errors { code } } }', { i: { sessionId, answers } });
  expect(saved.body.data).toEqual({ saveAnswers: { errors: [] } });
  const submitted = await gql(t.app, 'mutation($i: SubmitExamInput!) { submitExam(input: $i) { errors { code } } }', { i: { sessionId } });
  expect(submitted.body.data).toEqual({ submitExam: { errors: [] } });
}

/** An invitation of partner A, consented to and finished; its webhook drained. */
async function completedInvitation(email: string) {
  const made = await invite(keyA, { examId: 1754, email, locale: 'en-US' });
  const answered = await answerInvitation(made.invitation!.id, true);
  await finish(answered.invitation!.sessionId!);
  await t.runtime.jobs.drain();
  return made.invitation!.id;
}

beforeAll(async () => {
  receiver = await startReceiver();
  t = await startTestApp();
  const a = await t.runtime.services.partners.createPartnerFromCli({ name: 'Acme Coaching', ownerEmail: 'ops@acme.example' });
  const b = await t.runtime.services.partners.createPartnerFromCli({ name: 'Other Partner', ownerEmail: 'ops@other.example' });
  partnerA = a.partner!.id;
  keyA.authorization = `Bearer ${a.key!.key}`;
  keyB.authorization = `Bearer ${b.key!.key}`;
  const { body } = await gql(t.app, 'mutation($u: String!) { addPartnerWebhookEndpoint(url: $u) { endpoint { id activeSecrets } secret errors { code } } }', { u: receiver.url }, keyA);
  const added = (body.data as { addPartnerWebhookEndpoint: { endpoint: { id: string }; secret: string } }).addPartnerWebhookEndpoint;
  secretA = added.secret;
  endpointA = added.endpoint.id;
}, 60_000);
afterAll(async () => {
  await t.close();
  await receiver.close();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.failNext(0);
});

describe('partner keys', () => {
  it('are prefixed, shown once and kept only as a hash', async () => {
    expect(keyA.authorization).toMatch(/^Bearer isk_live_[A-Za-z0-9_-]{43}$/);
    const rows = await t.runtime.db.knex('api_keys').where({ partner_id: partnerA });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(keyA.authorization.slice(7));
    expect(secretA).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    expect(JSON.stringify(await t.runtime.db.knex('partner_webhook_endpoints'))).not.toContain(secretA.slice(6));
  });

  it('rotate: the new key works at once, the old one until its grace ends', async () => {
    const made = await t.runtime.services.partners.createPartnerFromCli({ name: 'Rotating Partner', ownerEmail: 'r@rot.example' });
    const old = `Bearer ${made.key!.key}`;
    const { body } = await gql(t.app, 'mutation($k: ID!) { rotatePartnerKey(keyId: $k) { key { keyId key oldKeyExpiresAt } errors { code } } }', { k: made.key!.keyId }, { authorization: old });
    const rotated = (body.data as { rotatePartnerKey: { key: { keyId: string; key: string; oldKeyExpiresAt: string } } }).rotatePartnerKey.key;
    expect(rotated.key).toMatch(/^isk_live_/);
    expect(new Date(rotated.oldKeyExpiresAt).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const account = async (authorization: string) => (await gql(t.app, '{ partnerAccount { name } }', {}, { authorization })).body.data;
    expect(await account(`Bearer ${rotated.key}`)).toEqual({ partnerAccount: { name: 'Rotating Partner' } });
    expect(await account(old)).toEqual({ partnerAccount: { name: 'Rotating Partner' } });
    // Another partner's key cannot rotate this one; a rotation without grace ends the old key at once.
    const other = await gql(t.app, 'mutation($k: ID!) { rotatePartnerKey(keyId: $k) { key { keyId } errors { code } } }', { k: rotated.keyId }, keyB);
    expect(other.body.data).toEqual({ rotatePartnerKey: { key: null, errors: [{ code: 'NOT_FOUND' }] } });
    await t.runtime.services.apiKey.rotate(rotated.keyId, { graceMs: 0 });
    expect(await account(`Bearer ${rotated.key}`)).toEqual({ partnerAccount: null });
  });

  it('only staff with the admin role create partners: a support key is refused, no key is unauthenticated', async () => {
    const support = { authorization: `Bearer ${(await t.runtime.services.apiKey.create('desk', ['staff'])).key}` };
    const q = 'mutation { createPartner(input: { name: "X Ltd", ownerEmail: "x@x.example" }) { partner { id } } }';
    expect((await gql(t.app, q, {}, support)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(t.app, q, {}, keyA)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(t.app, q)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

const cookieOf = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name === STAFF_COOKIE)!.value;

/** An admin staff user signed in to the studio (password, then enrolling the authenticator app); gives its cookie. */
async function signedInAdmin(): Promise<string> {
  const email = 'partner-admin@example.com';
  const made = await t.runtime.services.staffUsers.create({ email, displayName: 'Admin', roles: ['admin'] }, auditActorOf(null));
  const call = (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/graphql', remoteAddress: '10.78.0.1', headers: { 'content-type': 'application/json', ...headers }, payload: { query, variables } });
  const first = await call('mutation($i: StaffSignInInput!) { staffSignIn(input: $i) { enrolment { secret } } }', { i: { email, password: made.value!.initialPassword } });
  const { secret } = first.json().data.staffSignIn.enrolment;
  const enrolled = await call('mutation($i: StaffCodeInput!) { staffEnrolTotp(input: $i) { errors { code } } }', { i: { code: totpCodeAt(secret, new Date()) } }, { cookie: `${STAFF_COOKIE}=${cookieOf(first)}` });
  return `${STAFF_COOKIE}=${cookieOf(enrolled)}`;
}

describe('staff admin', () => {
  it('creates a partner with its first key (audited), refuses an unknown scope; the new key acts for that partner only', async () => {
    const cookie = await signedInAdmin();
    const { body } = await gql(
      t.app,
      'mutation { createPartner(input: { name: "Studio Made", ownerEmail: "Owner@Studio.example", scopes: ["report:read"] }) { partner { id name } key { keyId key } errors { code } } }',
      {},
      { cookie },
    );
    const made = (body.data as { createPartner: { partner: { id: string; name: string }; key: { keyId: string; key: string }; errors: unknown[] } }).createPartner;
    expect(made.errors).toEqual([]);
    expect(made.key.key).toMatch(/^isk_live_/);
    expect(await t.runtime.db.knex('partner_users').where({ partner_id: made.partner.id }).first('email')).toEqual({ email: 'owner@studio.example' });
    const more = await gql(t.app, 'mutation($p: ID!) { createPartnerKey(partnerId: $p, scopes: ["bogus"]) { key { keyId } errors { code } } }', { p: made.partner.id }, { cookie });
    expect(more.body.data).toEqual({ createPartnerKey: { key: null, errors: [{ code: 'INVALID_SCOPE' }] } });
    const audit = await t.runtime.db.knex('audit_log').where({ target_id: made.partner.id }).select('action');
    expect(audit.map((a) => a.action)).toEqual(['partner.create']);
    // The key reads; it does not invite (its only scope is report:read).
    const own = { authorization: `Bearer ${made.key.key}` };
    expect((await gql(t.app, '{ partnerAccount { name } }', {}, own)).body.data).toEqual({ partnerAccount: { name: 'Studio Made' } });
    const refused = await rest('POST', '/partner/v1/invitations', own, { examId: 1754, email: 'a@example.com', locale: 'en-US' });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
  }, 60_000);
});

describe('invitations', () => {
  it('are made through GraphQL and REST with a link; a health exam (DEPS) is never offered to a partner', async () => {
    const made = await invite(keyA, { examId: 1754, email: 'Taker@Example.com', locale: 'ja' });
    expect(made.errors).toEqual([]);
    expect(made.invitation!.link).toMatch(new RegExp(`/invite\\?i=${made.invitation!.id}&hl=ja-JP$`));
    const viaRest = await rest('POST', '/partner/v1/invitations', keyA, { examId: 1754, email: 'rest@example.com', locale: 'de-DE' });
    expect(viaRest.statusCode).toBe(201);
    expect(viaRest.json().data).toMatchObject({ state: 'open', email: 'rest@example.com', locale: 'de-DE' });

    expect((await invite(keyA, { examId: 1801, email: 'deps@example.com', locale: 'en-US' })).errors).toEqual([{ code: 'EXAM_NOT_OFFERED', field: 'examId' }]);
    const depsRest = await rest('POST', '/partner/v1/invitations', keyA, { examId: 1801, email: 'deps@example.com', locale: 'en-US' });
    expect([depsRest.statusCode, depsRest.json().code]).toEqual([400, 'EXAM_NOT_OFFERED']);
    expect(await t.runtime.db.knex('partner_invitations').where({ exam_id: 1801 })).toEqual([]);
    // A DEPS invitation written by other means is still never shown or readable.
    await t.runtime.db.knex('partner_invitations').insert({ id: 'DepsInvitation000000001', partner_id: partnerA, exam_id: 1801, email: 'd@example.com', locale: 'en-US', created_at: new Date() });
    expect((await gql(t.app, '{ invitationForTaker(id: "DepsInvitation000000001") { id } }')).body.data).toEqual({ invitationForTaker: null });
    expect((await rest('GET', '/partner/v1/invitations/DepsInvitation000000001', keyA)).statusCode).toBe(404);

    expect((await invite(keyA, { examId: 1754, email: 'not-an-address', locale: 'xx' })).errors.map((e) => e.code)).toEqual(['INVALID_EMAIL', 'UNKNOWN_LOCALE']);
    const noKey = await rest('POST', '/partner/v1/invitations', {}, { examId: 1754, email: 'a@example.com', locale: 'en-US' });
    expect([noKey.statusCode, noKey.json().code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('share nothing without consent: a declined invitation starts no session and stays closed', async () => {
    const made = await invite(keyA, { examId: 1754, email: 'no@example.com', locale: 'en-US' });
    const shown = await gql(t.app, 'query($id: ID!) { invitationForTaker(id: $id) { partnerName state sessionId examRouteKey } }', { id: made.invitation!.id });
    expect(shown.body.data).toEqual({ invitationForTaker: { partnerName: 'Acme Coaching', state: 'OPEN', sessionId: null, examRouteKey: 'BMBTI-1754' } });
    const declined = await answerInvitation(made.invitation!.id, false);
    expect(declined).toEqual({ invitation: expect.objectContaining({ state: 'DECLINED', sessionId: null }), errors: [] });
    expect((await answerInvitation(made.invitation!.id, true)).errors).toEqual([{ code: 'INVITATION_CLOSED' }]);
    const row = await t.runtime.db.knex('partner_invitations').where({ id: made.invitation!.id }).first();
    expect(row).toMatchObject({ state: 'declined', session_id: null, consented_at: null });
    const result = await rest('GET', `/partner/v1/invitations/${made.invitation!.id}/result`, keyA);
    expect(result.json().data).toMatchObject({ invitation: { state: 'declined' }, result: null });
  });

  it('with consent: the test runs in the usual flow, completes the invitation, and only its partner reads the result and report', async () => {
    const made = await invite(keyA, { examId: 1754, email: 'yes@example.com', locale: 'en-US' });
    const answered = await answerInvitation(made.invitation!.id, true);
    expect(answered.invitation).toMatchObject({ state: 'CONSENTED', sessionId: expect.any(String) });
    // Asked again (a reload), the same session comes back.
    expect((await answerInvitation(made.invitation!.id, true)).invitation!.sessionId).toBe(answered.invitation!.sessionId);
    const before = await rest('GET', `/partner/v1/invitations/${made.invitation!.id}/result`, keyA);
    expect(before.json().data.result).toBeNull();

    await finish(answered.invitation!.sessionId!);
    const id = made.invitation!.id;
    const result = await rest('GET', `/partner/v1/invitations/${id}/result`, keyA);
    expect(result.statusCode).toBe(200);
    expect(result.json().data).toMatchObject({ invitation: { state: 'completed' }, result: { examId: 1754, typeCode: expect.stringMatching(/^[EI][SN][TF][JP]$/) } });

    // Another partner: the same answer as for an unknown invitation, on both faces.
    const other = await rest('GET', `/partner/v1/invitations/${id}/result`, keyB);
    const unknown = await rest('GET', '/partner/v1/invitations/UnknownInvitation0000000/result', keyB);
    expect([other.statusCode, other.json()]).toEqual([unknown.statusCode, unknown.json()]);
    expect(other.statusCode).toBe(404);
    const q = 'query($id: ID!) { partnerInvitation(id: $id) { state result { typeCode } report { status typeCode } } }';
    expect((await gql(t.app, q, { id }, keyB)).body.data).toEqual({ partnerInvitation: null });
    const own = (await gql(t.app, q, { id }, keyA)).body.data as { partnerInvitation: { state: string; result: { typeCode: string }; report: { status: string; typeCode: string } } };
    expect(own.partnerInvitation.state).toBe('COMPLETED');
    expect(own.partnerInvitation.report.typeCode).toBe(own.partnerInvitation.result.typeCode);

    // The report stands on an order brought by the partner; another partner's key reads nothing of it.
    const order = await t.runtime.db.knex('orders').where({ exam_session_id: answered.invitation!.sessionId }).first();
    expect(order).toMatchObject({ partner_id: partnerA, total: 0 });
    const byOrder = 'query($o: ID!) { report(orderNumber: $o) { typeCode } }';
    expect((await gql(t.app, byOrder, { o: order.order_number }, keyB)).body.data).toEqual({ report: null });
    expect((await gql(t.app, byOrder, { o: order.order_number }, keyA)).body.data).toEqual({ report: { typeCode: own.partnerInvitation.result.typeCode } });

    const json = await rest('GET', `/partner/v1/invitations/${id}/report?locale=fr-FR`, keyA);
    expect(json.json().data.report).toMatchObject({ locale: 'fr-FR', typeCode: own.partnerInvitation.result.typeCode });
    await t.runtime.jobs.drain();
    let pdf = await rest('GET', `/partner/v1/invitations/${id}/report.pdf`, keyA);
    if (pdf.statusCode === 202) {
      expect(pdf.headers['retry-after']).toBe('5');
      await t.runtime.jobs.drain();
      pdf = await rest('GET', `/partner/v1/invitations/${id}/report.pdf`, keyA);
    }
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await rest('GET', `/partner/v1/invitations/${id}/report.pdf`, keyB)).statusCode).toBe(404);

    const list = await rest('GET', '/partner/v1/invitations?limit=100', keyB);
    expect(list.json().data.invitations.map((i: { id: string }) => i.id)).not.toContain(id);
  }, 90_000);
});

/** Verifies a received delivery with the Standard Webhooks library (which also checks the five-minute tolerance). */
const verify = (secret: string, r: Received) =>
  new Webhook(secret).verify(r.body, { 'webhook-id': r.headers['webhook-id']!, 'webhook-timestamp': r.headers['webhook-timestamp']!, 'webhook-signature': r.headers['webhook-signature']! });

describe('webhooks', () => {
  it('announce a completion, signed per Standard Webhooks and verified by its library', async () => {
    const id = await completedInvitation('hook@example.com');
    expect(receiver.received).toHaveLength(1);
    const [hit] = receiver.received;
    expect(hit!.headers['webhook-id']).toMatch(/^msg_/);
    expect(hit!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    expect(verify(secretA, hit!)).toMatchObject({ type: 'invitation.completed', data: { invitationId: id, examId: 1754 } });
    // The body carries no answers or scores; a wrong secret or a changed body fails.
    expect(hit!.body).not.toContain('typeCode');
    expect(() => verify(`whsec_${Buffer.from('x'.repeat(24)).toString('base64')}`, hit!)).toThrow();
    expect(() => verify(secretA, { ...hit!, body: hit!.body.replace('1754', '1755') })).toThrow();
    const delivery = await t.runtime.db.knex('partner_webhook_deliveries').where({ id: hit!.headers['webhook-id'] }).first();
    expect(delivery).toMatchObject({ state: 'delivered', attempts: 1, last_status: 204 });
  }, 60_000);

  it('are refused by the library outside its five-minute tolerance', () => {
    const body = JSON.stringify({ type: 'invitation.completed' });
    const at = (msAgo: number) => webhookHeaders([secretA], 'msg_tolerance', new Date(Date.now() - msAgo), body);
    expect(() => new Webhook(secretA).verify(body, at(4 * 60_000))).not.toThrow();
    expect(() => new Webhook(secretA).verify(body, at(6 * 60_000))).toThrow(/timestamp/i);
    expect(() => new Webhook(secretA).verify(body, at(-6 * 60_000))).toThrow(/timestamp/i);
  });

  it('retry with backoff while the receiver fails, logging each try', async () => {
    receiver.failNext(1);
    await completedInvitation('retry@example.com');
    expect(receiver.received).toHaveLength(1);
    const deliveryId = receiver.received[0]!.headers['webhook-id']!;
    let job = await t.runtime.db.knex('outbox').where({ dedupe_key: `webhook:${deliveryId}` }).first();
    expect(job).toMatchObject({ state: 'pending', attempts: 1 });
    expect(new Date(job.run_after).getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await t.runtime.db.knex('partner_webhook_deliveries').where({ id: deliveryId }).first()).toMatchObject({ state: 'pending', last_status: 500 });
    await t.runtime.db.knex('outbox').where({ id: job.id }).update({ run_after: new Date(Date.now() - 1000) });
    await t.runtime.jobs.drain();
    job = await t.runtime.db.knex('outbox').where({ id: job.id }).first();
    expect(job).toMatchObject({ state: 'done', attempts: 2 });
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(deliveryId);
    expect(verify(secretA, receiver.received[1]!)).toBeTruthy();
    const log = await gql(t.app, '{ partnerWebhookDeliveries(first: 5) { id state attempts tries { statusCode } } }', {}, keyA);
    const found = (log.body.data as { partnerWebhookDeliveries: { id: string; state: string; attempts: number; tries: { statusCode: number }[] }[] }).partnerWebhookDeliveries.find((d) => d.id === deliveryId);
    expect(found).toEqual({ id: deliveryId, state: 'DELIVERED', attempts: 2, tries: [{ statusCode: 500 }, { statusCode: 204 }] });
  }, 60_000);

  it('replay sends a delivery again with the same id; only its partner may replay it', async () => {
    await completedInvitation('replay@example.com');
    const deliveryId = receiver.received[0]!.headers['webhook-id']!;
    const q = 'mutation($d: ID!) { replayPartnerWebhook(deliveryId: $d) { id state } }';
    expect((await gql(t.app, q, { d: deliveryId }, keyB)).body.data).toEqual({ replayPartnerWebhook: null });
    expect((await gql(t.app, q, { d: deliveryId }, keyA)).body.data).toEqual({ replayPartnerWebhook: { id: deliveryId, state: 'PENDING' } });
    await t.runtime.jobs.drain();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(deliveryId);
    expect(verify(secretA, receiver.received[1]!)).toBeTruthy();
    const viaRest = await rest('POST', `/partner/v1/webhooks/deliveries/${deliveryId}/replay`, keyA);
    expect(viaRest.json().data).toMatchObject({ id: deliveryId, state: 'pending' });
    await t.runtime.jobs.drain();
    expect(receiver.received).toHaveLength(3);
    expect(await t.runtime.db.knex('partner_webhook_attempts').where({ delivery_id: deliveryId })).toHaveLength(3);
  }, 60_000);

  it('carry a signature per live secret during a rotation: receivers holding either secret verify it', async () => {
    const { body } = await gql(t.app, 'mutation($e: ID!) { rotatePartnerWebhookSecret(endpointId: $e) { endpoint { activeSecrets } secret errors { code } } }', { e: endpointA }, keyA);
    const rotated = (body.data as { rotatePartnerWebhookSecret: { endpoint: { activeSecrets: number }; secret: string } }).rotatePartnerWebhookSecret;
    expect(rotated.endpoint.activeSecrets).toBe(2);
    await completedInvitation('rotate@example.com');
    const [hit] = receiver.received;
    expect(hit!.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(verify(rotated.secret, hit!)).toBeTruthy();
    expect(verify(secretA, hit!)).toBeTruthy();
    secretA = rotated.secret;
  }, 60_000);
});

describe('the REST facade', () => {
  it('is described route by route in its OpenAPI 3.1 document', async () => {
    const res = await t.app.inject({ url: '/partner/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as typeof PARTNER_OPENAPI;
    expect(doc.openapi).toBe('3.1.0');
    const routes: string[] = [];
    const parents: { depth: number; path: string }[] = [];
    for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const match = /^([\s│├└─]*)(\S.*?)(?: \(((?:[A-Z]+, )*[A-Z]+)\))?$/.exec(line);
      if (!match) continue;
      const depth = match[1]!.length;
      while (parents.length > 0 && parents.at(-1)!.depth >= depth) parents.pop();
      const path = (parents.at(-1)?.path ?? '') + match[2]!;
      parents.push({ depth, path });
      for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push(`${method} ${path}`);
    }
    const facade = routes.filter((r) => r.split(' ')[1]!.startsWith('/partner/'));
    expect(facade.length).toBeGreaterThanOrEqual(8);
    for (const route of facade) {
      const [method, path] = route.split(' ') as [string, string];
      const documented = (doc.paths as Record<string, Record<string, unknown>>)[path.replace(/:(\w+)/g, '{$1}')];
      expect(documented?.[method.toLowerCase()], route).toBeDefined();
    }
  });

  it('limits requests per key and answers 429 with Retry-After, without touching other keys', async () => {
    const made = await t.runtime.services.partners.createPartnerFromCli({ name: 'Busy Partner', ownerEmail: 'busy@busy.example' });
    const busy = { authorization: `Bearer ${made.key!.key}` };
    let last = await rest('GET', '/partner/v1/invitations?limit=1', busy);
    for (let i = 1; i < 121 && last.statusCode === 200; i++) last = await rest('GET', '/partner/v1/invitations?limit=1', busy);
    expect([last.statusCode, last.json().code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    const graph = await gql(t.app, '{ partnerAccount { name } }', {}, busy);
    expect(graph.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect((await rest('GET', '/partner/v1/invitations?limit=1', keyB)).statusCode).toBe(200);
  }, 60_000);
});
