import type { Knex } from 'knex';

/** Buyers' reviews: one per paid order, so each is from a verified customer. Staff can hide one. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reviews', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('order_id').notNullable().unique().references('orders.id').onDelete('CASCADE');
    t.integer('exam_id').notNullable();
    t.text('name').notNullable();
    t.text('type_code');
    t.smallint('rating').notNullable();
    t.text('content').notNullable();
    t.text('locale').notNullable();
    t.text('country');
    t.boolean('hidden').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('alter table reviews add constraint reviews_rating_check check (rating between 1 and 5)');
  await knex.raw('create index reviews_exam_recent_idx on reviews (exam_id, created_at desc) where not hidden');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('reviews');
}
