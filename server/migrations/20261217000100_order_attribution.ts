import type { Knex } from 'knex';

/**
 * The campaign parameters an order was placed with (`params`: the spec's tracking parameters, known keys only)
 * and whether the buyer's browser had given marketing consent then (`marketingConsent`, with `recordedAt`).
 * Null when the order came with none, and always for a health screen's order.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.jsonb('attribution');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.dropColumn('attribution');
  });
}
