import type { Executor } from '../../db/connection';

type Count = string | number;

export interface CounterRow {
  taken_today: Count;
  in_region: Count;
  total_completed: Count;
  rating_avg: string | number | null;
  rating_count: Count;
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

/** Tests of an exam completed since a moment: each result is one person's finished test. */
export async function completedSince(db: Executor, examId: number, since: Date): Promise<number> {
  const row = await db('results').where('exam_id', examId).andWhere('completed_at', '>=', since).first<{ n: Count }>(db.raw('count(*) as n'));
  return Number(row.n);
}

/**
 * People (distinct addresses) who paid for an exam's report since a moment, by a plan or by the one-off report;
 * upsell packages are not reports and are left out.
 */
export async function reportBuyersSince(db: Executor, examId: number, since: Date): Promise<number> {
  const row = await db('orders as o')
    .join('skus as s', 's.id', 'o.sku_id')
    .where('s.exam_id', examId)
    .whereIn('s.kind', ['plan', 'report'])
    .whereNotNull('o.paid_at')
    .andWhere('o.paid_at', '>=', since)
    .first<{ n: Count }>(db.raw('count(distinct o.email) as n'));
  return Number(row.n);
}

export interface ExamShapeRow {
  questions: Count;
  dimensions: Count;
  languages: Count;
}

/** How an exam is made: its active statements, the dimensions they score and the languages it is offered in. */
export async function examShape(db: Executor, examId: number): Promise<ExamShapeRow> {
  return db
    .first<ExamShapeRow>(
      db.raw('(select count(*) from questions where exam_id = ? and active) as questions', [examId]),
      db.raw('(select count(distinct axis) from questions where exam_id = ? and active) as dimensions', [examId]),
      db.raw('(select count(*) from exam_languages where exam_id = ?) as languages', [examId]),
    );
}

/**
 * The median time people took to finish an exam, in seconds, and how many finished runs it rests on. Runs under
 * two minutes (answers clicked through) or over ninety (left open and resumed later) say nothing about the test.
 */
export async function finishTime(db: Executor, examId: number): Promise<{ runs: number; medianSeconds: number | null }> {
  const row = await db('exam_sessions')
    .where('exam_id', examId)
    .whereNotNull('submitted_at')
    .andWhereRaw("submitted_at - started_at between interval '2 minutes' and interval '90 minutes'")
    .first<{ runs: Count; median: string | number | null }>(
      db.raw('count(*) as runs'),
      db.raw('percentile_cont(0.5) within group (order by extract(epoch from submitted_at - started_at)) as median'),
    );
  return { runs: Number(row.runs), medianSeconds: row.median === null ? null : Number(row.median) };
}
