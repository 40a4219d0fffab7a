import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/runtime';
import { GRAPHQL_LIMITS } from './server';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const fullWidth = (s: string) => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

/** Ways of writing one address that are the same address: letter case, full-width forms, spaces around it. */
function variantsOf(address: string, count: number): string[] {
  const [local = '', domain = ''] = address.split('@');
  const fixed = [address, address.toUpperCase(), ` ${address} `, `${fullWidth(local)}@${domain}`, `${local}＠${domain.toUpperCase()}`];
  const mixed = Array.from({ length: Math.max(0, count - fixed.length) }, (_, i) =>
    [...address].map((c, j) => ((i + j) % (2 + (i % 3)) === 0 ? c.toUpperCase() : c)).join(''),
  );
  return [...fixed, ...mixed].slice(0, count);
}

// Every mutation that sends an e-mail to an address it is given, with its per-address limit.
const SENDERS = [
  { name: 'retrieveReports', field: (e: string) => `retrieveReports(email: ${JSON.stringify(e)}) { accepted }`, perAddress: 3 },
  { name: 'requestCancelLink', field: (e: string) => `requestCancelLink(email: ${JSON.stringify(e)}) { accepted }`, perAddress: 3 },
  { name: 'sendEmailCode', field: (e: string) => `sendEmailCode(email: ${JSON.stringify(e)}, purpose: REGISTER) { ok }`, perAddress: 5 },
  {
    name: 'submitFeedback',
    field: (e: string) => `submitFeedback(input: { message: "A remark about the report", contactEmail: ${JSON.stringify(e)} }) { ok }`,
    perAddress: 3,
  },
];

describe('limits in GraphQL refuse fields, not requests', () => {
  let client = 0;
  it.each(SENDERS)(
    `$name: ${GRAPHQL_LIMITS.maxAliases - 1} aliases with variants of one address send at most $perAddress e-mails; only the refused aliases fail (HTTP 200)`,
    async ({ name, field, perAddress }) => {
      const address = `${name.toLowerCase()}.limit@example.com`;
      const variants = variantsOf(address, GRAPHQL_LIMITS.maxAliases - 1);
      const res = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: `10.71.0.${++client}`,
        headers: { 'content-type': 'application/json' },
        payload: { query: `mutation { ${variants.map((v, i) => `v${i}: ${field(v)}`).join(' ')} }` },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { data: Record<string, unknown>; errors: { path: string[]; extensions: { code: string; retryAfterSeconds: number } }[] };
      const served = variants.slice(0, perAddress).map((_, i) => `v${i}`);
      const refused = variants.slice(perAddress).map((_, i) => `v${i + perAddress}`);
      for (const alias of served) expect(body.data[alias], alias).not.toBeNull();
      for (const alias of refused) expect(body.data[alias], alias).toBeNull();
      expect(body.errors.map((e) => e.path[0])).toEqual(refused);
      for (const error of body.errors) {
        expect(error.extensions.code).toBe('RATE_LIMITED');
        expect(error.extensions.retryAfterSeconds).toBeGreaterThan(0);
      }
      expect(Number(res.headers['retry-after'])).toBe(Math.max(...body.errors.map((e) => e.extensions.retryAfterSeconds)));
      const sent = await t.runtime.db.knex('email_messages').where({ to_address: address }).count<{ n: string }[]>({ n: '*' });
      expect(Number(sent[0]!.n)).toBe(perAddress);
    },
  );

  it('a request with nothing refused has no Retry-After', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: '10.71.1.1',
      headers: { 'content-type': 'application/json' },
      payload: { query: 'mutation { retrieveReports(email: "calm@example.com") { accepted } }' },
    });
    expect(res.json()).toEqual({ data: { retrieveReports: { accepted: true } } });
    expect(res.headers['retry-after']).toBeUndefined();
  });
});
