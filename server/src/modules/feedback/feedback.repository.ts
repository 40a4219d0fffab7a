import type { Executor } from '../../db/connection';

export async function insertFeedback(
  db: Executor,
  row: { message: string; contact_email: string | null; locale: string; log_id: string | null },
): Promise<string> {
  const [inserted] = await db('feedback').insert(row).returning('id');
  return (inserted as { id: string }).id;
}
