import type { Knex } from 'knex';

/**
 * What can be bought: SKUs per exam (subscription plans with a paid trial, one-off reports, upsell packages),
 * their prices per currency in minor units, and promo codes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('skus', (t) => {
    t.text('id').primary();
    t.integer('exam_id').notNullable().references('exams.id');
    /** plan: a subscription; report: a one-off purchase; package: an upsell step. */
    t.text('kind').notNullable();
    /** For packages: skip_trial, add_packs, depth_content, member_exclusive, access_product. */
    t.text('step');
    /** Billing cadence of plans: DAY, WEEK, MONTH or YEAR, every interval_count units. */
    t.text('interval');
    t.smallint('interval_count');
    t.smallint('trial_days').notNullable().defaultTo(0);
    /** Feature keys the client translates. */
    t.jsonb('features').notNullable().defaultTo('[]');
    t.smallint('position').notNullable().defaultTo(0);
    t.boolean('active').notNullable().defaultTo(true);
  });
  await knex.raw(`alter table skus add constraint skus_kind_check check (kind in ('plan', 'report', 'package'))`);
  await knex.raw(`alter table skus add constraint skus_interval_check
    check (interval is null or (interval in ('DAY', 'WEEK', 'MONTH', 'YEAR') and interval_count > 0))`);
  await knex.schema.createTable('sku_prices', (t) => {
    t.text('sku_id').notNullable().references('skus.id').onDelete('CASCADE');
    t.specificType('currency', 'char(3)').notNullable();
    /** Charged for each period (or once, for reports and packages). */
    t.integer('amount').notNullable();
    /** Charged at signup for the trial; null when the plan has no trial. */
    t.integer('trial_amount');
    /** The price before this offer, for "you save"; null when there is no saving to show. */
    t.integer('list_amount');
    t.primary(['sku_id', 'currency']);
  });
  await knex.raw('alter table sku_prices add constraint sku_prices_amounts_check check (amount >= 0 and coalesce(trial_amount, 0) >= 0)');
  await knex.schema.createTable('promo_codes', (t) => {
    t.specificType('code', 'citext').primary();
    t.smallint('percent_off').notNullable();
    t.timestamp('expires_at', { useTz: true });
    t.boolean('active').notNullable().defaultTo(true);
  });
  await knex.raw('alter table promo_codes add constraint promo_codes_percent_check check (percent_off between 1 and 100)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('promo_codes');
  await knex.schema.dropTable('sku_prices');
  await knex.schema.dropTable('skus');
}
