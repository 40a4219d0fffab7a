import { verify as argonVerify } from '@node-rs/argon2';
import type { Db } from '../../db/connection';
import type { FileStore } from '../../files/fileStore';
import type { Clock } from '../../shared/clock';
import type { RateLimiter } from '../../shared/rateLimiter';
import type { SubscriptionService } from '../subscription/subscription.service';
import { AppError } from '../../shared/errors';
import { type AccountError, accountError, type UserRow } from './account.models';
import * as repo from './account.repository';
import * as userData from './accountData.repository';
import { AVATAR_UPLOADS_PER_USER, avatarUrlOf, newAvatarKey, toAvatarWebp } from './avatar';

export interface ProfileInput {
  nickname?: string | null;
  phone?: string | null;
  /** YYYY-MM-DD. */
  birthday?: string | null;
  gender?: string | null;
  introduction?: string | null;
}

const LIMITS = { nickname: 40, phone: 30, introduction: 500 } as const;

/** The furthest ahead of UTC a place's calendar runs (Kiribati, UTC+14): "today" there may be tomorrow in UTC. */
const LATEST_OFFSET_MS = 14 * 60 * 60 * 1000;

/** A real calendar date as YYYY-MM-DD, not before 1900, and not after today anywhere on Earth. */
export function isValidBirthday(value: string, now: Date): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  const latestToday = new Date(now.getTime() + LATEST_OFFSET_MS).toISOString().slice(0, 10);
  return date.toISOString().slice(0, 10) === value && date.getUTCFullYear() >= 1900 && value <= latestToday;
}

/** A signed-in user's profile and avatar, their data as one JSON document, and deleting the account. */
export function createProfileService(deps: { db: Db; clock: Clock; subscriptions: SubscriptionService; files: FileStore; rateLimiter: RateLimiter }) {
  const { db, clock, files } = deps;

  /** Points the user's avatar at `key` (or none) under a row lock, so two uploads at once leave one current file. */
  async function swapAvatarKey(userId: string, key: string | null): Promise<{ previous: string | null; user: UserRow } | null> {
    return db.transaction(async (trx) => {
      const row = await userData.lockAvatarKey(trx, userId);
      if (!row) return null;
      await repo.updateUser(trx, userId, { avatar_key: key }, clock.now());
      return { previous: row.avatar_key, user: (await repo.findUserById(trx, userId))! };
    });
  }

  /**
   * An old avatar's file is removed after the row stops pointing at it. Failing to remove it fails nothing the
   * user asked for: the key is random, so a left-over file is unlisted and no page links to it.
   */
  const dropAvatarFile = (key: string | null) => (key ? files.delete(key).catch(() => undefined) : undefined);

  return {
    async update(user: UserRow, input: ProfileInput): Promise<{ user: UserRow | null; errors: AccountError[] }> {
      const errors: AccountError[] = [];
      const clean = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() || null);
      const fields: Partial<UserRow> = {};
      for (const key of ['nickname', 'phone', 'introduction'] as const) {
        const value = clean(input[key]);
        if (value === undefined) continue;
        if (value && value.length > LIMITS[key]) errors.push(accountError('TOO_LONG', key, `At most ${LIMITS[key]} characters`));
        else fields[key] = value;
      }
      const phone = fields.phone;
      if (phone && !/^[0-9+()\-\s]{4,30}$/.test(phone)) errors.push(accountError('TOO_LONG', 'phone', 'Digits, spaces and + ( ) - only'));
      const birthday = clean(input.birthday);
      if (birthday !== undefined) {
        if (birthday && !isValidBirthday(birthday, clock.now())) errors.push(accountError('INVALID_DATE', 'birthday', 'Please enter a valid date (YYYY-MM-DD)'));
        else fields.birthday = birthday;
      }
      const gender = clean(input.gender);
      if (gender !== undefined) {
        if (gender && !['male', 'female', 'confidential'].includes(gender)) errors.push(accountError('INVALID_GENDER', 'gender', 'male, female or confidential'));
        else fields.gender = gender as UserRow['gender'];
      }
      if (errors.length) return { user: null, errors };
      await repo.updateUser(db, user.id, fields, clock.now());
      return { user: await repo.findUserById(db, user.id), errors: [] };
    },

    /** Counts an avatar upload of the user before its body is read; throws RATE_LIMITED past the hourly limit. */
    async allowAvatarUpload(user: UserRow): Promise<void> {
      await deps.rateLimiter.hit(AVATAR_UPLOADS_PER_USER, user.id);
    },

    /**
     * Makes an uploaded image the user's avatar, re-encoded as a square WebP under a new random key; the
     * previous file goes. A file that is not an image, or too many pixels, is refused and nothing changes.
     */
    async setAvatar(user: UserRow, upload: Buffer): Promise<{ ok: true; user: UserRow; avatarUrl: string } | { ok: false; code: 'UPLOAD_NOT_IMAGE' | 'UPLOAD_TOO_MANY_PIXELS' }> {
      const image = await toAvatarWebp(upload);
      if (!image.ok) return image;
      const key = newAvatarKey(user.id);
      await files.put(key, image.webp);
      let swapped: Awaited<ReturnType<typeof swapAvatarKey>>;
      try {
        swapped = await swapAvatarKey(user.id, key);
      } catch (err) {
        await dropAvatarFile(key);
        throw err;
      }
      if (!swapped) {
        // The account was deleted while the image was being processed.
        await dropAvatarFile(key);
        throw new AppError('UNAUTHENTICATED', 'please login first');
      }
      await dropAvatarFile(swapped.previous);
      return { ok: true, user: swapped.user, avatarUrl: avatarUrlOf(key)! };
    },

    /** Removes the user's avatar (the row first, then its file); removing none is not an error. */
    async removeAvatar(user: UserRow): Promise<UserRow | null> {
      const swapped = await swapAvatarKey(user.id, null);
      await dropAvatarFile(swapped?.previous ?? null);
      return swapped?.user ?? null;
    },

    /** Everything kept about the user, as one JSON document: the account, orders, results of every exam, report PDFs and plans. */
    async export(user: UserRow): Promise<Record<string, unknown>> {
      const { orders, results, reports, subscriptions } = await userData.dataOfEmail(db, user.email);
      const { password_hash: _hash, ...account } = user;
      return {
        exportedAt: clock.now().toISOString(),
        account,
        orders: orders.map(({ exam_session_id: _s, ...o }: Record<string, unknown>) => o),
        results,
        reports: reports.map((r) => ({ orderNumber: r.order_number, examCode: r.exam_code, locale: r.locale })),
        subscriptions,
      };
    },

    /**
     * Deletes the account and the user's test data: plans stop (nothing more is charged), answers, results and
     * reviews go, and so do the report PDFs, the account, its sessions and its avatar. Orders stay, as the law requires for invoices.
     */
    async delete(user: UserRow, password: string): Promise<{ ok: boolean; errors: AccountError[] }> {
      if (!(await argonVerify(user.password_hash, password))) return { ok: false, errors: [accountError('WRONG_PASSWORD', 'password', 'The password is wrong')] };
      for (const sub of await deps.subscriptions.live({ email: user.email })) await deps.subscriptions.cancel(sub.id, 'account deleted');
      const { avatarKey, pdfKeys } = await db.transaction(async (trx) => {
        const avatar = await userData.lockAvatarKey(trx, user.id);
        return { avatarKey: avatar?.avatar_key ?? null, pdfKeys: await userData.eraseUser(trx, user) };
      });
      await dropAvatarFile(avatarKey);
      // The report PDFs (a depression screen's is health data) go with the results they were made from.
      for (const key of pdfKeys) await files.delete(key);
      return { ok: true, errors: [] };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
