import type { Executor } from '../../db/connection';
import type { IqItemScore } from './iq.scoring';

export interface StoredCalibration {
  difficulties: Record<string, number>;
  mean: number;
  sd: number;
  sampleSize: number;
  calibratedAt: string;
}

export async function countResults(db: Executor, examId: number): Promise<number> {
  const [row] = await db('results').where({ exam_id: examId }).count<{ n: string | number }[]>({ n: '*' });
  return Number(row?.n ?? 0);
}

/** Every result's per-item answers (code and whether it was right), for recalibration. */
export async function listItemResponses(db: Executor, examId: number): Promise<Pick<IqItemScore, 'code' | 'correct'>[][]> {
  const rows = await db('results')
    .where({ exam_id: examId })
    .whereRaw("jsonb_typeof(scores->'items') = 'array'")
    .select<{ items: IqItemScore[] }[]>(db.raw("scores->'items' as items"));
  return rows.map((r) => r.items.map((i) => ({ code: i.code, correct: i.correct })));
}

/** The abilities of every result (the own scale's sample). */
export async function listThetas(db: Executor, examId: number): Promise<number[]> {
  const rows = await db('results')
    .where({ exam_id: examId })
    .whereRaw("scores ? 'theta'")
    .select<{ theta: string | number }[]>(db.raw("(scores->>'theta')::float8 as theta"));
  return rows.map((r) => Number(r.theta));
}

/** The items' current difficulties by code. */
export async function listDifficulties(db: Executor, examId: number): Promise<Record<string, number>> {
  const rows = await db('questions').where({ exam_id: examId, active: true }).whereNotNull('difficulty').select<{ code: string; difficulty: number }[]>('code', 'difficulty');
  return Object.fromEntries(rows.map((r) => [r.code, Number(r.difficulty)]));
}

export async function findCalibration(db: Executor, examId: number): Promise<StoredCalibration | null> {
  const row = await db('exam_content').where({ exam_id: examId, locale: '*', kind: 'calibration' }).first<{ body: StoredCalibration } | undefined>('body');
  return row?.body ?? null;
}

/** Stores a recalibration: the items' new difficulties and the scale, in the caller's transaction. */
export async function saveCalibration(trx: Executor, examId: number, calibration: StoredCalibration): Promise<void> {
  for (const [code, difficulty] of Object.entries(calibration.difficulties)) {
    await trx('questions').where({ exam_id: examId, code }).update({ difficulty });
  }
  await trx('exam_content')
    .insert({ exam_id: examId, locale: '*', kind: 'calibration', body: JSON.stringify(calibration) })
    .onConflict(['exam_id', 'locale', 'kind'])
    .merge();
}
