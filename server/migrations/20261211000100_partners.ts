import type { Knex } from 'knex';

/**
 * Partners: accounts of businesses that invite people to take a test and receive the result. A partner has users
 * and keys (the existing `api_keys`, now tied to a partner and able to expire after a rotation), brings orders and
 * invitations (both carry `partner_id`), and receives signed webhooks whose every delivery and try is logged.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('partners', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('name').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('partner_users', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('partner_id').notNullable().references('partners.id').onDelete('CASCADE');
    t.text('email').notNullable();
    t.text('role').notNullable().defaultTo('owner');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['partner_id', 'email']);
  });
  await knex.schema.alterTable('api_keys', (t) => {
    t.uuid('partner_id').references('partners.id').onDelete('CASCADE');
    // A key replaced by a rotation keeps working until then, so integrations can switch without a gap.
    t.timestamp('expires_at', { useTz: true });
    t.index(['partner_id']);
  });
  await knex.schema.alterTable('orders', (t) => {
    t.uuid('partner_id').references('partners.id');
    t.index(['partner_id', 'created_at']);
  });
  await knex.schema.createTable('partner_invitations', (t) => {
    t.text('id').primary();
    t.uuid('partner_id').notNullable().references('partners.id').onDelete('CASCADE');
    t.integer('exam_id').notNullable().references('exams.id');
    t.text('email').notNullable();
    t.text('locale').notNullable();
    t.text('state').notNullable().defaultTo('open');
    t.text('session_id').unique().references('exam_sessions.id');
    t.uuid('created_by_key_id').references('api_keys.id');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('consented_at', { useTz: true });
    t.timestamp('declined_at', { useTz: true });
    t.timestamp('completed_at', { useTz: true });
    t.index(['partner_id', 'created_at']);
  });
  await knex.raw(
    `alter table partner_invitations add constraint partner_invitations_state_check check (state in ('open', 'consented', 'declined', 'completed'))`,
  );
  await knex.schema.createTable('partner_webhook_endpoints', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('partner_id').notNullable().references('partners.id').onDelete('CASCADE');
    t.text('url').notNullable();
    // Signing secrets, newest first, each sealed under APP_SECRET: [{ sealed, createdAt, expiresAt }].
    t.jsonb('secrets').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('disabled_at', { useTz: true });
    t.index(['partner_id']);
  });
  await knex.schema.createTable('partner_webhook_deliveries', (t) => {
    // The `webhook-id` header: the same on every try and replay, so receivers apply a message once.
    t.text('id').primary();
    t.uuid('partner_id').notNullable().references('partners.id').onDelete('CASCADE');
    t.uuid('endpoint_id').notNullable().references('partner_webhook_endpoints.id').onDelete('CASCADE');
    t.text('event_type').notNullable();
    t.jsonb('payload').notNullable();
    t.text('state').notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    // Tries made before the last replay: a replay gets a fresh set of automatic retries.
    t.integer('attempts_base').notNullable().defaultTo(0);
    t.integer('last_status');
    t.text('last_error');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('delivered_at', { useTz: true });
    t.index(['partner_id', 'created_at']);
  });
  await knex.raw(
    `alter table partner_webhook_deliveries add constraint partner_webhook_deliveries_state_check check (state in ('pending', 'delivered', 'failed'))`,
  );
  await knex.schema.createTable('partner_webhook_attempts', (t) => {
    t.bigIncrements('id');
    t.text('delivery_id').notNullable().references('partner_webhook_deliveries.id').onDelete('CASCADE');
    t.timestamp('at', { useTz: true }).notNullable();
    t.integer('status_code');
    t.text('error');
    t.integer('duration_ms').notNullable();
    t.index(['delivery_id', 'at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('partner_webhook_attempts');
  await knex.schema.dropTable('partner_webhook_deliveries');
  await knex.schema.dropTable('partner_webhook_endpoints');
  await knex.schema.dropTable('partner_invitations');
  await knex.schema.alterTable('orders', (t) => t.dropColumn('partner_id'));
  await knex.schema.alterTable('api_keys', (t) => {
    t.dropColumn('partner_id');
    t.dropColumn('expires_at');
  });
  await knex.schema.dropTable('partner_users');
  await knex.schema.dropTable('partners');
}
