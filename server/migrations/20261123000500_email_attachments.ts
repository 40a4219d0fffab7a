import type { Knex } from 'knex';

/**
 * Files an e-mail carries (the report PDF), by file-store key: [{ filename, storeKey, contentType }]; and extra
 * headers (List-Unsubscribe on billing e-mails).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_messages', (t) => {
    t.jsonb('attachments').notNullable().defaultTo('[]');
    t.jsonb('headers').notNullable().defaultTo('{}');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_messages', (t) => {
    t.dropColumn('attachments');
    t.dropColumn('headers');
  });
}
