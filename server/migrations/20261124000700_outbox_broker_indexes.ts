import type { Knex } from 'knex';

/**
 * The reconciler walks rows in the broker's hands (relayed or running) in relay order, and staff list failed
 * rows newest first: partial indexes keep both cheap as the done rows pile up.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create index outbox_in_broker_idx on outbox (relayed_at, id) where state in ('relayed', 'running')`);
  await knex.raw(`create index outbox_failed_idx on outbox (finished_at desc) where state = 'failed'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists outbox_failed_idx');
  await knex.raw('drop index if exists outbox_in_broker_idx');
}
