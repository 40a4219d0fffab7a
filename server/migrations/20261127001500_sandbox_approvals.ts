import type { Knex } from 'knex';

/**
 * The sandbox processor takes PayPal, Apple Pay and Google Pay too: a PayPal payment waits on the sandbox's
 * approval page, which sends the buyer back to the address the payment gave, kept here as a processor keeps it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sandbox_intents', (t) => {
    t.text('return_url');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sandbox_intents', (t) => {
    t.dropColumn('return_url');
  });
}
