import type { Knex } from 'knex';
// The running product's definition, not a copy: a database migrated late folds to the form the code it runs
// with looks up.
import { canonicalEmail, isValidEmail } from '../src/shared/email';

/** Every stored address, as `table.column`, with the key that identifies its rows. */
const ADDRESS_COLUMNS = [
  ['users', 'email'],
  ['orders', 'email'],
  ['exam_sessions', 'email'],
  ['subscriptions', 'email'],
  ['cancel_tokens', 'email'],
  ['email_codes', 'email'],
  ['feedback', 'contact_email'],
  ['email_messages', 'to_address'],
] as const;

type UserRow = { id: string; email: string; email_verified_at: Date | null; created_at: Date } & Record<string, unknown>;

/**
 * One canonical e-mail address (`canonicalEmail`: NFKC, the whole address lower-cased, trimmed) in every
 * column that holds one. The columns become plain `text`: equality on the canonical form is the comparison,
 * and the unique key on `users.email` holds per canonical address, which case-insensitive `citext` did not
 * (it folds neither width nor, on a C-locale database, anything but ASCII).
 *
 * Folding existing rows:
 * - Orders, exam sessions, subscriptions, cancel links, feedback and the send log are keyed by address, not by
 *   account, so folding them is all it takes to join them to the one account of that address.
 * - A live e-mailed code was signed together with the address as it was then typed; once its row is folded it
 *   could only count wrong tries, so it is retired and the visitor asks for a new one.
 * - Two accounts whose addresses fold to the same canonical address are merged, never left to fail the unique
 *   key. The account kept is the one whose address was verified first (then the oldest, then the lowest id),
 *   since it is the one that proved the mailbox earliest; it keeps its password, profile and sessions, and
 *   everything keyed by the address is now its own. Each other account is recorded in `user_merges` (its id,
 *   its address as stored, and its profile without the password hash, so staff can answer its owner and
 *   restore a name or an avatar by hand) and then deleted, which ends its sessions: whoever signed in with
 *   it signs in to the kept account, with that account's password or a reset code sent to the same mailbox.
 *   A merge record goes with the kept account when that account is deleted.
 *
 * `down` makes the columns `citext` again and drops the merge records; folded addresses and merged accounts
 * stay as they are (they satisfied the old case-insensitive rules as well).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_merges', (t) => {
    t.bigIncrements('id');
    t.uuid('kept_user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.uuid('merged_user_id').notNullable();
    t.text('merged_email').notNullable();
    /** The merged account's row as it was, without its password hash. */
    t.jsonb('merged_profile').notNullable();
    t.timestamp('merged_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create index user_merges_kept_idx on user_merges (kept_user_id)');

  for (const [table, column] of ADDRESS_COLUMNS) {
    await knex.raw('alter table ?? alter column ?? type text using ??::text', [table, column, column]);
  }

  await mergeUsers(knex);
  for (const [table, column] of ADDRESS_COLUMNS) {
    if (table === 'users') continue;
    for (const stored of await notCanonical(knex, table, column)) {
      const canonical = canonicalEmail(stored);
      // The send log also holds the support address as configured: only addresses are folded.
      if (table === 'email_messages' && !isValidEmail(canonical)) continue;
      const fields: Record<string, unknown> = { [column]: canonical };
      if (table === 'email_codes') fields.used_at = knex.raw('coalesce(used_at, now())');
      await knex(table).where(column, stored).update(fields);
    }
  }
}

/**
 * The distinct stored values that may not be canonical: anything outside printable ASCII, or with a capital.
 * A superset (the database's `lower` is only a filter); `canonicalEmail` decides.
 */
async function notCanonical(knex: Knex, table: string, column: string): Promise<string[]> {
  const rows = await knex(table)
    .distinct(column)
    .whereNotNull(column)
    .andWhere((q) => q.whereRaw(`?? ~ '[^!-~]'`, [column]).orWhereRaw('?? <> lower(??)', [column, column]));
  return rows.map((r: Record<string, string>) => r[column]!).filter((v) => canonicalEmail(v) !== v);
}

async function mergeUsers(knex: Knex): Promise<void> {
  const folded = await notCanonical(knex, 'users', 'email');
  if (!folded.length) return;
  const canonicals = [...new Set(folded.map(canonicalEmail))];
  const rows = await knex<UserRow>('users')
    .whereIn('email', [...folded, ...canonicals])
    .orderByRaw('email_verified_at asc nulls last, created_at asc, id asc');
  const groups = new Map<string, UserRow[]>();
  for (const row of rows) {
    const key = canonicalEmail(row.email);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  for (const [canonical, [kept, ...merged]] of groups) {
    for (const user of merged) {
      const { password_hash: _secret, ...profile } = user;
      await knex('user_merges').insert({ kept_user_id: kept!.id, merged_user_id: user.id, merged_email: user.email, merged_profile: JSON.stringify(profile) });
      await knex('users').where({ id: user.id }).delete();
    }
    if (kept!.email !== canonical) await knex('users').where({ id: kept!.id }).update({ email: canonical });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('user_merges');
  for (const [table, column] of ADDRESS_COLUMNS) {
    await knex.raw('alter table ?? alter column ?? type citext using ??::citext', [table, column, column]);
  }
}
