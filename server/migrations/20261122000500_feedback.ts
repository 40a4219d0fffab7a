import type { Knex } from 'knex';

/** Feedback and support requests sent from the contact form. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('feedback', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('message').notNullable();
    t.specificType('contact_email', 'citext');
    t.text('locale').notNullable();
    t.text('log_id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('feedback');
}
