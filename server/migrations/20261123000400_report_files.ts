import type { Knex } from 'knex';

/** Rendered report PDFs: one per order and locale, kept in the file store under `store_key`, reused once made. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('report_files', (t) => {
    t.uuid('order_id').notNullable().references('orders.id').onDelete('CASCADE');
    t.text('locale').notNullable();
    t.text('store_key').notNullable();
    t.integer('bytes').notNullable();
    t.integer('render_ms').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['order_id', 'locale']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('report_files');
}
