import type { Knex } from 'knex';

/**
 * Explicit consent to the processing of health data (GDPR art. 9) on a health exam's session: when it was given
 * and the version of the consent text the person agreed to. Null on every other exam, and on health sessions
 * started before the consent step existed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('exam_sessions', (t) => {
    t.timestamp('health_consent_at', { useTz: true });
    t.text('health_consent_version');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('exam_sessions', (t) => {
    t.dropColumn('health_consent_at');
    t.dropColumn('health_consent_version');
  });
}
