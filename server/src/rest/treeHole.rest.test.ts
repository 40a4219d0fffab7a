import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyNextStep, CARDS, orderFor, signUp } from '../../test/accounts';
import { startTestApp, type TestContext } from '../../test/runtime';

/** The tree hole's two REST paths (spec section 7) and its GraphQL fields: one service, the same answers. */
describe('tree hole over REST and GraphQL', () => {
  let t: TestContext;
  let premium: string;
  let plain: string;
  const knex = () => t.runtime.db.knex;
  const post = (url: string, payload: unknown, cookie?: string, hl = 'en-US') =>
    t.app.inject({ method: 'POST', url, headers: { hl, ...(cookie ? { cookie } : {}) }, payload: payload as Record<string, unknown> });
  const graphql = (query: string, variables: Record<string, unknown>, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', hl: 'en-US', ...(cookie ? { cookie } : {}) }, payload: { query, variables } });

  beforeAll(async () => {
    t = await startTestApp();
    premium = await signUp(t.app, knex(), 'tree@example.com', '10.9.7.1');
    const first = await orderFor(t.app, 'tree@example.com', 'bmbti-trial-monthly', CARDS.ok, '10.9.7.1');
    expect(await buyNextStep(t.app, first, 'bmbti-premium-yearly')).toBe('PaymentSucceeded');
    await t.runtime.jobs.drain();
    plain = await signUp(t.app, knex(), 'plain-tree@example.com', '10.9.7.2');
  });
  afterAll(() => t.close());

  it('POST /treehole/save publishes, holds self-harm with crisis lines, and refuses bad input with a code', async () => {
    const saved = await post('/treehole/save', { content: 'Got the job today.' }, premium);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ secret: { state: 'PUBLISHED', body: 'Got the job today.' }, crisis: null });
    const held = await post('/treehole/save', { content: '我不想活了', country: 'HK' }, premium, 'zh-CN');
    expect(held.json().data.secret.state).toBe('HELD');
    expect(held.json().data.crisis.country).toBe('HK');
    expect(held.json().data.crisis.lines.length).toBeGreaterThan(0);
    expect((await post('/treehole/save', { content: '   ' }, premium)).json()).toMatchObject({ result: 400, code: 'BODY_REQUIRED' });
    expect((await post('/treehole/save', { content: 'x'.repeat(501) }, premium)).json()).toMatchObject({ result: 400, code: 'BODY_TOO_LONG' });
    expect((await post('/treehole/save', { content: 42 }, premium)).json()).toMatchObject({ result: 400, code: 'BAD_USER_INPUT' });
    expect((await post('/treehole/save', { content: 'hi' })).statusCode).toBe(401);
    expect((await post('/treehole/save', { content: 'hi' }, plain)).json()).toMatchObject({ result: 403, code: 'FORBIDDEN' });
  });

  it('POST /treehole/list gives the feed or the member’s own posts with their states, page by page', async () => {
    const feed = (await post('/treehole/list', { type: 'all', size: 10 }, premium)).json().data;
    expect(feed.items.map((p: { body: string }) => p.body)).toEqual(['Got the job today.']);
    expect(feed.hasMore).toBe(false);
    expect(JSON.stringify(feed)).not.toContain('tree@example.com');
    const mine = (await post('/treehole/list', { type: 'mine' }, premium)).json().data;
    expect(mine.items.map((s: { state: string }) => s.state)).toEqual(['HELD', 'PUBLISHED']);
    expect((await post('/treehole/list', { type: 'mine' }, plain)).json().data.items).toEqual([]);
    expect((await post('/treehole/list', { type: 'all' }, plain)).statusCode).toBe(403);
    expect((await post('/treehole/list', { size: 500 }, premium)).json().code).toBe('BAD_USER_INPUT');
  });

  it('answers the same over GraphQL, and keeps the queue for moderators', async () => {
    const res = await graphql('{ treeHoleAccess { signedIn member } treeHoleFeed(first: 5) { hasMore posts { body mine reactions { kind count } } } }', {}, premium);
    expect(res.json().data.treeHoleAccess).toEqual({ signedIn: true, member: true });
    expect(res.json().data.treeHoleFeed.posts[0]).toMatchObject({ body: 'Got the job today.', mine: true });
    const react = await graphql('mutation($i: ReactToTreeHolePostInput!) { reactToTreeHolePost(input: $i) { post { id } } }', { i: { id: 'nope', kind: 'HUG' } }, premium);
    expect(react.json().errors[0].extensions.code).toBe('NOT_FOUND');
    const queue = await graphql('{ treeHoleQueue { items { id } } }', {}, premium);
    expect(queue.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
