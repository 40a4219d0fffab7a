import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../../src/graphql/server';
import { gql, startTestApp, type TestContext } from '../runtime';

/**
 * The edge rule for text and the error answers, case by case: what the fuzz tests sweep, pinned to the cases that
 * once answered 500 (NUL in feedback and order numbers, a GraphQL syntax error, a query over the token limit) and
 * to the database text a development server once returned.
 */

const logLines: string[] = [];
let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ NODE_ENV: 'development' }, { log: pino({ level: 'error' }, { write: (line: string) => void logLines.push(line) }) });
});
afterAll(() => t.close());

const feedbackRows = async () => Number((await t.runtime.db.knex('feedback').count({ n: '*' }).first())!.n);
const FEEDBACK = 'mutation($i: SubmitFeedbackInput!) { submitFeedback(input: $i) { ok errors { code } } }';

describe('bad text at the REST edge', () => {
  it('refuses a NUL byte or a lone surrogate in a body with 400 INVALID_TEXT naming the field, and stores nothing', async () => {
    const before = await feedbackRows();
    const nul = await t.app.inject({ method: 'POST', url: '/common/feedback/save', payload: { content: 'Hello there \u0000 friend' } });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ result: 400, code: 'INVALID_TEXT', field: 'content', message: 'The text contains a character that is not allowed' });
    // As a client sends it: JSON text with the escape of half a surrogate pair.
    const surrogate = await t.app.inject({ method: 'POST', url: '/common/feedback/save', headers: { 'content-type': 'application/json' }, payload: '{"content":"Hello there \\ud800 friend"}' });
    expect([surrogate.statusCode, surrogate.json().code, surrogate.json().field]).toEqual([400, 'INVALID_TEXT', 'content']);
    const form = await t.app.inject({ method: 'POST', url: '/unsubscribe/one-click?token=abc%00', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect([form.statusCode, form.json().code, form.json().field]).toEqual([400, 'INVALID_TEXT', 'token']);
    expect(await feedbackRows()).toBe(before);
  });

  it('refuses a NUL in a path param, and answers an address that is not UTF-8 in the envelope', async () => {
    const nul = await t.app.inject({ method: 'GET', url: '/exam/order/info/ab%00cd' });
    expect([nul.statusCode, nul.json().code, nul.json().field]).toEqual([400, 'INVALID_TEXT', 'orderNumber']);
    const notUtf8 = await t.app.inject({ method: 'GET', url: '/exam/order/info/ab%ED%A0%80cd' });
    expect(notUtf8.statusCode).toBe(400);
    expect(notUtf8.json()).toMatchObject({ result: 400, code: 'BAD_REQUEST' });
  });

  it('refuses a string over the edge ceiling with 400 BAD_USER_INPUT, and a body over 1 MB with 413', async () => {
    const long = await t.app.inject({ method: 'POST', url: '/exam/order/report/retrieve', payload: { email: 'a@example.com', hl: 'x'.repeat(10_001) } });
    expect([long.statusCode, long.json().code, long.json().field]).toEqual([400, 'BAD_USER_INPUT', 'hl']);
    const huge = await t.app.inject({ method: 'POST', url: '/common/feedback/save', payload: { content: 'x'.repeat(1_100_000) } });
    expect([huge.statusCode, huge.json().code]).toEqual([413, 'BAD_REQUEST']);
  });
});

describe('bad text at the GraphQL edge', () => {
  it('refuses a NUL byte or a lone surrogate in variables or literals with 400 INVALID_TEXT before anything runs', async () => {
    const before = await feedbackRows();
    const variable = await gql(t.app, FEEDBACK, { i: { message: 'Hello there \u0000 friend' } });
    expect(variable.status).toBe(400);
    expect(variable.body).toEqual({ errors: [{ message: 'The text contains a character that is not allowed', extensions: { code: 'INVALID_TEXT', field: 'i.message' } }] });
    const surrogate = await gql(t.app, FEEDBACK, { i: { message: 'Hello there friend', contactEmail: 'a\uDC00@example.com' } });
    expect([surrogate.status, surrogate.body.errors?.[0]?.extensions]).toEqual([400, { code: 'INVALID_TEXT', field: 'i.contactEmail' }]);
    const literal = await gql(t.app, 'mutation { submitFeedback(input: { message: "Hello there \\u0000 friend" }) { ok } }');
    expect([literal.status, literal.body.errors?.[0]?.extensions]).toEqual([400, { code: 'INVALID_TEXT', field: 'input.message' }]);
    const nested = await gql(t.app, '{ exam(examId: 1754) { name(locale: "en\\u0000") } }');
    expect([nested.status, nested.body.errors?.[0]?.extensions]).toEqual([400, { code: 'INVALID_TEXT', field: 'locale' }]);
    expect(await feedbackRows()).toBe(before);
  });

  it('refuses a string over the edge ceiling with 400 BAD_USER_INPUT', async () => {
    const long = await gql(t.app, FEEDBACK, { i: { message: 'x'.repeat(10_001) } });
    expect([long.status, long.body.errors?.[0]?.extensions]).toEqual([400, { code: 'BAD_USER_INPUT', field: 'i.message' }]);
  });
});

describe('GraphQL over HTTP', () => {
  it('answers a syntax error with 400 GRAPHQL_PARSE_FAILED', async () => {
    const { status, body } = await gql(t.app, '{ version ');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it(`answers a document over ${GRAPHQL_LIMITS.maxTokens} tokens with 400 GRAPHQL_PARSE_FAILED`, async () => {
    const fields = Array.from({ length: GRAPHQL_LIMITS.maxTokens }, (_, i) => `a${i}: version`).join(' ');
    const { status, body } = await gql(t.app, `{ ${fields} }`);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(body.errors?.[0]?.message).toMatch(/tokens/);
  });

  it('answers an unknown field with 400 GRAPHQL_VALIDATION_FAILED', async () => {
    const { status, body } = await gql(t.app, '{ version nope }');
    expect([status, body.errors?.[0]?.extensions?.code]).toEqual([400, 'GRAPHQL_VALIDATION_FAILED']);
  });
});

describe('unexpected errors in development', () => {
  const SQL = 'insert into "feedback" ("message") values ($1) - relation "secret_table" does not exist';

  it('answer INTERNAL_SERVER_ERROR with a generic message on both faces, the detail in the log only', async () => {
    const submit = t.runtime.services.feedback.submit;
    t.runtime.services.feedback.submit = async () => {
      throw new Error(SQL);
    };
    try {
      const rest = await t.app.inject({ method: 'POST', url: '/common/feedback/save', payload: { content: 'A message long enough' } });
      expect(rest.statusCode).toBe(500);
      expect(rest.json()).toEqual({ result: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' });
      const graph = await gql(t.app, FEEDBACK, { i: { message: 'A message long enough' } });
      expect(graph.body.errors).toEqual([{ message: 'Internal server error', path: ['submitFeedback'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
      expect(JSON.stringify(graph.body)).not.toContain('secret_table');
      expect(logLines.filter((line) => line.includes('secret_table'))).toHaveLength(2);
    } finally {
      t.runtime.services.feedback.submit = submit;
    }
  });
});
