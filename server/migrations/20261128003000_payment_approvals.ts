import type { Knex } from 'knex';

/**
 * A payment waiting on the buyer's approval on a processor's page (PayPal) keeps that page's address, so the check
 * page can send the buyer back to it, and may be replaced by a newer attempt: it is then cancelled and names the
 * attempt that replaced it, and is never captured. The sandbox keeps a cancel address apart from its return
 * address, as PayPal's Orders v2 does.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.text('action_url');
    t.uuid('superseded_by').references('payments.id');
  });
  await knex.schema.alterTable('sandbox_intents', (t) => {
    t.text('cancel_url');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sandbox_intents', (t) => {
    t.dropColumn('cancel_url');
  });
  await knex.schema.alterTable('payments', (t) => {
    t.dropColumn('superseded_by');
    t.dropColumn('action_url');
  });
}
