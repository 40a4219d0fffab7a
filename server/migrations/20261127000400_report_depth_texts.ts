import type { Knex } from 'knex';

/**
 * The report's texts written for a person's own scores (`kind` 'depth'): one row per flat key of
 * seeds/content/bmbti/report-depth/<locale>.json, its text as a JSON string, so a report reads only the keys
 * its scores call for.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table report_texts drop constraint report_texts_kind_check');
  await knex.raw("alter table report_texts add constraint report_texts_kind_check check (kind in ('type', 'pole', 'depth'))");
}

export async function down(knex: Knex): Promise<void> {
  await knex('report_texts').where({ kind: 'depth' }).delete();
  await knex.raw('alter table report_texts drop constraint report_texts_kind_check');
  await knex.raw("alter table report_texts add constraint report_texts_kind_check check (kind in ('type', 'pole'))");
}
