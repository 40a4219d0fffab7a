import type { Knex } from 'knex';

/**
 * Members' scores in the game centre, each one checked by playing its replay again before it is written. The
 * replay is kept so a score can be checked again; `day` is the daily challenge's UTC day (null for free play),
 * which the weekly board counts.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('game_scores', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('game').notNullable();
    t.integer('seed').notNullable();
    t.date('day');
    t.integer('score').notNullable();
    t.jsonb('replay').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // A member's best per game; and a week's daily-challenge scores per game.
    t.index(['user_id', 'game', 'score']);
    t.index(['game', 'day', 'score']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('game_scores');
}
