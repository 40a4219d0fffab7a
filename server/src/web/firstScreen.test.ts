import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER, CARDS, createOrder, finishedSession, pay } from '../../test/checkout';
import { startTestApp, type TestContext } from '../../test/runtime';
import { FIRST_SCREEN_ELEMENT_ID, scriptSafeJson, withFirstScreen, withTypenames, type FirstScreenEntry } from './firstScreen';


/** The first-screen documents as the client build writes them (`.vite/first-screen.json`), for a few fields. */
const DOCUMENTS = {
  ExamQuestions: parse('query ExamQuestions($examId: Int!, $locale: String!) { questions(examId: $examId, locale: $locale) { examId locale questions { id text } } }'),
  PlanSession: parse('query PlanSession($id: ID!) { examSession(id: $id) { id examId submittedAt form { email country } } }'),
  PlanOffers: parse('query PlanOffers($examId: Int!, $country: String, $sessionId: ID) { plans(examId: $examId, country: $country, sessionId: $sessionId) { id price { amount currency } } }'),
  Report: parse('query Report($orderNumber: ID!, $locale: String, $token: String) { report(orderNumber: $orderNumber, locale: $locale, token: $token) { orderNumber status typeCode } }'),
};

let t: TestContext;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'innerscope-dist-'));
beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><head><title>Innerscope</title></head><div id="root"></div>');
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'first-screen.json'), JSON.stringify(DOCUMENTS));
  t = await startTestApp({ CLIENT_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

/** The entries a page came with, or null when it came with none. */
function inlined(html: string): FirstScreenEntry[] | null {
  const match = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">([^<]*)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as FirstScreenEntry[]) : null;
}

describe('first-screen data in a page', () => {
  it("gives the plan page its finished test and that test's offers, and keeps the page out of caches", async () => {
    const sessionId = await finishedSession(t.app);
    const res = await page(`/paying/scheme/BMBTI-1754?s=${sessionId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const entries = inlined(res.body)!;
    expect(entries.map((e) => e.operation)).toEqual(['PlanSession', 'PlanOffers']);
    expect(entries[0]!.variables).toEqual({ id: sessionId });
    expect(entries[0]!.data).toMatchObject({ examSession: { __typename: 'ExamSession', id: sessionId, examId: 1754, form: { email: 'buyer@example.com' } } });
    expect(entries[1]!.variables).toEqual({ examId: 1754, country: 'US', sessionId });
    expect((entries[1]!.data as { plans: unknown[] }).plans.length).toBeGreaterThan(0);
    expect(res.body.indexOf(FIRST_SCREEN_ELEMENT_ID)).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('gives a page without its key, or of a test of another exam, nothing but what anyone may read', async () => {
    const none = await page('/paying/scheme/BMBTI-1754');
    expect(inlined(none.body)).toBeNull();
    expect(none.headers['cache-control']).toBe('no-cache');
    const sessionId = await finishedSession(t.app);
    const otherExam = inlined((await page(`/paying/scheme/DEPS-1801?s=${sessionId}`)).body)!;
    // The test itself is its key holder's (the link's `s`), but not the offers of an exam it is not of.
    expect(otherExam.map((e) => e.operation)).toEqual(['PlanSession']);
    const unknown = inlined((await page('/paying/scheme/BMBTI-1754?s=00000000-0000-4000-8000-000000000000')).body);
    expect((unknown?.[0]?.data ?? { examSession: null }) as Record<string, unknown>).toEqual({ examSession: null });
  });

  it("gives a report page its report only for the order's own reader", async () => {
    const sessionId = await finishedSession(t.app);
    const { order } = await createOrder(t.app, { sessionId, skuId: 'bmbti-trial-monthly', email: 'buyer@example.com', acceptTerms: true, acceptRenewal: true });
    await pay(t.app, order!.orderNumber, CARDS.ok);
    const url = `/report/result/BMBTI-1754?order=${order!.orderNumber}&hl=en-US`;

    const own = inlined((await page(url, BUYER)).body)!;
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ operation: 'Report', variables: { orderNumber: order!.orderNumber, locale: 'en-US', token: null } });
    expect(own[0]!.data).toMatchObject({ report: { __typename: 'Report', orderNumber: order!.orderNumber } });

    // Another browser, without the e-mail's signed link: nothing of the order is written into its page.
    for (const other of [url, `${url}&t=not-a-signature`]) {
      const entries = inlined((await page(other, { cookie: 'is_vk=SomeoneElsesBrowserKey0000' })).body);
      expect((entries?.[0]?.data ?? { report: null }) as Record<string, unknown>).toEqual({ report: null });
    }
  });

  it("gives the question page its statements in the page's language, as anyone may read them, and lets caches keep it", async () => {
    const res = await page('/ja/answer/question/DEPS-1801');
    expect(res.headers['cache-control']).toBe('no-cache');
    const [entry, ...rest] = inlined(res.body)!;
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ operation: 'ExamQuestions', variables: { examId: 1801, locale: 'ja-JP' }, data: { questions: { examId: 1801, locale: 'ja-JP' } } });
    // Sent as the page sends it, without the client's __typename.
    expect(JSON.stringify(entry!.data)).not.toContain('__typename');
    expect(inlined((await page('/answer/question/BMBTI-999999')).body)).toBeNull();
  });

  it('leaves the other pages as they are', async () => {
    for (const url of ['/', '/index/BMBTI-1754', '/report/retrieve/BMBTI-1754?order=X']) {
      const res = await page(url);
      expect(inlined(res.body)).toBeNull();
    }
  });
});

describe('writing the data into the HTML', () => {
  it('escapes what could end the script element or open a comment', () => {
    const json = scriptSafeJson({ text: '</script><script>alert(1)</script><!-- & \u2028\u2029' });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script><!-- & \u2028\u2029' });
    const html = withFirstScreen('<head></head>', [{ operation: 'Report', variables: {}, data: { text: '</script>' } }]);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('adds __typename to every selection set below the operation, as the page client asks', () => {
    const printed = print(withTypenames(parse('query Q { a { b c { d } } }')));
    expect(printed.replace(/\s+/g, ' ')).toBe('query Q { a { b c { d __typename } __typename } }');
  });
});
