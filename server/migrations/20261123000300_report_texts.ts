import type { Knex } from 'knex';

/**
 * The paid report's texts, per exam and locale: one row per type (growth sections, reading, guide) and one per
 * pole (name, summary, the meaning of each level). Content, upserted from seeds/ on every start.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('report_texts', (t) => {
    t.integer('exam_id').notNullable().references('exams.id');
    t.text('locale').notNullable();
    t.text('kind').notNullable();
    t.text('key').notNullable();
    t.jsonb('body').notNullable();
    t.primary(['exam_id', 'locale', 'kind', 'key']);
  });
  await knex.raw("alter table report_texts add constraint report_texts_kind_check check (kind in ('type', 'pole'))");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('report_texts');
}
