import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as migration from '../migrations/20261123000900_canonical_emails';
import type { DbHandle } from '../src/db/connection';
import { createTestDb } from './db';

let db: DbHandle;
let knex: Knex;
beforeAll(async () => {
  db = await createTestDb();
  knex = db.knex;
});
afterAll(() => db.close());

const day = (d: string) => new Date(`${d}T00:00:00Z`);

/** The rows of an older database: the same people with addresses typed in every case and width. */
async function seedMixedAddresses() {
  const exam = await knex('exams').first('id');
  const sku = await knex('skus').where({ kind: 'plan' }).first('id');
  await knex('exam_sessions').insert({ id: 'sess-ana', exam_id: exam.id, locale: 'en-US', email: 'Ana@Example.COM' });
  const order = (n: number, email: string) => ({
    order_number: `order-${n}`, exam_session_id: 'sess-ana', sku_id: sku.id, email, locale: 'en-US', currency: 'USD', subtotal: 100, total: 100, status: 'paid', consent: '{}',
  });
  const [first] = await knex('orders')
    .insert([order(1, 'Ana@Example.COM'), order(2, 'ana@example.com'), order(3, 'ａｎａ@ｅｘａｍｐｌｅ.ｃｏｍ'), order(4, 'Bob@Example.com')])
    .returning('id');
  await knex('subscriptions').insert({
    order_id: first.id, exam_session_id: 'sess-ana', email: 'ANA@example.com', locale: 'en-US', sku_id: sku.id, tier: 'basic', provider: 'sandbox',
    method: 'card', currency: 'USD', amount: 2999, interval: 'month', interval_count: 1, status: 'active', period_number: 1, current_period_end: day('2027-01-01'),
  });
  await knex('cancel_tokens').insert({ token_hash: 'token-ana', email: 'Ana@Example.COM', expires_at: day('2027-01-01') });
  await knex('email_codes').insert([
    { email: 'Ana@Example.COM', purpose: 'reset', code_hash: 'signed-with-the-old-spelling', expires_at: day('2027-01-01'), created_at: day('2026-01-01') },
    { email: 'bob@example.com', purpose: 'reset', code_hash: 'already-canonical', expires_at: day('2027-01-01'), created_at: day('2026-01-01') },
  ]);
  await knex('feedback').insert({ message: 'Lovely result page', contact_email: 'Ｃａｒｌ@Example.com', locale: 'en-US' });
  const mail = (n: number, to: string) => ({ dedupe_key: `mail-${n}`, template: 'retrieve', locale: 'en-US', to_address: to, subject: 's', text_body: 't', html_body: 'h' });
  await knex('email_messages').insert([mail(1, 'Ana@Example.COM'), mail(2, 'Support Desk <Help@Innerscope.example>')]);

  // citext already kept case variants of one account apart; width and stray spaces slipped past it.
  const user = (email: string, verified: string | null, created: string) => ({
    email, name: `name of ${email.trim()}`, password_hash: `hash of ${email.trim()}`, email_verified_at: verified ? day(verified) : null, created_at: day(created),
  });
  const [verifiedFirst, older, unverified, bob] = await knex('users')
    .insert([
      user('ａｎａ@example.com', '2026-01-01', '2026-01-01'),
      user('Ana@Example.COM', '2026-02-01', '2025-12-01'),
      user(' ana@example.com ', null, '2025-11-01'),
      user('Bob@Example.com', '2026-01-05', '2026-01-05'),
    ])
    .returning('id');
  const session = (id: string, userId: string) => ({ id_hash: id, user_id: userId, created_at: day('2026-03-01'), expires_at: day('2027-03-01') });
  await knex('user_sessions').insert([session('kept-session', verifiedFirst.id), session('merged-session', older.id)]);
  return { kept: verifiedFirst.id as string, merged: [older.id, unverified.id] as string[], bob: bob.id as string };
}

describe('the canonical e-mail migration', () => {
  it('folds every stored address and merges accounts that fold together, keeping the one verified first', async () => {
    await knex.transaction((trx) => migration.down(trx));
    const ids = await seedMixedAddresses();
    await knex.transaction((trx) => migration.up(trx));

    const types = await knex('information_schema.columns')
      .whereIn(['table_name', 'column_name'], [['users', 'email'], ['orders', 'email'], ['feedback', 'contact_email'], ['email_messages', 'to_address']])
      .pluck('data_type');
    expect(types).toEqual(['text', 'text', 'text', 'text']);

    expect(await knex('orders').orderBy('order_number').pluck('email')).toEqual(['ana@example.com', 'ana@example.com', 'ana@example.com', 'bob@example.com']);
    expect(await knex('exam_sessions').where({ id: 'sess-ana' }).pluck('email')).toEqual(['ana@example.com']);
    expect(await knex('subscriptions').pluck('email')).toEqual(['ana@example.com']);
    expect(await knex('cancel_tokens').pluck('email')).toEqual(['ana@example.com']);
    expect(await knex('feedback').pluck('contact_email')).toEqual(['carl@example.com']);
    expect(await knex('email_messages').orderBy('dedupe_key').pluck('to_address')).toEqual(['ana@example.com', 'Support Desk <Help@Innerscope.example>']);
    // A code signed with the old spelling could only count wrong tries: it is retired; a canonical one stays live.
    const codes = await knex('email_codes').orderBy('code_hash').select('email', 'used_at');
    expect(codes.map((c) => [c.email, c.used_at !== null])).toEqual([['bob@example.com', false], ['ana@example.com', true]]);

    const users = await knex('users').orderBy('email').select('id', 'email', 'name');
    expect(users).toEqual([
      { id: ids.kept, email: 'ana@example.com', name: 'name of ａｎａ@example.com' },
      { id: ids.bob, email: 'bob@example.com', name: 'name of Bob@Example.com' },
    ]);
    const merges = await knex('user_merges').orderBy('merged_email').select('kept_user_id', 'merged_user_id', 'merged_email', 'merged_profile');
    expect(merges.map((m) => [m.kept_user_id, m.merged_user_id, m.merged_email])).toEqual([
      [ids.kept, ids.merged[1], ' ana@example.com '],
      [ids.kept, ids.merged[0], 'Ana@Example.COM'],
    ]);
    const profile = typeof merges[1].merged_profile === 'string' ? JSON.parse(merges[1].merged_profile) : merges[1].merged_profile;
    expect(profile).toMatchObject({ id: ids.merged[0], name: 'name of Ana@Example.COM' });
    expect(profile).not.toHaveProperty('password_hash');
    expect(await knex('user_sessions').orderBy('id_hash').pluck('id_hash')).toEqual(['kept-session']);

    // Merged or not, the unique key now holds per canonical address.
    await expect(knex('users').insert({ email: 'ana@example.com', name: 'x', password_hash: 'x' })).rejects.toThrow(/unique/);
  });
});
