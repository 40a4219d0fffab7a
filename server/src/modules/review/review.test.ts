import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestContext } from '../../../test/runtime';
import { BUYER, CARDS, createOrder, finishedSession, pay } from '../../../test/checkout';
import { reportToken } from '../report/report.access';
import { displayName } from './review.service';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ PAYMENT_SLOWDOWN_MS: '1' });
});
afterAll(() => t.close());

const SUBMIT = 'mutation($i: SubmitReviewInput!) { submitReview(input: $i) { review { name typeCode rating content country verified } errors { code field } } }';
type Payload = { review: Record<string, unknown> | null; errors: { code: string; field: string }[] };
/** Submits as the buyer's browser unless told otherwise. */
const submit = async (input: Record<string, unknown>, headers: Record<string, string> = BUYER) =>
  ((await gql(t.app, SUBMIT, { i: input }, headers)).body.data as { submitReview: Payload }).submitReview;
const reviewCount = async () => Number((await t.runtime.db.knex('reviews').count<{ count: string }[]>('* as count'))[0]!.count);

async function order(paid: boolean, ip: string) {
  const sessionId = await finishedSession(t.app, 'DE');
  await gql(t.app, 'mutation($i: SaveReportFormInput!) { saveReportForm(input: $i) { errors { code } } }', {
    i: { sessionId, firstName: 'Lena', lastName: 'schmidt', email: 'lena@example.com', country: 'DE' },
  });
  const orderNumber = (await createOrder(t.app, { sessionId, skuId: 'bmbti-trial-monthly', email: 'lena@example.com', acceptTerms: true, acceptRenewal: true })).order!.orderNumber;
  if (paid) await pay(t.app, orderNumber, CARDS.ok, ip);
  return orderNumber;
}

describe('reviews', () => {
  it('are written only by paid orders, with the first name and initial, and listed newest first', async () => {
    const unpaid = await order(false, '10.3.0.1');
    expect((await submit({ orderNumber: unpaid, rating: 5, content: 'Spot on, I recognised myself.' })).errors).toEqual([{ code: 'NOT_PAID', field: 'orderNumber' }]);
    const paid = await order(true, '10.3.0.2');
    const out = await submit({ orderNumber: paid, rating: 4, content: '  Spot on, I recognised myself.  ' });
    expect(out.errors).toEqual([]);
    expect(out.review).toMatchObject({ name: 'Lena S.', rating: 4, content: 'Spot on, I recognised myself.', country: 'DE', verified: true });
    expect(out.review!.typeCode).toMatch(/^[EI][SN][TF][JP]$/);
    // Writing again replaces the order's review instead of adding one.
    await submit({ orderNumber: paid, rating: 5, content: 'Even better on a second read.' });
    const list = ((await gql(t.app, '{ reviews(examId: 1754) { name rating content } }')).body.data as { reviews: { rating: number; content: string }[] }).reviews;
    expect(list.filter((r) => r.content.includes('second read'))).toHaveLength(1);
    expect(list.some((r) => r.content.includes('recognised myself'))).toBe(false);
  });

  it('refuses a bad rating, too short or too long text, and an unknown order, writing nothing', async () => {
    const paid = await order(true, '10.3.0.3');
    const before = await t.runtime.db.knex('reviews').count<{ count: string }[]>('* as count');
    expect((await submit({ orderNumber: paid, rating: 6, content: 'short' })).errors.map((e) => e.code)).toEqual(['RATING_OUT_OF_RANGE', 'CONTENT_TOO_SHORT']);
    expect((await submit({ orderNumber: paid, rating: 3, content: 'x'.repeat(601) })).errors.map((e) => e.code)).toEqual(['CONTENT_TOO_LONG']);
    expect((await submit({ orderNumber: 'y'.repeat(22), rating: 3, content: 'A fine report overall.' })).errors.map((e) => e.code)).toEqual(['ORDER_NOT_FOUND']);
    const after = await t.runtime.db.knex('reviews').count<{ count: string }[]>('* as count');
    expect(Number(after[0]!.count)).toBe(Number(before[0]!.count));
  });

  it('are written by the buyer alone: an order number says nothing to anyone else, paid or not', async () => {
    const paid = await order(true, '10.3.0.5');
    const unpaid = await order(false, '10.3.0.6');
    const before = await reviewCount();
    const input = { rating: 1, content: 'Written by someone who holds the number.' };
    const unknown = await submit({ ...input, orderNumber: 'q'.repeat(22) });
    expect(unknown.errors).toEqual([{ code: 'ORDER_NOT_FOUND', field: 'orderNumber' }]);
    for (const headers of [{}, { cookie: 'is_vk=SomeoneElsesBrowserKey0' }] as Record<string, string>[]) {
      expect(await submit({ ...input, orderNumber: paid }, headers)).toEqual(unknown);
      expect(await submit({ ...input, orderNumber: unpaid }, headers)).toEqual(unknown);
    }
    // A link's token opens its own order only.
    expect(await submit({ ...input, orderNumber: paid, token: reportToken(t.runtime.config.appSecret, unpaid) }, {})).toEqual(unknown);
    expect(await reviewCount()).toBe(before);
  });

  it("takes the e-mailed link's token in another browser", async () => {
    const paid = await order(true, '10.3.0.7');
    const out = await submit({ orderNumber: paid, rating: 5, content: 'Read it on my laptop from the e-mail.', token: reportToken(t.runtime.config.appSecret, paid) }, {});
    expect(out).toMatchObject({ errors: [], review: { name: 'Lena S.', rating: 5 } });
  });

  it('hidden reviews are not listed', async () => {
    const paid = await order(true, '10.3.0.4');
    await submit({ orderNumber: paid, rating: 1, content: 'Hidden by staff for abuse.' });
    await t.runtime.db.knex('reviews').where('content', 'like', 'Hidden by staff%').update({ hidden: true });
    const list = ((await gql(t.app, '{ reviews(examId: 1754, first: 20) { content } }')).body.data as { reviews: { content: string }[] }).reviews;
    expect(list.some((r) => r.content.startsWith('Hidden by staff'))).toBe(false);
  });
});

describe('displayName', () => {
  it('keeps the first name and the initial of the last', () => {
    expect(displayName('Ana', 'martins')).toBe('Ana M.');
    expect(displayName('美咲', '佐藤')).toBe('美咲 佐.');
    expect(displayName(null, null)).toBe('Anonymous');
    expect(displayName('  ', 'Lee')).toBe('L.');
  });
});
