import type { Executor } from '../../db/connection';

/** Finished tests (scored results) per exam since `since`: the basis of "hot" and of the completion figures. */
export async function completionsSince(db: Executor, since: Date): Promise<Map<number, number>> {
  const rows = await db('results')
    .where('completed_at', '>=', since)
    .groupBy('exam_id')
    .select<{ exam_id: number; n: string | number }[]>('exam_id', db.raw('count(*) as n'));
  return new Map(rows.map((r) => [r.exam_id, Number(r.n)]));
}

/** When each active exam was published: the order of "latest tests". */
export async function publishDates(db: Executor): Promise<Map<number, Date>> {
  const rows = await db('exams').where({ active: true }).select<{ id: number; published_at: Date }[]>('id', 'published_at');
  return new Map(rows.map((r) => [r.id, new Date(r.published_at)]));
}
