import type { Knex } from 'knex';

/** Transactional outbox: work that must happen, written in the same transaction as the change needing it. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('outbox', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('kind').notNullable();
    t.jsonb('payload').notNullable();
    t.text('dedupe_key').unique();
    t.text('state').notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.integer('max_attempts').notNullable().defaultTo(5);
    t.timestamp('run_after', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('last_error');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('relayed_at', { useTz: true });
    t.timestamp('finished_at', { useTz: true });
  });
  await knex.raw(`alter table outbox add constraint outbox_state_check
    check (state in ('pending', 'relayed', 'running', 'done', 'failed'))`);
  await knex.raw(`create index outbox_due_idx on outbox (run_after) where state = 'pending'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('outbox');
}
