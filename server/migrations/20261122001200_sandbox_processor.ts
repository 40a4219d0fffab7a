import type { Knex } from 'knex';

/**
 * The sandbox processor's own records (the embedded default stands in for a card processor in test mode):
 * its payment intents and its saved payment methods. Real providers keep these on their side.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sandbox_intents', (t) => {
    t.text('id').primary();
    t.text('idempotency_key').notNullable().unique();
    t.integer('amount').notNullable();
    t.specificType('currency', 'char(3)').notNullable();
    t.text('payment_method').notNullable();
    t.text('status').notNullable();
    t.text('error_code');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sandbox_intents');
}
