import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import { canonicalEmail, isValidEmail } from '../../shared/email';
import { sha256 } from '../../shared/hash';
import { randomId } from '../../shared/ids';
import type { RateLimiter, RateRule } from '../../shared/rateLimiter';
import { ARGON2_OPTIONS } from '../account/account.service';
import {
  ABSOLUTE_TTL_MS,
  IDLE_TTL_MS,
  PENDING_TTL_MS,
  RECOVERY_CODE_COUNT,
  type StaffError,
  staffError,
  type StaffSessionRow,
  type StaffUserRow,
} from './staff.models';
import { looksLikeRecoveryCode, newRecoveryCode, recoveryCodeHash } from './recoveryCodes';
import { unseal } from './secretBox';
import { acceptedStep, otpauthUri } from './totp';
import * as repo from './staff.repository';

/** The purpose the TOTP secret is sealed under (see secretBox.ts). */
export const TOTP_SEAL = 'staff-totp';

export const STAFF_SIGN_IN_FAILURES_PER_ACCOUNT: RateRule = { name: 'staff-login:account', limit: 5, windowSeconds: 15 * 60 };
export const STAFF_SIGN_IN_FAILURES_PER_CLIENT: RateRule = { name: 'staff-login:client', limit: 20, windowSeconds: 15 * 60 };
export const STAFF_CODE_FAILURES_PER_ACCOUNT: RateRule = { name: 'staff-code:account', limit: 5, windowSeconds: 15 * 60 };

type Result<T> = { value: T; errors: [] } | { value: null; errors: StaffError[] };
const ok = <T>(value: T): Result<T> => ({ value, errors: [] });
const refused = <T>(error: StaffError): Result<T> => ({ value: null, errors: [error] });

const INVALID_CREDENTIALS = staffError('INVALID_CREDENTIALS', null, 'Incorrect e-mail address or password');
const CODE_INVALID = staffError('CODE_INVALID', 'code', 'The code is not right');
const SIGN_IN_EXPIRED = staffError('SIGN_IN_EXPIRED', null, 'Sign in again');

/** What the second step asks for: a code from the app, or enrolling the app first (with what to scan). */
export type SecondStep = { kind: 'totp' } | { kind: 'enrol'; otpauthUri: string; secret: string };

/** A live studio session and its staff user. */
export interface StaffSignedIn {
  user: StaffUserRow;
  session: StaffSessionRow;
}

/**
 * Staff sign-in: a password, then a TOTP code (or a one-time recovery code), into a session of its own that idles
 * out after 30 minutes and ends after 12 hours. Every refusal of the first step is the same answer, whichever of the
 * address, the password or a disabled account was the reason, and costs the same argon2 check.
 */
export function createStaffAuthService(deps: { db: Db; clock: Clock; config: AppConfig; rateLimiter: RateLimiter }) {
  const { db, clock, config, rateLimiter } = deps;
  const dummyHash = argonHash(randomId(16), ARGON2_OPTIONS);
  const secretOf = (user: StaffUserRow) => unseal(config.appSecret, TOTP_SEAL, user.totp_secret_sealed);

  /** Refuses (RATE_LIMITED) once a rule's failures are used up, without counting this attempt. */
  async function guard(rule: RateRule, key: string): Promise<void> {
    if ((await rateLimiter.count(rule, key)) >= rule.limit) await rateLimiter.hit(rule, key);
  }
  const fail = (rule: RateRule, key: string) => rateLimiter.hit(rule, key).catch(() => undefined);

  /** The session of a token at the given stage, not expired, not idle too long; null otherwise. */
  async function liveSession(token: string | null, stage: StaffSessionRow['stage']): Promise<StaffSignedIn | null> {
    if (!token) return null;
    const now = clock.now();
    const session = await repo.findLiveSession(db, sha256(token), now);
    if (!session || session.stage !== stage) return null;
    if (stage === 'active' && now.getTime() - session.last_seen_at.getTime() > IDLE_TTL_MS) return null;
    const user = await repo.findStaffUserById(db, session.staff_user_id);
    if (!user || user.disabled_at) return null;
    return { user, session };
  }

  /** Turns a pending session into a full one: a new token (the pending one is worthless afterwards). */
  async function activate(pending: StaffSignedIn): Promise<string> {
    const now = clock.now();
    const token = randomId(32);
    await db.transaction(async (trx) => {
      await repo.revokeSession(trx, pending.session.id_hash, now);
      await repo.insertSession(trx, { id_hash: sha256(token), staff_user_id: pending.user.id, stage: 'active', created_at: now, last_seen_at: now, expires_at: new Date(now.getTime() + ABSOLUTE_TTL_MS) });
      await repo.markSignedIn(trx, pending.user.id, now);
    });
    return token;
  }

  /** A TOTP code at this instant, good once: the step is recorded, so the same code does not work twice. */
  async function checkTotp(user: StaffUserRow, code: string): Promise<boolean> {
    const last = user.totp_last_step === null ? null : Number(user.totp_last_step);
    const step = acceptedStep(secretOf(user), code, clock.now(), last);
    return step !== null && (await repo.advanceTotpStep(db, user.id, step));
  }

  return {
    /** The first step: the password. Gives a pending session token (five minutes) and what the second step needs. */
    async signIn(input: { email: string; password: string; clientKey: string; previousToken: string | null }): Promise<Result<{ token: string; next: SecondStep }>> {
      const raw = input.email.trim();
      const email = raw && isValidEmail(raw) ? canonicalEmail(raw) : raw.toLowerCase();
      await guard(STAFF_SIGN_IN_FAILURES_PER_ACCOUNT, email);
      await guard(STAFF_SIGN_IN_FAILURES_PER_CLIENT, input.clientKey);
      const user = email ? await repo.findStaffUserByEmail(db, email) : null;
      const valid = await argonVerify(user?.password_hash ?? (await dummyHash), input.password);
      if (!user || !valid || user.disabled_at) {
        await fail(STAFF_SIGN_IN_FAILURES_PER_ACCOUNT, email);
        await fail(STAFF_SIGN_IN_FAILURES_PER_CLIENT, input.clientKey);
        return refused(INVALID_CREDENTIALS);
      }
      const now = clock.now();
      if (input.previousToken) await repo.revokeSession(db, sha256(input.previousToken), now);
      const token = randomId(32);
      await repo.insertSession(db, { id_hash: sha256(token), staff_user_id: user.id, stage: 'password', created_at: now, last_seen_at: now, expires_at: new Date(now.getTime() + PENDING_TTL_MS) });
      const next: SecondStep = user.totp_confirmed_at ? { kind: 'totp' } : { kind: 'enrol', otpauthUri: otpauthUri(secretOf(user), user.email), secret: secretOf(user) };
      return ok({ token, next });
    },

    /** The second step for an enrolled user: a TOTP code, or one of their unused recovery codes (spent by using it). */
    async verify(input: { token: string | null; code: string }): Promise<Result<{ token: string; user: StaffUserRow }>> {
      const pending = await liveSession(input.token, 'password');
      if (!pending) return refused(SIGN_IN_EXPIRED);
      if (!pending.user.totp_confirmed_at) return refused(staffError('WRONG_STEP', null, 'Set up the authenticator app first'));
      await guard(STAFF_CODE_FAILURES_PER_ACCOUNT, pending.user.id);
      const good = looksLikeRecoveryCode(input.code)
        ? await repo.spendRecoveryCode(db, pending.user.id, recoveryCodeHash(config.appSecret, input.code), clock.now())
        : await checkTotp(pending.user, input.code);
      if (!good) {
        await fail(STAFF_CODE_FAILURES_PER_ACCOUNT, pending.user.id);
        return refused(CODE_INVALID);
      }
      return ok({ token: await activate(pending), user: pending.user });
    },

    /**
     * The second step of a first sign-in: a code from the newly set-up app confirms it; ten recovery codes are made,
     * shown this once and kept only as HMACs.
     */
    async enrol(input: { token: string | null; code: string }): Promise<Result<{ token: string; user: StaffUserRow; recoveryCodes: string[] }>> {
      const pending = await liveSession(input.token, 'password');
      if (!pending) return refused(SIGN_IN_EXPIRED);
      if (pending.user.totp_confirmed_at) return refused(staffError('WRONG_STEP', null, 'The authenticator app is already set up'));
      await guard(STAFF_CODE_FAILURES_PER_ACCOUNT, pending.user.id);
      if (!(await checkTotp(pending.user, input.code))) {
        await fail(STAFF_CODE_FAILURES_PER_ACCOUNT, pending.user.id);
        return refused(CODE_INVALID);
      }
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await db.transaction(async (trx) => {
        await repo.confirmTotp(trx, pending.user.id, clock.now());
        await repo.replaceRecoveryCodes(trx, pending.user.id, recoveryCodes.map((c) => recoveryCodeHash(config.appSecret, c)));
      });
      return ok({ token: await activate(pending), user: pending.user, recoveryCodes });
    },

    /** The staff user of a live full session, its idle clock restarted; null when there is none. */
    async signedIn(token: string | null): Promise<StaffSignedIn | null> {
      const live = await liveSession(token, 'active');
      if (live) await repo.touchSession(db, live.session.id_hash, clock.now());
      return live;
    },

    /** Ends the session on the server, whichever step it was at. */
    signOut: (token: string) => repo.revokeSession(db, sha256(token), clock.now()),

    /** How many recovery codes a staff user has left. */
    recoveryCodesLeft: (staffUserId: string) => repo.countUnusedRecoveryCodes(db, staffUserId),
  };
}

export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
