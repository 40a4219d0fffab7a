import type { Knex } from 'knex';

/**
 * Members' runs of the user centre's experiments: the main figure (what everyone's results compare), the
 * secondary figures and how many trials the figure rests on. Trials themselves are not kept.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('experiment_runs', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('experiment').notNullable();
    t.double('score').notNullable();
    t.jsonb('figures').notNullable();
    t.integer('trials_used').notNullable();
    t.integer('trials_excluded').notNullable();
    t.text('locale').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // A member's own runs, newest first; and each member's latest run, which everyone's results count.
    t.index(['user_id', 'experiment', 'created_at']);
    t.index(['experiment', 'user_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('experiment_runs');
}
