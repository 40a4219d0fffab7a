import type { Knex } from 'knex';

/**
 * Refunds of payments, made by support through the payment's processor: one row per refund asked for, its amount
 * (minor units, never above what is left of the payment), the reason given, and the idempotency key that makes a
 * repeated request the same refund. A refund is `processing` while the processor is asked, then `succeeded` or
 * `failed`; processing and succeeded ones count against what is left to refund. The audit log is searched by
 * action, target and actor, newest first.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_refunds', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('payment_id').notNullable().references('payments.id');
    t.uuid('order_id').notNullable().references('orders.id');
    t.integer('amount').notNullable();
    t.specificType('currency', 'char(3)').notNullable();
    t.text('reason').notNullable();
    t.text('status').notNullable();
    t.text('idempotency_key').notNullable().unique();
    /** Who asked for it, as the audit log names them: staffUser:<id> or apiKey:<id>. */
    t.text('requested_by').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table payment_refunds add constraint payment_refunds_status_check
    check (status in ('processing', 'succeeded', 'failed'))`);
  await knex.raw('alter table payment_refunds add constraint payment_refunds_amount_check check (amount > 0)');
  await knex.raw('create index payment_refunds_payment_idx on payment_refunds (payment_id, created_at)');
  await knex.raw('create index audit_log_action_idx on audit_log (action, id desc)');
  await knex.raw('create index audit_log_target_idx on audit_log (target_id, id desc)');
  await knex.raw('create index audit_log_actor_idx on audit_log (actor, id desc)');
  await knex.raw('create index audit_log_created_idx on audit_log (created_at desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index audit_log_created_idx');
  await knex.raw('drop index audit_log_actor_idx');
  await knex.raw('drop index audit_log_target_idx');
  await knex.raw('drop index audit_log_action_idx');
  await knex.schema.dropTable('payment_refunds');
}
