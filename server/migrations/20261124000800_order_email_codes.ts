import type { Knex } from 'knex';

/** E-mailed codes may also confirm the new address of a paid order (purpose `change_order_email`). */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table email_codes drop constraint email_codes_purpose_check');
  await knex.raw(`alter table email_codes add constraint email_codes_purpose_check check (purpose in ('register', 'reset', 'change_order_email'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex('email_codes').where({ purpose: 'change_order_email' }).delete();
  await knex.raw('alter table email_codes drop constraint email_codes_purpose_check');
  await knex.raw(`alter table email_codes add constraint email_codes_purpose_check check (purpose in ('register', 'reset'))`);
}
