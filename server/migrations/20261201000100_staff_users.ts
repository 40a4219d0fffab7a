import type { Knex } from 'knex';

/**
 * Staff users who sign in to the studio with a password and a TOTP code: their roles, their TOTP secret (sealed
 * with AES-256-GCM under a key derived from APP_SECRET, never stored in the clear), their one-time recovery codes
 * (HMAC only), their sessions (kept as a hash, apart from members' sessions), and the audit log every staff change
 * writes in the transaction that makes it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('staff_users', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('email').notNullable().unique();
    t.text('display_name').notNullable();
    t.text('password_hash').notNullable();
    t.text('totp_secret_sealed').notNullable();
    t.timestamp('totp_confirmed_at', { useTz: true });
    /** The last TOTP time step accepted, so a code is good once. */
    t.bigInteger('totp_last_step');
    t.jsonb('roles').notNullable();
    t.timestamp('disabled_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_sign_in_at', { useTz: true });
  });
  await knex.schema.createTable('staff_recovery_codes', (t) => {
    t.increments('id').primary();
    t.uuid('staff_user_id').notNullable().references('staff_users.id').onDelete('CASCADE');
    t.text('code_hash').notNullable();
    t.timestamp('used_at', { useTz: true });
    t.unique(['staff_user_id', 'code_hash']);
  });
  await knex.schema.createTable('staff_sessions', (t) => {
    t.text('id_hash').primary();
    t.uuid('staff_user_id').notNullable().references('staff_users.id').onDelete('CASCADE');
    /** `password` after the first step (a TOTP code is still owed), `active` once the code is given. */
    t.text('stage').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('last_seen_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true });
    t.index(['staff_user_id']);
  });
  await knex.schema.createTable('audit_log', (t) => {
    t.bigIncrements('id').primary();
    t.uuid('staff_user_id').references('staff_users.id').onDelete('SET NULL');
    /** Who did it when no staff user did (a staff API key): `apiKey:<id>`; never a secret. */
    t.text('actor').notNullable();
    t.jsonb('roles').notNullable();
    t.text('action').notNullable();
    t.text('target_type').notNullable();
    t.text('target_id');
    t.jsonb('summary').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['staff_user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('audit_log');
  await knex.schema.dropTable('staff_sessions');
  await knex.schema.dropTable('staff_recovery_codes');
  await knex.schema.dropTable('staff_users');
}
