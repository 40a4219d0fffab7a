import type { Executor } from '../../db/connection';

export interface CounterRow {
  taken_today: string | number;
  in_region: string | number;
  total_completed: string | number;
  rating_avg: string | number | null;
  rating_count: string | number;
}

/** One pass over results for every home counter (indexes on exam_id, country and completed_at serve it). */
export async function homeCounters(
  db: Executor,
  params: { examId: number; country: string | null; startOfDay: Date; since30Days: Date },
): Promise<CounterRow> {
  const row = await db('results')
    .where('exam_id', params.examId)
    .first<CounterRow>(
      db.raw('count(*) filter (where completed_at >= ?) as taken_today', [params.startOfDay]),
      db.raw('count(*) filter (where country = ? and completed_at >= ?) as in_region', [params.country, params.since30Days]),
      db.raw('count(*) as total_completed'),
      db.raw('avg(accuracy_rating) as rating_avg'),
      db.raw('count(accuracy_rating) as rating_count'),
    );
  return row;
}
