import type { Knex } from 'knex';

/**
 * Completed results: the basis of norms and of the home page's counters. Only anonymous facts are kept
 * here (type, country, age band, gender); who took the test lives with the session and the order.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('results', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.integer('exam_id').notNullable().references('exams.id');
    t.text('type_code').notNullable();
    t.jsonb('scores').notNullable().defaultTo('{}');
    t.text('locale').notNullable();
    t.specificType('country', 'char(2)');
    t.text('age_band');
    t.text('gender');
    t.smallint('accuracy_rating');
    t.timestamp('completed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table results add constraint results_rating_check
    check (accuracy_rating is null or accuracy_rating between 1 and 5)`);
  await knex.raw('create index results_exam_completed_idx on results (exam_id, completed_at)');
  await knex.raw('create index results_exam_country_completed_idx on results (exam_id, country, completed_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('results');
}
