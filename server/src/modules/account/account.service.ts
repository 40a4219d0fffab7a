import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import type { AppConfig } from '../../config';
import type { Db, Executor } from '../../db/connection';
import { queueEmail } from '../../mail/mail.service';
import { accountEmail } from '../../mail/templates';
import type { Clock } from '../../shared/clock';
import { isValidEmail, canonicalEmail } from '../../shared/email';
import { randomId } from '../../shared/ids';
import { DEFAULT_LOCALE, normalizeLocale } from '../../shared/locales';
import type { RateLimiter, RateRule } from '../../shared/rateLimiter';
import { sha256 } from '../../shared/hash';
import {
  type AccountError,
  accountError,
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MS,
  type CodePurpose,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SESSION_TTL_MS,
  type UserRow,
} from './account.models';
import * as repo from './account.repository';

/** argon2id with the OWASP minimum: 19 MiB, two passes, one lane. */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const CODES_PER_CLIENT: RateRule = { name: 'code:client', limit: 10, windowSeconds: 3600 };
const CODES_PER_ADDRESS: RateRule = { name: 'code:address', limit: 5, windowSeconds: 3600 };
export const LOGIN_FAILURES_PER_ACCOUNT: RateRule = { name: 'login:account', limit: 5, windowSeconds: 15 * 60 };
export const LOGIN_FAILURES_PER_CLIENT: RateRule = { name: 'login:client', limit: 20, windowSeconds: 15 * 60 };

type Result<T> = { value: T; errors: [] } | { value: null; errors: AccountError[] };
const ok = <T>(value: T): Result<T> => ({ value, errors: [] });
const refused = <T>(...errors: AccountError[]): Result<T> => ({ value: null, errors });

function checkEmail(raw: string): AccountError | null {
  if (!raw.trim()) return accountError('EMAIL_REQUIRED', 'email', 'Please input email address');
  return isValidEmail(raw.trim()) ? null : accountError('INVALID_EMAIL', 'email', 'Please enter a valid email address.');
}

function checkNewPassword(password: string, confirm: string): AccountError[] {
  const errors: AccountError[] = [];
  if (password.length < PASSWORD_MIN) errors.push(accountError('PASSWORD_TOO_SHORT', 'password', `At least ${PASSWORD_MIN} characters`));
  if (password.length > PASSWORD_MAX) errors.push(accountError('PASSWORD_TOO_LONG', 'password', `At most ${PASSWORD_MAX} characters`));
  if (password !== confirm) errors.push(accountError('PASSWORDS_DO_NOT_MATCH', 'passwordConfirm', 'passwords do not match'));
  return errors;
}

export function createAccountService(deps: { db: Db; clock: Clock; config: AppConfig; rateLimiter: RateLimiter }) {
  const { db, clock, config } = deps;
  // A code for a change outside the account forms is bound to what it confirms (`subject`, such as an order number).
  const codeHash = (email: string, purpose: CodePurpose, code: string, subject = '') =>
    createHmac('sha256', config.appSecret).update(subject ? `${purpose}:${email}:${subject}:${code}` : `${purpose}:${email}:${code}`).digest('hex');
  // Verified against when an address has no account, so a wrong login costs the same time either way.
  const dummyHash = argonHash(randomId(16), ARGON2_OPTIONS);

  async function startSession(userId: string): Promise<string> {
    const token = randomId(32);
    const now = clock.now();
    await repo.insertSession(db, { id_hash: sha256(token), user_id: userId, created_at: now, expires_at: new Date(now.getTime() + SESSION_TTL_MS) });
    return token;
  }

  /**
   * Checks the live code of an address and purpose, locked: a wrong try counts and the fifth kills the code; a
   * right one is used up when `spend` is set (registering, resetting), and left live when only checked.
   */
  async function checkCode(email: string, purpose: CodePurpose, code: string, spend: boolean, subject = ''): Promise<boolean> {
    return db.transaction(async (trx) => {
      const now = clock.now();
      const live = await repo.latestLiveCode(trx, email, purpose, now);
      if (!live) return false;
      const expected = Buffer.from(live.code_hash);
      const given = Buffer.from(codeHash(email, purpose, code.trim(), subject));
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        await repo.recordWrongCode(trx, live.id, CODE_MAX_ATTEMPTS, now);
        return false;
      }
      if (spend) await repo.useCode(trx, live.id, now);
      return true;
    });
  }

  /** Checks a code and uses it up when right (single use); a wrong try counts, the fifth kills the code. */
  const consumeCode = (email: string, purpose: CodePurpose, code: string) => checkCode(email, purpose, code, true);

  const service = {
    /**
     * E-mails a code for registering or resetting the password. The answer is the same whether or not the
     * address has an account: the e-mail says "you already have one" or "there is none" instead of a code.
     */
    async sendCode(emailInput: string, purpose: 'register' | 'reset', localeInput: string | null | undefined, clientKey: string): Promise<Result<true>> {
      const bad = checkEmail(emailInput);
      if (bad) return refused(bad);
      const email = canonicalEmail(emailInput);
      await deps.rateLimiter.hit(CODES_PER_CLIENT, clientKey);
      await deps.rateLimiter.hit(CODES_PER_ADDRESS, `${purpose}:${email}`);
      const locale = normalizeLocale(localeInput) ?? DEFAULT_LOCALE;
      const user = await repo.findUserByEmail(db, email);
      const now = clock.now();
      await db.transaction(async (trx) => {
        const withCode = purpose === 'register' ? !user : !!user;
        let code: string | null = null;
        if (withCode) {
          code = String(randomInt(0, 1_000_000)).padStart(6, '0');
          await repo.insertCode(trx, { email, purpose, code_hash: codeHash(email, purpose, code), expires_at: new Date(now.getTime() + CODE_TTL_MS), created_at: now });
        }
        const kind = withCode ? purpose : purpose === 'register' ? 'exists' : 'none';
        await queueEmail(trx, { template: `account.${kind}`, locale, to: email, dedupeKey: `account:${randomId(12)}`, rendered: accountEmail(locale, kind, code) });
      });
      return ok(true);
    },

    /**
     * Tells whether a code is right for an address and purpose without using it up (the form checks it before the
     * last step); a wrong try counts toward the same five-try limit as registering or resetting with it.
     */
    async verifyCode(input: { email: string; code: string; purpose: CodePurpose }): Promise<Result<true>> {
      const errors: AccountError[] = [];
      const bad = checkEmail(input.email);
      if (bad) errors.push(bad);
      if (!input.code.trim()) errors.push(accountError('CODE_REQUIRED', 'code', 'Please enter the verification code'));
      if (errors.length) return refused(...errors);
      if (!(await checkCode(canonicalEmail(input.email), input.purpose, input.code, false))) return refused(accountError('CODE_INVALID', 'code', 'The code is wrong or has expired'));
      return ok(true);
    },

    /**
     * A code that proves control of an address for a change made elsewhere (a paid order's new address): six
     * digits, ten minutes, single use, five tries, limited per client and address like the account's codes, and
     * bound to `subject` so it confirms that one change only. `send` queues the e-mail in the code's transaction.
     */
    async issueCode(
      input: { email: string; purpose: CodePurpose; subject: string; clientKey: string },
      send: (trx: Executor, code: string) => Promise<unknown>,
    ): Promise<void> {
      const email = canonicalEmail(input.email);
      await deps.rateLimiter.hit(CODES_PER_CLIENT, input.clientKey);
      await deps.rateLimiter.hit(CODES_PER_ADDRESS, `${input.purpose}:${email}`);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const now = clock.now();
      await db.transaction(async (trx) => {
        await repo.insertCode(trx, { email, purpose: input.purpose, code_hash: codeHash(email, input.purpose, code, input.subject), expires_at: new Date(now.getTime() + CODE_TTL_MS), created_at: now });
        await send(trx, code);
      });
    },

    /** Uses up a code from issueCode when it is right for the address, purpose and subject; a wrong try counts. */
    spendCode: (input: { email: string; purpose: CodePurpose; subject: string; code: string }): Promise<boolean> =>
      checkCode(canonicalEmail(input.email), input.purpose, input.code, true, input.subject),

    /** Creates the account of a verified address and signs it in. */
    async register(input: { name: string; email: string; password: string; passwordConfirm: string; code: string; agreePrivacy: boolean; locale?: string | null }): Promise<Result<{ user: UserRow; token: string }>> {
      const errors: AccountError[] = [];
      if (!input.name.trim()) errors.push(accountError('NAME_REQUIRED', 'name', 'Please input name'));
      if (input.name.trim().length > 100) errors.push(accountError('TOO_LONG', 'name', 'At most 100 characters'));
      const bad = checkEmail(input.email);
      if (bad) errors.push(bad);
      errors.push(...checkNewPassword(input.password, input.passwordConfirm));
      if (!input.agreePrivacy) errors.push(accountError('AGREEMENT_REQUIRED', 'agreePrivacy', 'please agree to the terms first'));
      if (!input.code.trim()) errors.push(accountError('CODE_REQUIRED', 'code', 'Please enter the verification code'));
      if (errors.length) return refused(...errors);
      const email = canonicalEmail(input.email);
      if (!(await consumeCode(email, 'register', input.code))) return refused(accountError('CODE_INVALID', 'code', 'The code is wrong or has expired'));
      const user = await repo.insertUser(db, {
        email,
        name: input.name.trim(),
        password_hash: await argonHash(input.password, ARGON2_OPTIONS),
        email_verified_at: clock.now(),
        locale: normalizeLocale(input.locale) ?? DEFAULT_LOCALE,
      });
      if (!user) return refused(accountError('EMAIL_TAKEN', 'email', 'This address already has an account'));
      return ok({ user, token: await startSession(user.id) });
    },

    /** Signs in with a new session (the old one, if any, is ended: sessions rotate at login). Throttled. */
    async login(input: { email: string; password: string; previousToken: string | null; clientKey: string }): Promise<Result<{ user: UserRow; token: string }>> {
      const bad = checkEmail(input.email);
      if (bad) return refused(bad);
      const email = canonicalEmail(input.email);
      const [accountFailures, clientFailures] = await Promise.all([
        deps.rateLimiter.count(LOGIN_FAILURES_PER_ACCOUNT, email),
        deps.rateLimiter.count(LOGIN_FAILURES_PER_CLIENT, input.clientKey),
      ]);
      if (accountFailures >= LOGIN_FAILURES_PER_ACCOUNT.limit) await deps.rateLimiter.hit(LOGIN_FAILURES_PER_ACCOUNT, email);
      if (clientFailures >= LOGIN_FAILURES_PER_CLIENT.limit) await deps.rateLimiter.hit(LOGIN_FAILURES_PER_CLIENT, input.clientKey);
      const user = await repo.findUserByEmail(db, email);
      const valid = await argonVerify(user?.password_hash ?? (await dummyHash), input.password);
      if (!user || !valid) {
        await deps.rateLimiter.hit(LOGIN_FAILURES_PER_ACCOUNT, email).catch(() => undefined);
        await deps.rateLimiter.hit(LOGIN_FAILURES_PER_CLIENT, input.clientKey).catch(() => undefined);
        return refused(accountError('INVALID_CREDENTIALS', 'password', 'Incorrect e-mail address or password'));
      }
      if (input.previousToken) await repo.revokeSession(db, sha256(input.previousToken), clock.now());
      return ok({ user, token: await startSession(user.id) });
    },

    /** Ends the session on the server: the cookie is worthless afterwards, wherever it was copied. */
    logout: (token: string) => repo.revokeSession(db, sha256(token), clock.now()),

    /** The account of a canonical address, or null (a customer's page in the studio). */
    userByEmail: (email: string): Promise<UserRow | null> => repo.findUserByEmail(db, email),

    /** The signed-in user of a session token, or null. */
    async userOf(token: string | null): Promise<UserRow | null> {
      if (!token) return null;
      const session = await repo.findLiveSession(db, sha256(token), clock.now());
      return session ? repo.findUserById(db, session.user_id) : null;
    },

    /** Resets a forgotten password with the e-mailed code; every session of the account ends. */
    async resetPassword(input: { email: string; code: string; password: string; passwordConfirm: string }): Promise<Result<true>> {
      const errors: AccountError[] = [];
      const bad = checkEmail(input.email);
      if (bad) errors.push(bad);
      if (!input.code.trim()) errors.push(accountError('CODE_REQUIRED', 'code', 'Please enter the verification code'));
      errors.push(...checkNewPassword(input.password, input.passwordConfirm));
      if (errors.length) return refused(...errors);
      const email = canonicalEmail(input.email);
      if (!(await consumeCode(email, 'reset', input.code))) return refused(accountError('CODE_INVALID', 'code', 'The code is wrong or has expired'));
      const user = await repo.findUserByEmail(db, email);
      if (!user) return refused(accountError('CODE_INVALID', 'code', 'The code is wrong or has expired'));
      const now = clock.now();
      await repo.updateUser(db, user.id, { password_hash: await argonHash(input.password, ARGON2_OPTIONS) }, now);
      await repo.revokeUserSessions(db, user.id, now);
      return ok(true);
    },

    /** Changes the password of a signed-in user; the other sessions end, this one stays. */
    async changePassword(user: UserRow, token: string, input: { current: string; password: string; passwordConfirm: string }): Promise<Result<true>> {
      const errors = checkNewPassword(input.password, input.passwordConfirm);
      if (!(await argonVerify(user.password_hash, input.current))) errors.unshift(accountError('WRONG_PASSWORD', 'current', 'The current password is wrong'));
      if (errors.length) return refused(...errors);
      const now = clock.now();
      await repo.updateUser(db, user.id, { password_hash: await argonHash(input.password, ARGON2_OPTIONS) }, now);
      await repo.revokeUserSessions(db, user.id, now, sha256(token));
      return ok(true);
    },
  };
  return service;
}

export type AccountService = ReturnType<typeof createAccountService>;
