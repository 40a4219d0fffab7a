import { verify as argonVerify } from '@node-rs/argon2';
import type { Db } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import type { SubscriptionService } from '../subscription/subscription.service';
import { type AccountError, accountError, type UserRow } from './account.models';
import * as repo from './account.repository';

export interface ProfileInput {
  nickname?: string | null;
  phone?: string | null;
  /** YYYY-MM-DD. */
  birthday?: string | null;
  gender?: string | null;
  introduction?: string | null;
}

const LIMITS = { nickname: 40, phone: 30, introduction: 500 } as const;

/** A real calendar date as YYYY-MM-DD, not in the future and not before 1900. */
export function isValidBirthday(value: string, today: Date): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value && date.getUTCFullYear() >= 1900 && date.getTime() <= today.getTime();
}

/** A signed-in user's profile, their data as one JSON document, and deleting the account. */
export function createProfileService(deps: { db: Db; clock: Clock; subscriptions: SubscriptionService }) {
  const { db, clock } = deps;
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

    /** Everything kept about the user, as one JSON document: the account, orders, results and plans. */
    async export(user: UserRow): Promise<Record<string, unknown>> {
      const orders = await db('orders').where({ email: user.email }).orderBy('created_at').select('order_number', 'status', 'sku_id', 'currency', 'subtotal', 'discount', 'tax', 'total', 'promo_code', 'consent', 'created_at', 'paid_at', 'exam_session_id');
      const sessionIds = [...new Set(orders.map((o: { exam_session_id: string }) => o.exam_session_id))];
      const results = sessionIds.length ? await db('results').whereIn('session_id', sessionIds).select('type_code', 'scores', 'locale', 'country', 'gender', 'age_band', 'completed_at') : [];
      const subscriptions = await db('subscriptions').where({ email: user.email }).select('status', 'tier', 'amount', 'currency', 'interval', 'interval_count', 'current_period_end', 'next_charge_at', 'cancelled_at', 'created_at');
      const { password_hash: _hash, ...account } = user;
      return {
        exportedAt: clock.now().toISOString(),
        account,
        orders: orders.map(({ exam_session_id: _s, ...o }: Record<string, unknown>) => o),
        results,
        subscriptions,
      };
    },

    /**
     * Deletes the account and the user's test data: plans stop (nothing more is charged), answers, results and
     * reviews go, the account and its sessions go. Orders stay, as the law requires for invoices.
     */
    async delete(user: UserRow, password: string): Promise<{ ok: boolean; errors: AccountError[] }> {
      if (!(await argonVerify(user.password_hash, password))) return { ok: false, errors: [accountError('WRONG_PASSWORD', 'password', 'The password is wrong')] };
      for (const sub of await deps.subscriptions.live({ email: user.email })) await deps.subscriptions.cancel(sub.id, 'account deleted');
      await db.transaction(async (trx) => {
        const sessionIds = await trx('orders').where({ email: user.email }).distinct('exam_session_id').pluck('exam_session_id');
        if (sessionIds.length) {
          await trx('results').whereIn('session_id', sessionIds).delete();
          await trx('exam_sessions').whereIn('id', sessionIds).update({ answers: '{}', first_name: null, last_name: null, email: null, birth_year: null, gender: null });
          await trx('reviews').whereIn('order_id', trx('orders').where({ email: user.email }).select('id')).delete();
        }
        await trx('email_codes').where({ email: user.email }).delete();
        await trx('users').where({ id: user.id }).delete();
      });
      return { ok: true, errors: [] };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
