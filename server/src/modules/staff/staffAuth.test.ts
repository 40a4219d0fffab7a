import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/db';
import { testConfig } from '../../../test/runtime';
import type { DbHandle } from '../../db/connection';
import { fixedClock } from '../../shared/clock';
import { memoryRateLimiter } from '../../shared/rateLimiter';
import { isAppError } from '../../shared/errors';
import { auditActorOf, createAuditService } from './audit.service';
import { ABSOLUTE_TTL_MS, IDLE_TTL_MS, PENDING_TTL_MS } from './staff.models';
import { createStaffAuthService } from './staffAuth.service';
import { createStaffUsersService } from './staffUsers.service';
import { unseal } from './secretBox';
import { acceptedStep, totpCodeAt } from './totp';

/** Staff sign-in as the service sees it, on a real database with a clock the test moves. */
let handle: DbHandle;
const config = testConfig();
const clock = fixedClock(new Date('2026-12-01T09:00:10Z'));
let auth: ReturnType<typeof createStaffAuthService>;
let users: ReturnType<typeof createStaffUsersService>;
let n = 0;

const secretOf = (otpauthUri: string) => new URL(otpauthUri).searchParams.get('secret')!;

/** A new staff user, enrolled unless asked not to be; gives their password, secret and recovery codes. */
async function staffUser(options: { enrol?: boolean; roles?: string[] } = {}) {
  const email = `staff${++n}@example.com`;
  const created = await users.create({ email, displayName: `Staff ${n}`, roles: options.roles ?? ['content'] }, auditActorOf(null));
  if (!created.value) throw new Error(JSON.stringify(created.errors));
  const { initialPassword: password, otpauthUri, user } = created.value;
  const secret = secretOf(otpauthUri);
  let recoveryCodes: string[] = [];
  if (options.enrol !== false) {
    const first = await auth.signIn({ email, password, clientKey: `10.0.0.${n}`, previousToken: null });
    const enrolled = await auth.enrol({ token: first.value!.token, code: totpCodeAt(secret, clock.now()) });
    recoveryCodes = enrolled.value!.recoveryCodes;
    clock.advance(30_000); // the next code is of a later step
  }
  return { id: user.id, email, password, secret, recoveryCodes };
}

beforeAll(async () => {
  handle = await createTestDb();
  const deps = { db: handle.knex, clock, config, rateLimiter: memoryRateLimiter() };
  auth = createStaffAuthService(deps);
  users = createStaffUsersService({ ...deps, audit: createAuditService(deps) });
});
afterAll(async () => handle?.close());
beforeEach(() => clock.advance(60 * 60_000));

describe('TOTP codes (RFC 6238: 30 s steps, six digits, one step either side)', () => {
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const at = new Date('2026-12-01T12:00:15Z');

  it('accepts the current step and the one before and after, not two away', () => {
    expect(acceptedStep(secret, totpCodeAt(secret, at), at, null)).not.toBeNull();
    expect(acceptedStep(secret, totpCodeAt(secret, new Date(at.getTime() - 30_000)), at, null)).not.toBeNull();
    expect(acceptedStep(secret, totpCodeAt(secret, new Date(at.getTime() + 30_000)), at, null)).not.toBeNull();
    expect(acceptedStep(secret, totpCodeAt(secret, new Date(at.getTime() - 60_000)), at, null)).toBeNull();
    expect(acceptedStep(secret, totpCodeAt(secret, new Date(at.getTime() + 60_000)), at, null)).toBeNull();
  });

  it('refuses a step already used, and anything that is not six digits', () => {
    const step = acceptedStep(secret, totpCodeAt(secret, at), at, null)!;
    expect(acceptedStep(secret, totpCodeAt(secret, at), at, step)).toBeNull();
    expect(acceptedStep(secret, '12345', at, null)).toBeNull();
    expect(acceptedStep(secret, 'abcdef', at, null)).toBeNull();
  });

  it('matches the RFC 6238 test vector (SHA-1, T = 59 s)', () => {
    // The RFC's ASCII secret "12345678901234567890" in base32; its 8-digit code 94287082 ends in these six.
    expect(totpCodeAt('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', new Date(59_000))).toBe('287082');
  });
});

describe('staff users at rest', () => {
  it('keeps an argon2id hash with the account parameters and the TOTP secret sealed, never in the clear', async () => {
    const u = await staffUser({ enrol: false });
    const row = await handle.knex('staff_users').where({ id: u.id }).first();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.totp_secret_sealed).not.toContain(u.secret);
    expect(unseal(config.appSecret, 'staff-totp', row.totp_secret_sealed)).toBe(u.secret);
    expect(() => unseal('another-secret-of-enough-length-000000', 'staff-totp', row.totp_secret_sealed)).toThrow();
  });

  it('stores the canonical address, and refuses a second user with it', async () => {
    const made = await users.create({ email: '  Mixed.Case@Example.COM ', displayName: 'M', roles: ['finance'] }, auditActorOf(null));
    expect(made.value?.user.email).toBe('mixed.case@example.com');
    const again = await users.create({ email: 'mixed.case@example.com', displayName: 'M', roles: ['finance'] }, auditActorOf(null));
    expect(again.errors.map((e) => e.code)).toEqual(['EMAIL_TAKEN']);
  });
});

describe('signing in', () => {
  it('asks a new user to enrol (with the secret to scan), then a code confirms it and gives ten single-use recovery codes', async () => {
    const u = await staffUser({ enrol: false });
    const first = await auth.signIn({ email: u.email, password: u.password, clientKey: '10.1.0.1', previousToken: null });
    expect(first.value?.next).toMatchObject({ kind: 'enrol', secret: u.secret });
    expect(await auth.signedIn(first.value!.token)).toBeNull(); // half signed in is not signed in
    expect((await auth.enrol({ token: first.value!.token, code: '000000' })).errors[0]?.code).toBe('CODE_INVALID');
    const done = await auth.enrol({ token: first.value!.token, code: totpCodeAt(u.secret, clock.now()) });
    expect(done.value?.recoveryCodes).toHaveLength(10);
    expect(new Set(done.value!.recoveryCodes).size).toBe(10);
    const stored = await handle.knex('staff_recovery_codes').where({ staff_user_id: u.id });
    expect(stored).toHaveLength(10);
    expect(stored.some((r) => done.value!.recoveryCodes.some((c) => r.code_hash.includes(c)))).toBe(false);
    expect((await auth.signedIn(done.value!.token))?.user.id).toBe(u.id);
    expect(await auth.signedIn(first.value!.token)).toBeNull(); // the pending token is spent
  });

  it('asks an enrolled user for a code; the same code does not work twice', async () => {
    const u = await staffUser();
    const first = await auth.signIn({ email: u.email, password: u.password, clientKey: '10.1.0.2', previousToken: null });
    expect(first.value?.next).toEqual({ kind: 'totp' });
    const code = totpCodeAt(u.secret, clock.now());
    const ok = await auth.verify({ token: first.value!.token, code });
    expect(ok.errors).toEqual([]);
    const again = await auth.signIn({ email: u.email, password: u.password, clientKey: '10.1.0.2', previousToken: null });
    expect((await auth.verify({ token: again.value!.token, code })).errors[0]?.code).toBe('CODE_INVALID');
  });

  it('gives one answer for a wrong password, an unknown address and a disabled user', async () => {
    const u = await staffUser();
    const off = await staffUser();
    await users.disable(off.id, auditActorOf(null));
    const answers = await Promise.all([
      auth.signIn({ email: u.email, password: 'wrong password', clientKey: '10.1.0.3', previousToken: null }),
      auth.signIn({ email: 'nobody@example.com', password: u.password, clientKey: '10.1.0.4', previousToken: null }),
      auth.signIn({ email: off.email, password: off.password, clientKey: '10.1.0.5', previousToken: null }),
    ]);
    for (const a of answers) expect(a.errors).toEqual([{ code: 'INVALID_CREDENTIALS', field: null, message: 'Incorrect e-mail address or password' }]);
  });

  it('takes a recovery code instead of a TOTP code, once', async () => {
    const u = await staffUser();
    const code = u.recoveryCodes[3]!;
    const first = await auth.signIn({ email: u.email, password: u.password, clientKey: '10.1.0.6', previousToken: null });
    expect((await auth.verify({ token: first.value!.token, code: code.toLowerCase() })).errors).toEqual([]);
    expect(await auth.recoveryCodesLeft(u.id)).toBe(9);
    const second = await auth.signIn({ email: u.email, password: u.password, clientKey: '10.1.0.6', previousToken: null });
    expect((await auth.verify({ token: second.value!.token, code })).errors[0]?.code).toBe('CODE_INVALID');
  });

  it('lets the password step lapse after five minutes', async () => {
    const u = await staffUser();
    const first = await auth.signIn({ email: u.email, password: u.password, clientKey: '10.1.0.7', previousToken: null });
    clock.advance(PENDING_TTL_MS + 1000);
    expect((await auth.verify({ token: first.value!.token, code: totpCodeAt(u.secret, clock.now()) })).errors[0]?.code).toBe('SIGN_IN_EXPIRED');
  });
});

const limited = (e: unknown) => isAppError(e) && e.code === 'RATE_LIMITED';

describe('limits', () => {
  it('locks an address out after five wrong passwords, even with the right one', async () => {
    const u = await staffUser();
    for (let i = 0; i < 5; i++) expect((await auth.signIn({ email: u.email, password: 'nope', clientKey: `10.2.0.${i}`, previousToken: null })).errors[0]?.code).toBe('INVALID_CREDENTIALS');
    await expect(auth.signIn({ email: u.email, password: u.password, clientKey: '10.2.1.1', previousToken: null })).rejects.toSatisfy(limited);
  });

  it('locks the code step out after five wrong codes', async () => {
    const u = await staffUser();
    const first = await auth.signIn({ email: u.email, password: u.password, clientKey: '10.2.2.1', previousToken: null });
    for (let i = 0; i < 5; i++) await auth.verify({ token: first.value!.token, code: '000000' });
    await expect(auth.verify({ token: first.value!.token, code: totpCodeAt(u.secret, clock.now()) })).rejects.toSatisfy(limited);
  });
});

/** A staff user signed in all the way, with their session token. */
async function signedIn() {
  const u = await staffUser();
  const first = await auth.signIn({ email: u.email, password: u.password, clientKey: '10.3.0.1', previousToken: null });
  const done = await auth.verify({ token: first.value!.token, code: totpCodeAt(u.secret, clock.now()) });
  return { ...u, token: done.value!.token };
}

describe('the studio session', () => {
  it('ends after 30 idle minutes', async () => {
    const s = await signedIn();
    clock.advance(IDLE_TTL_MS - 1000);
    expect(await auth.signedIn(s.token)).not.toBeNull(); // and the idle clock starts again
    clock.advance(IDLE_TTL_MS - 1000);
    expect(await auth.signedIn(s.token)).not.toBeNull();
    clock.advance(IDLE_TTL_MS + 1000);
    expect(await auth.signedIn(s.token)).toBeNull();
  });

  it('ends after 12 hours however busy', async () => {
    const s = await signedIn();
    for (let t = 0; t < ABSOLUTE_TTL_MS - 20 * 60_000; t += 20 * 60_000) {
      clock.advance(20 * 60_000);
      expect(await auth.signedIn(s.token)).not.toBeNull();
    }
    clock.advance(40 * 60_000);
    expect(await auth.signedIn(s.token)).toBeNull();
  });

  it('ends at sign-out, and when the user is disabled', async () => {
    const a = await signedIn();
    await auth.signOut(a.token);
    expect(await auth.signedIn(a.token)).toBeNull();
    const b = await signedIn();
    await users.disable(b.id, auditActorOf(null));
    expect(await auth.signedIn(b.token)).toBeNull();
  });
});
