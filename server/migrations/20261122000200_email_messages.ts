import type { Knex } from 'knex';

/** Every e-mail the product sends: the send log, and the development mailbox when no SMTP is configured. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists citext');
  await knex.schema.createTable('email_messages', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('dedupe_key').notNullable().unique();
    t.text('template').notNullable();
    t.text('locale').notNullable();
    t.specificType('to_address', 'citext').notNullable();
    t.text('subject').notNullable();
    t.text('text_body').notNullable();
    t.text('html_body').notNullable();
    t.text('state').notNullable().defaultTo('queued');
    t.text('transport');
    t.text('provider_message_id');
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('sent_at', { useTz: true });
  });
  await knex.raw(`alter table email_messages add constraint email_messages_state_check
    check (state in ('queued', 'sent', 'failed'))`);
  await knex.raw('create index email_messages_created_idx on email_messages (created_at desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_messages');
}
