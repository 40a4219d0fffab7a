import type { Knex } from 'knex';

/**
 * Subscriptions billed by the product's own renewal engine: the plan bought, the saved payment method, where the
 * period stands and what is due next; their history; one row per renewal charge attempt (its idempotency key
 * unique); and single-use cancel links, stored hashed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('skus', (t) => {
    /** basic plans are sold on the plan page; premium is the upgrade. */
    t.text('tier').notNullable().defaultTo('basic');
  });
  await knex.schema.createTable('subscriptions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('order_id').notNullable().unique().references('orders.id');
    t.text('exam_session_id').notNullable().references('exam_sessions.id');
    t.specificType('email', 'citext').notNullable();
    t.text('locale').notNullable();
    t.text('sku_id').notNullable().references('skus.id');
    t.text('tier').notNullable();
    t.text('provider').notNullable();
    t.text('method').notNullable();
    t.text('payment_method_token');
    t.specificType('currency', 'char(3)').notNullable();
    /** Charged each period, minor units. */
    t.integer('amount').notNullable();
    t.text('interval').notNullable();
    t.smallint('interval_count').notNullable();
    t.text('status').notNullable();
    /** 0 during the trial; n once the n-th full period is paid. */
    t.integer('period_number').notNullable();
    /** End of the trial or of the paid period: access lasts until then after a cancellation. */
    t.timestamp('current_period_end', { useTz: true }).notNullable();
    /** When the engine next charges (renewal or retry); null when nothing more will be charged. */
    t.timestamp('next_charge_at', { useTz: true });
    t.smallint('failed_attempts').notNullable().defaultTo(0);
    /** The period whose renewal reminder was sent. */
    t.integer('reminded_period');
    t.timestamp('cancelled_at', { useTz: true });
    t.timestamp('ended_at', { useTz: true });
    t.text('end_reason');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table subscriptions add constraint subscriptions_status_check
    check (status in ('trialing', 'active', 'past_due', 'cancelled', 'expired'))`);
  await knex.raw(`create index subscriptions_due_idx on subscriptions (next_charge_at) where status in ('trialing', 'active', 'past_due')`);
  await knex.raw(`create index subscriptions_period_end_idx on subscriptions (current_period_end) where status in ('trialing', 'cancelled')`);
  await knex.raw('create index subscriptions_email_idx on subscriptions (email)');

  await knex.schema.createTable('subscription_events', (t) => {
    t.bigIncrements('id');
    t.uuid('subscription_id').notNullable().references('subscriptions.id').onDelete('CASCADE');
    t.text('from_status');
    t.text('to_status').notNullable();
    t.text('reason').notNullable();
    t.timestamp('at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('subscription_charges', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('subscription_id').notNullable().references('subscriptions.id').onDelete('CASCADE');
    t.integer('period_number').notNullable();
    t.smallint('attempt').notNullable();
    t.integer('amount').notNullable();
    t.specificType('currency', 'char(3)').notNullable();
    t.text('status').notNullable();
    t.text('provider_payment_id');
    t.text('decline_code');
    t.text('idempotency_key').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
  // One paid charge per period, whatever happens.
  await knex.raw(`create unique index subscription_charges_one_paid on subscription_charges (subscription_id, period_number) where status = 'succeeded'`);

  await knex.schema.createTable('cancel_tokens', (t) => {
    t.text('token_hash').primary();
    t.specificType('email', 'citext').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('cancel_tokens');
  await knex.schema.dropTable('subscription_charges');
  await knex.schema.dropTable('subscription_events');
  await knex.schema.dropTable('subscriptions');
  await knex.schema.alterTable('skus', (t) => {
    t.dropColumn('tier');
  });
}
