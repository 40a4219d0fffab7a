import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/db';
import { testConfig } from '../../../test/runtime';
import type { DbHandle } from '../../db/connection';
import { fixedClock } from '../../shared/clock';
import { type AuditActor, auditActorOf, createAuditService } from './audit.service';
import { createStaffUsersService } from './staffUsers.service';

/** The studio keeps at least one active admin, whoever asks and however many ask at once. */
let handle: DbHandle;
let users: ReturnType<typeof createStaffUsersService>;
let n = 0;
const clock = fixedClock(new Date('2026-12-01T09:00:00Z'));
const cli = auditActorOf(null);
const as = (id: string): AuditActor => ({ staffUserId: id, label: `staffUser:${id}`, roles: ['admin'] });

async function staffUser(roles: string[]): Promise<string> {
  const made = await users.create({ email: `last-admin${++n}@example.com`, displayName: `Staff ${n}`, roles }, cli);
  if (!made.value) throw new Error(JSON.stringify(made.errors));
  return made.value.user.id;
}

const codesOf = (result: { errors: { code: string }[] }) => result.errors.map((e) => e.code);

/** The admins still active, and how many audit entries there are. */
async function state() {
  const admins = (await handle.knex('staff_users').whereNull('disabled_at').select('id', 'roles')).filter((u: { roles: string[] }) => u.roles.includes('admin'));
  const audit = Number((await handle.knex('audit_log').count({ n: '*' }))[0]!.n);
  return { admins: admins.map((u: { id: string }) => u.id).sort(), audit };
}

beforeAll(async () => {
  handle = await createTestDb();
  const deps = { db: handle.knex, clock, config: testConfig() };
  users = createStaffUsersService({ ...deps, audit: createAuditService(deps) });
});
afterAll(async () => handle?.close());
// Each case starts with no active admin; a disabled one never counts.
beforeEach(async () => {
  await handle.knex('staff_users').whereNull('disabled_at').update({ disabled_at: clock.now() });
});

describe('the last active admin', () => {
  it('cannot be demoted or disabled, by themselves or from the command line, and nothing is written', async () => {
    const only = await staffUser(['admin']);
    await staffUser(['content']);
    const before = await state();
    expect(before.admins).toEqual([only]);
    expect(codesOf(await users.setRoles(only, ['content'], as(only)))).toEqual(['LAST_ADMIN']);
    expect(codesOf(await users.setRoles(only, ['content', 'support'], cli))).toEqual(['LAST_ADMIN']);
    expect(codesOf(await users.disable(only, as(only)))).toEqual(['LAST_ADMIN']);
    expect(codesOf(await users.disable(only, cli))).toEqual(['LAST_ADMIN']);
    expect(await state()).toEqual(before);
    // Keeping the role while adding others is no loss.
    expect((await users.setRoles(only, ['admin', 'content'], as(only))).value?.roles).toEqual(['content', 'admin']);
  });

  it('may be demoted or disabled once another admin is active; a disabled admin does not count', async () => {
    const first = await staffUser(['admin']);
    const second = await staffUser(['admin']);
    const gone = await staffUser(['admin']);
    expect((await users.disable(gone, as(first))).errors).toEqual([]);
    expect((await users.setRoles(second, ['finance'], as(first))).errors).toEqual([]);
    expect((await state()).admins).toEqual([first]);
    expect(codesOf(await users.setRoles(first, ['finance'], cli))).toEqual(['LAST_ADMIN']);
    // With another admin, taking away one's own role is still refused as before.
    const third = await staffUser(['admin']);
    expect(codesOf(await users.setRoles(first, ['finance'], as(first)))).toEqual(['CANNOT_CHANGE_SELF']);
    expect((await users.disable(first, as(third))).errors).toEqual([]);
    expect((await state()).admins).toEqual([third]);
  });

  it('survives two admins demoting each other at the same moment: one change passes, the other is refused', async () => {
    for (let round = 0; round < 3; round++) {
      await handle.knex('staff_users').whereNull('disabled_at').update({ disabled_at: clock.now() });
      const a = await staffUser(['admin']);
      const b = await staffUser(['admin']);
      const changes = () =>
        Promise.all([
          round === 2 ? users.disable(b, as(a)) : users.setRoles(b, ['content'], as(a)),
          users.setRoles(a, ['support'], as(b)),
        ]);
      let results: Awaited<ReturnType<typeof changes>>;
      if (handle.driver === 'postgres') {
        // Hold every staff row so both changes are under way before either may read: they then meet at the lock.
        const holder = await handle.knex.transaction();
        await holder('staff_users').forUpdate().select('id');
        const pending = changes();
        await new Promise((resolve) => setTimeout(resolve, 300));
        await holder.commit();
        results = await pending;
      } else {
        results = await changes();
      }
      expect(results.map(codesOf).sort()).toEqual([[], ['LAST_ADMIN']]);
      expect((await state()).admins).toHaveLength(1);
    }
  });
});
