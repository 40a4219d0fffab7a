import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestContext } from '../../../test/runtime';
import { validateFeedback } from './feedback.service';

describe('feedback validation (spec section 5)', () => {
  it.each([
    ['', 'REQUIRED'],
    ['   ', 'REQUIRED'],
    ['too short', 'TOO_SHORT'],
    ['x'.repeat(201), 'TOO_LONG'],
  ])('%j gives %s', (message, code) => {
    expect(validateFeedback({ message }).map((e) => e.code)).toEqual([code]);
  });

  it('accepts 10 and 200 characters, counting characters not bytes', () => {
    expect(validateFeedback({ message: 'x'.repeat(10) })).toEqual([]);
    expect(validateFeedback({ message: '好'.repeat(200) })).toEqual([]);
    expect(validateFeedback({ message: '好'.repeat(9) }).map((e) => e.code)).toEqual(['TOO_SHORT']);
  });

  it('checks the contact e-mail only when one is given', () => {
    expect(validateFeedback({ message: 'A helpful message', contactEmail: '' })).toEqual([]);
    expect(validateFeedback({ message: 'A helpful message', contactEmail: 'not-an-address' })).toEqual([
      { code: 'INVALID_EMAIL', field: 'contactEmail', message: 'Please enter a valid email address.' },
    ]);
  });
});

describe('submitting feedback', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('stores the message and queues one e-mail to support and one acknowledgement, in one transaction', async () => {
    const { body } = await gql(
      t.app,
      'mutation($input: SubmitFeedbackInput!) { submitFeedback(input: $input) { ok errors { code field message } } }',
      { input: { message: 'The result page is lovely', contactEmail: 'Someone@Example.COM', locale: 'ko' } },
      { 'x-forwarded-for': '10.0.0.1' },
    );
    expect(body.data).toEqual({ submitFeedback: { ok: true, errors: [] } });
    const knex = t.runtime.db.knex;
    const [feedback] = await knex('feedback');
    expect(feedback).toMatchObject({ message: 'The result page is lovely', contact_email: 'someone@example.com', locale: 'ko-KR' });
    const mails = await knex('email_messages').orderBy('template');
    expect(mails.map((m) => [m.template, m.to_address, m.locale])).toEqual([
      ['feedbackAck', 'someone@example.com', 'ko-KR'],
      ['feedbackToSupport', 'support@innerscope.app', 'en-US'],
    ]);
    // In the sender's language (the wording is the mail catalogue's).
    expect(mails[0].subject).toMatch(/^문의가 접수되었/);
    expect(await knex('outbox').where({ kind: 'sendEmail', state: 'pending' })).toHaveLength(2);
  });

  it('returns form errors as data and writes nothing', async () => {
    const before = (await t.runtime.db.knex('feedback')).length;
    const { body } = await gql(
      t.app,
      'mutation($input: SubmitFeedbackInput!) { submitFeedback(input: $input) { ok errors { code field } } }',
      { input: { message: 'short', contactEmail: 'bad' } },
    );
    expect(body.data).toEqual({
      submitFeedback: { ok: false, errors: [{ code: 'TOO_SHORT', field: 'message' }, { code: 'INVALID_EMAIL', field: 'contactEmail' }] },
    });
    expect(await t.runtime.db.knex('feedback')).toHaveLength(before);
  });

  it('answers the REST path with 400 VALIDATION_FAILED and the field errors', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/common/feedback/save', payload: { content: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: 400, code: 'VALIDATION_FAILED', errors: [{ code: 'REQUIRED', field: 'message' }] });
  });

  it('limits one client to 5 messages in 10 minutes, with 429 and Retry-After', async () => {
    const send = () =>
      t.app.inject({ method: 'POST', url: '/common/feedback/save', payload: { content: 'Another useful remark' }, remoteAddress: '10.9.9.9' });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ result: 429, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('feedback reaches SUPPORT_EMAIL', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp({ SUPPORT_EMAIL: 'help-desk@example.org' });
  });
  afterAll(() => t.close());

  /** One request from a client at `ip` (each its own client: no proxy is trusted in tests). */
  async function submit(input: Record<string, unknown>, ip: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: { query: 'mutation($input: SubmitFeedbackInput!) { submitFeedback(input: $input) { ok errors { code } } }', variables: { input } },
    });
    return { body: res.json() as { data?: unknown; errors?: { extensions?: Record<string, unknown> }[] } };
  }

  it('stores the message and queues exactly one e-mail to the configured address, answerable with Reply', async () => {
    const { body } = await submit({ message: 'My PDF never arrived, can you help?', contactEmail: 'Ana@Example.com', locale: 'pt-PT' }, '10.1.0.1');
    expect(body.data).toEqual({ submitFeedback: { ok: true, errors: [] } });
    const knex = t.runtime.db.knex;
    const [feedback] = await knex('feedback').where({ message: 'My PDF never arrived, can you help?' });
    expect(feedback).toMatchObject({ contact_email: 'ana@example.com', locale: 'pt-PT' });

    const toSupport = await knex('email_messages').where({ to_address: 'help-desk@example.org' });
    expect(toSupport).toHaveLength(1);
    expect(toSupport[0]).toMatchObject({
      template: 'feedbackToSupport',
      dedupe_key: `feedback:${feedback.id}:support`,
      headers: { 'Reply-To': 'ana@example.com' },
    });
    expect(toSupport[0].text_body).toContain('My PDF never arrived, can you help?');
    const jobs = await knex('outbox').where({ kind: 'sendEmail' }).whereRaw("payload->>'messageId' = ?", [toSupport[0].id]);
    expect(jobs).toHaveLength(1);
  });

  it('without a contact address, sends support the message alone and nobody else anything', async () => {
    const knex = t.runtime.db.knex;
    const before = await knex('email_messages').count<{ count: string }[]>({ count: '*' });
    await submit({ message: 'The dark mode would be lovely.' }, '10.1.0.2');
    const [feedback] = await knex('feedback').where({ message: 'The dark mode would be lovely.' });
    expect(feedback.contact_email).toBeNull();
    const mails = await knex('email_messages').where('dedupe_key', 'like', `feedback:${feedback.id}:%`);
    expect(mails.map((m) => [m.to_address, m.headers])).toEqual([['help-desk@example.org', {}]]);
    const after = await knex('email_messages').count<{ count: string }[]>({ count: '*' });
    expect(Number(after[0]!.count) - Number(before[0]!.count)).toBe(1);
  });

  it('limits one address to 3 messages an hour, in GraphQL as a RATE_LIMITED field error, writing nothing more', async () => {
    const knex = t.runtime.db.knex;
    const input = { message: 'Still waiting for my answer.', contactEmail: 'limit@example.com' };
    for (const ip of ['10.2.0.1', '10.2.0.2', '10.2.0.3']) {
      expect((await submit(input, ip)).body.data).toEqual({ submitFeedback: { ok: true, errors: [] } });
    }
    const before = (await knex('feedback')).length;
    const limited = await submit(input, '10.2.0.4');
    expect(limited.body.data).toEqual({ submitFeedback: null });
    expect(limited.body.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.body.errors?.[0]?.extensions?.['retryAfterSeconds'])).toBeGreaterThan(0);
    expect(await knex('feedback')).toHaveLength(before);
  });
});
