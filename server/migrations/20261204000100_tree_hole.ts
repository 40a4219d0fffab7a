import type { Knex } from 'knex';

/**
 * The tree hole: members' anonymous posts (tied to the account, never shown with it), the kind reactions others
 * leave on them and the reports that bring a post back to a moderator. A post is `held` until moderation lets it
 * through, `published` while others see it, `removed` by a moderator (with the reason the author is shown). A
 * post the author deletes is gone, with its reactions and reports.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tree_hole_posts', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('body').notNullable();
    t.text('locale').notNullable();
    t.text('state').notNullable();
    // What held it: categories of the filter ('selfHarm', 'abuse', 'contact') or 'reports'; empty when none did.
    t.jsonb('hold_reasons').notNullable().defaultTo('[]');
    t.text('removal_reason');
    t.text('removal_note');
    t.integer('open_reports').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('published_at', { useTz: true });
    t.timestamp('decided_at', { useTz: true });
    // The feed (newest published first), the author's own posts and the moderation queue.
    t.index(['state', 'published_at', 'id']);
    t.index(['user_id', 'created_at']);
  });
  await knex.raw(`alter table tree_hole_posts add constraint tree_hole_posts_state_check check (state in ('held', 'published', 'removed'))`);
  await knex.raw(`create index tree_hole_posts_reported on tree_hole_posts (created_at) where open_reports > 0`);

  await knex.schema.createTable('tree_hole_reactions', (t) => {
    t.uuid('post_id').notNullable().references('tree_hole_posts.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.primary(['post_id', 'user_id', 'kind']);
  });

  await knex.schema.createTable('tree_hole_reports', (t) => {
    t.bigIncrements('id').primary();
    t.uuid('post_id').notNullable().references('tree_hole_posts.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('reason').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('resolved_at', { useTz: true });
    // One report per member and post: reporting again changes nothing.
    t.unique(['post_id', 'user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('tree_hole_reports');
  await knex.schema.dropTable('tree_hole_reactions');
  await knex.schema.dropTable('tree_hole_posts');
}
