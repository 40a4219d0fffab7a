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
    expect(mails[0].subject).toBe('문의가 접수되었습니다');
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
