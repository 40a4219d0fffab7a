import type { Knex } from 'knex';

/**
 * Accounts: users with argon2id password hashes, server-side sessions (the cookie holds a random token; only its
 * hash is stored, so a database leak opens no session), and e-mailed one-time codes (hashed, 10 minutes, five
 * tries).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.specificType('email', 'citext').notNullable().unique();
    t.text('name').notNullable();
    t.text('password_hash').notNullable();
    t.timestamp('email_verified_at', { useTz: true });
    t.text('nickname');
    t.text('phone');
    t.date('birthday');
    t.text('gender');
    t.text('avatar_key');
    t.text('introduction');
    t.text('locale').notNullable().defaultTo('en-US');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table users add constraint users_gender_check check (gender is null or gender in ('male', 'female', 'confidential'))`);

  await knex.schema.createTable('user_sessions', (t) => {
    t.text('id_hash').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true });
  });
  await knex.raw('create index user_sessions_user_idx on user_sessions (user_id)');

  await knex.schema.createTable('email_codes', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.specificType('email', 'citext').notNullable();
    t.text('purpose').notNullable();
    t.text('code_hash').notNullable();
    t.smallint('attempts').notNullable().defaultTo(0);
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
  await knex.raw(`alter table email_codes add constraint email_codes_purpose_check check (purpose in ('register', 'reset'))`);
  await knex.raw('create index email_codes_lookup_idx on email_codes (email, purpose, created_at desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_codes');
  await knex.schema.dropTable('user_sessions');
  await knex.schema.dropTable('users');
}
