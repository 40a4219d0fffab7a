import type { Executor } from '../../db/connection';

/** How many results an exam has: the size of its own norm sample. */
export async function countResults(db: Executor, examId: number): Promise<number> {
  const [row] = await db('results').where({ exam_id: examId }).count<{ n: string | number }[]>({ n: '*' });
  return Number(row?.n ?? 0);
}

/** Every result's sum on one dimension of an exam written as data (for its own norms). */
export async function listDimensionSums(db: Executor, examId: number, dimension: string): Promise<number[]> {
  const rows = await db('results')
    .where({ exam_id: examId })
    .whereRaw("scores->'dimensions'->? is not null", [dimension])
    .select<{ sum: string | number }[]>(db.raw("(scores->'dimensions'->?->>'sum')::numeric as sum", [dimension]));
  return rows.map((r) => Number(r.sum));
}

/** The scores of an exam's results taken with one e-mail address, oldest first: a member's trend. */
export async function listScoresByEmail(db: Executor, examId: number, email: string): Promise<{ scores: Record<string, unknown>; completed_at: Date }[]> {
  return db('results as r')
    .join('exam_sessions as s', 's.id', 'r.session_id')
    .where({ 'r.exam_id': examId, 's.email': email })
    .orderBy('r.completed_at')
    .select('r.scores', 'r.completed_at');
}
