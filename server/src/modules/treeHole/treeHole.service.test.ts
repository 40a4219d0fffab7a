import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createTestDb } from '../../../test/db';
import type { DbHandle } from '../../db/connection';
import { fixedClock } from '../../shared/clock';
import { isAppError } from '../../shared/errors';
import { memoryRateLimiter } from '../../shared/rateLimiter';
import type { UserRow } from '../account/account.models';
import type { CrisisResourcesModel } from '../report/examReport.models';
import { createAuditService } from '../staff/audit.service';
import { createTreeHoleService, REPORTS_TO_HOLD } from './treeHole.service';
import { createTreeHoleModerationService } from './treeHoleModeration.service';

const MODERATOR = { staffUserId: null, label: 'staffUser:test', roles: ['moderator' as const] };

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (e) {
    return isAppError(e) ? e.code : String(e);
  }
}

/** The tree hole on the real database: moderation before publishing, anonymity, reactions, reports and decisions. */
describe('tree hole service', () => {
  let handle: DbHandle;
  let knex: Knex;
  const clock = fixedClock(new Date('2026-12-04T09:00:00Z'));
  const tiers = new Map<string, 'guest' | 'basic' | 'premium'>();
  const crisisAsked: unknown[] = [];
  const crisis = async (countries: readonly (string | null | undefined)[]): Promise<CrisisResourcesModel> => {
    crisisAsked.push(countries);
    return { country: 'JP', emergency: '119', lines: [{ name: 'Inochi no Denwa', phone: '0570-783-556', text: null, url: null, hours: null }], international: [], reviewedOn: '2026-11-27' };
  };
  let service: ReturnType<typeof createTreeHoleService>;
  let moderation: ReturnType<typeof createTreeHoleModerationService>;
  const ticking = { now: () => (clock.advance(1000), clock.now()) };

  async function member(email: string, tier: 'guest' | 'basic' | 'premium' = 'premium'): Promise<UserRow> {
    const [row] = await knex('users').insert({ email, name: email, password_hash: 'x' }).returning('*');
    tiers.set(email, tier);
    return row as UserRow;
  }

  beforeAll(async () => {
    handle = await createTestDb();
    knex = handle.knex;
    const deps = { db: knex, clock: ticking, rateLimiter: memoryRateLimiter(), subscriptions: { entitlement: async (email: string) => ({ tier: tiers.get(email) ?? 'guest' }) }, crisis };
    service = createTreeHoleService(deps);
    moderation = createTreeHoleModerationService({ db: knex, clock: ticking, audit: createAuditService({ db: knex, clock: ticking }) });
  });
  afterAll(() => handle.close());

  it('publishes a clean post at once and shows it to other members without its author', async () => {
    const ana = await member('ana@example.com');
    const ben = await member('ben@example.com');
    const out = await service.publish(ana, { body: '  Finally slept well after the move.  ', locale: 'en-US' });
    expect(out.errors).toEqual([]);
    expect(out.secret).toMatchObject({ state: 'published', body: 'Finally slept well after the move.' });
    expect(out.crisis).toBeNull();
    const feed = await service.feed(ben, {});
    expect(feed.items[0]).toMatchObject({ body: 'Finally slept well after the move.', mine: false });
    expect(Object.keys(feed.items[0]!)).not.toContain('userId');
    expect((await service.feed(ana, {})).items[0]?.mine).toBe(true);
  });

  it('holds a post that speaks of self-harm, shows crisis lines at once and keeps it off the feed', async () => {
    const cho = await member('cho@example.com');
    const out = await service.publish(cho, { body: '消えたい。もう疲れた。', locale: 'ja-JP' });
    expect(out.secret?.state).toBe('held');
    expect(out.crisis?.country).toBe('JP');
    expect(crisisAsked.at(-1)).toEqual([undefined, 'JP']);
    const feed = await service.feed(cho, { first: 50 });
    expect(feed.items.map((p) => p.body)).not.toContain('消えたい。もう疲れた。');
    const mine = await service.mine(cho, {});
    expect(mine.items.map((s) => s.state)).toEqual(['held']);
  });

  it('refuses empty and over-long posts as data, and visitors and accounts without Premium by code', async () => {
    const dee = await member('dee@example.com');
    expect((await service.publish(dee, { body: '   ', locale: 'en-US' })).errors[0]?.code).toBe('BODY_REQUIRED');
    expect((await service.publish(dee, { body: '树'.repeat(501), locale: 'zh-CN' })).errors[0]?.code).toBe('BODY_TOO_LONG');
    expect((await service.publish(dee, { body: '🌳'.repeat(500), locale: 'zh-CN' })).errors).toEqual([]);
    expect(await codeOf(service.publish(null, { body: 'hi', locale: 'en-US' }))).toBe('UNAUTHENTICATED');
    const basic = await member('basic@example.com', 'basic');
    expect(await codeOf(service.publish(basic, { body: 'hi', locale: 'en-US' }))).toBe('FORBIDDEN');
    expect(await service.access(basic)).toEqual({ signedIn: true, member: false });
  });

  it('limits posts per account', async () => {
    const eve = await member('eve@example.com');
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) codes.push((await service.publish(eve, { body: `Day ${i} of the new job.`, locale: 'en-US' })).errors[0]?.code ?? 'ok');
    expect(codes).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'TOO_MANY_POSTS']);
  });

  it('pages the feed with a cursor until there is no more', async () => {
    const fay = await member('fay@example.com');
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await service.feed(fay, { first: 3, after });
      seen.push(...page.items.map((p) => p.id));
      if (!page.hasMore) break;
      after = page.endCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(Number((await knex('tree_hole_posts').where({ state: 'published' }).count({ n: '*' }).first())?.n));
  });

  it('toggles reactions on others’ posts only, and lets only the author delete', async () => {
    const gus = await member('gus@example.com');
    const hal = await member('hal@example.com');
    const { secret } = await service.publish(gus, { body: 'Passed my driving test!', locale: 'en-US' });
    const id = secret!.id;
    const hugged = await service.react(hal, id, 'hug');
    expect(hugged.reactions.find((r) => r.kind === 'hug')).toEqual({ kind: 'hug', count: 1, mine: true });
    expect((await service.react(hal, id, 'hug')).reactions.find((r) => r.kind === 'hug')?.count).toBe(0);
    expect(await codeOf(service.react(gus, id, 'hug'))).toBe('FORBIDDEN');
    expect(await codeOf(service.remove(hal, id))).toBe('NOT_FOUND');
    expect(await codeOf(service.remove(gus, 'not-an-id'))).toBe('NOT_FOUND');
    expect(await service.remove(gus, id)).toBe(id);
    expect(await codeOf(service.react(hal, id, 'hug'))).toBe('NOT_FOUND');
  });

  it('takes a post off the feed after enough reports; a moderator removes it with a reason its author sees, in the audit log', async () => {
    const ivy = await member('ivy@example.com');
    const { secret } = await service.publish(ivy, { body: 'My landlord never fixes anything.', locale: 'en-US' });
    const id = secret!.id;
    for (let i = 0; i < REPORTS_TO_HOLD; i++) {
      const reporter = await member(`r${i}@example.com`);
      await service.report(reporter, id, i === 0 ? 'spam' : 'abuse');
      await service.report(reporter, id, 'abuse').catch(() => undefined);
    }
    const queue = await moderation.queue({});
    const queued = queue.items.find((q) => q.id === id);
    expect(queued).toMatchObject({ state: 'held', holdReasons: ['reports'], openReports: REPORTS_TO_HOLD });
    expect(queued?.reportReasons.sort((a, b) => a.reason.localeCompare(b.reason))).toEqual([{ reason: 'abuse', count: 2 }, { reason: 'spam', count: 1 }]);
    expect((await moderation.decide(id, { kind: 'remove', reason: null, note: null }, MODERATOR)).errors[0]?.code).toBe('REASON_REQUIRED');
    const decided = await moderation.decide(id, { kind: 'remove', reason: 'personalInfo', note: 'It names a real address.' }, MODERATOR);
    expect(decided.item?.state).toBe('removed');
    const mine = await service.mine(ivy, {});
    expect(mine.items[0]).toMatchObject({ state: 'removed', removalReason: 'personalInfo', removalNote: 'It names a real address.' });
    const audit = await knex('audit_log').where({ target_id: id }).first();
    expect(audit).toMatchObject({ action: 'treeHole.remove', target_type: 'treeHolePost', actor: 'staffUser:test' });
    expect(JSON.stringify(audit.summary)).not.toContain('landlord');
    expect(await codeOf(moderation.decide(id, { kind: 'approve' }, MODERATOR))).toBe('NOT_FOUND');
  });

  it('lets a moderator approve a held post onto the feed', async () => {
    const jo = await member('jo@example.com');
    const { secret } = await service.publish(jo, { body: 'My boss is such a f*cking nightmare.', locale: 'en-US' });
    expect(secret?.state).toBe('held');
    const item = (await moderation.queue({ first: 50 })).items.find((q) => q.id === secret!.id);
    expect(item?.holdReasons).toEqual(['abuse']);
    expect(item?.matched).toContain('fck*');
    await moderation.decide(secret!.id, { kind: 'approve' }, MODERATOR);
    expect((await service.feed(jo, {})).items[0]?.id).toBe(secret!.id);
    expect(await knex('audit_log').where({ target_id: secret!.id, action: 'treeHole.approve' }).first()).toBeTruthy();
  });
});
