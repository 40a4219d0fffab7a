import type { Knex } from 'knex';

/** The 16 types: locale-independent facts, and their texts per locale. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('personality_types', (t) => {
    t.text('code').primary();
    t.text('accent').notNullable();
    /** Shares of the population in percent: { total, male, female, source }. */
    t.jsonb('population').notNullable();
  });
  await knex.schema.createTable('personality_type_texts', (t) => {
    t.text('code').notNullable().references('personality_types.code').onDelete('CASCADE');
    t.text('locale').notNullable();
    t.text('title').notNullable();
    t.text('tagline').notNullable();
    t.text('description').notNullable();
    t.jsonb('keywords').notNullable();
    t.jsonb('famous_people').notNullable();
    t.primary(['code', 'locale']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('personality_type_texts');
  await knex.schema.dropTable('personality_types');
}
