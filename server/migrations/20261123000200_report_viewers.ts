import type { Knex } from 'knex';

/**
 * The browsers that may open an order's report and act for it: each holds a random key in an http-only cookie,
 * stored here only as a SHA-256 hash, recorded when that browser creates or pays the order. Per order, not per
 * test: knowing a test's session id (it travels in resume links) never opens a report someone else paid for.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('report_viewers', (t) => {
    t.uuid('order_id').notNullable().references('orders.id').onDelete('CASCADE');
    t.text('key_hash').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['order_id', 'key_hash']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('report_viewers');
}
