import type { Executor } from '../../db/connection';

/** A round trip to the database; throws when it does not answer. */
export async function ping(db: Executor): Promise<void> {
  await db.raw('select 1');
}
