import type { Knex } from 'knex';

/**
 * Orders and their history, payments with the processor's ids, and the webhook events already seen.
 * Money is integer minor units with an ISO currency, everywhere.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('orders', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('order_number').notNullable().unique();
    t.text('exam_session_id').notNullable().references('exam_sessions.id');
    t.text('sku_id').notNullable().references('skus.id');
    t.specificType('email', 'citext').notNullable();
    t.text('locale').notNullable();
    t.specificType('country', 'char(2)');
    t.specificType('currency', 'char(3)').notNullable();
    t.integer('subtotal').notNullable();
    t.integer('discount').notNullable().defaultTo(0);
    t.integer('tax').notNullable().defaultTo(0);
    /** Due today: the trial amount for a plan with a trial, else the price. */
    t.integer('total').notNullable();
    t.specificType('promo_code', 'citext');
    t.text('status').notNullable().defaultTo('created');
    /** What the buyer agreed to, as shown: { at, textVersion, renewal, amount, trialAmount, currency, ... }. */
    t.jsonb('consent').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('paid_at', { useTz: true });
  });
  await knex.raw(`alter table orders add constraint orders_status_check
    check (status in ('created', 'pending', 'paid', 'failed', 'report_generating', 'completed'))`);
  // One open order per test and SKU: a double click or a second tab finds the same order.
  await knex.raw(`create unique index orders_one_open_per_session_sku on orders (exam_session_id, sku_id)
    where status in ('created', 'pending', 'failed')`);
  await knex.raw('create index orders_email_idx on orders (email)');
  await knex.raw('create index orders_paid_recent_idx on orders (paid_at desc) where paid_at is not null');

  await knex.schema.createTable('order_events', (t) => {
    t.bigIncrements('id');
    t.uuid('order_id').notNullable().references('orders.id').onDelete('CASCADE');
    t.text('from_status');
    t.text('to_status').notNullable();
    t.text('reason').notNullable();
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create index order_events_order_idx on order_events (order_id, id)');

  await knex.schema.createTable('payments', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('order_id').notNullable().references('orders.id');
    t.text('provider').notNullable();
    t.text('method').notNullable();
    t.text('provider_payment_id');
    t.text('status').notNullable();
    t.integer('amount').notNullable();
    t.specificType('currency', 'char(3)').notNullable();
    t.text('card_brand');
    t.text('card_last4');
    /** A reusable token of the saved payment method (never a card number). */
    t.text('payment_method_token');
    t.text('error_code');
    t.text('idempotency_key').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table payments add constraint payments_status_check
    check (status in ('processing', 'requires_action', 'succeeded', 'failed', 'canceled'))`);
  await knex.raw('create unique index payments_provider_id_idx on payments (provider, provider_payment_id) where provider_payment_id is not null');
  await knex.raw('create index payments_order_idx on payments (order_id, created_at)');

  await knex.schema.createTable('webhook_events', (t) => {
    t.text('provider').notNullable();
    t.text('event_id').notNullable();
    t.text('type').notNullable();
    t.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['provider', 'event_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('webhook_events');
  await knex.schema.dropTable('payments');
  await knex.schema.dropTable('order_events');
  await knex.schema.dropTable('orders');
}
