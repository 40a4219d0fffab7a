import type { Executor } from '../../db/connection';
import { levelOf } from './level';
import type { AxisScore } from './scoring';
import type { ResultModel } from './scoring.models';

interface ResultRow {
  id: string;
  exam_id: number;
  type_code: string;
  scores: { axes?: AxisScore[] } & Record<string, unknown>;
  locale: string;
  completed_at: Date;
  country?: string | null;
}

const toModel = (r: ResultRow): ResultModel => ({
  id: r.id,
  examId: r.exam_id,
  typeCode: r.type_code,
  // The level is read from the percentages every time: results stored before the one level scale carry another.
  axes: (r.scores.axes ?? []).map((a) => ({ ...a, level: levelOf(a.winner === a.firstPole ? a.firstPercent : a.secondPercent) })),
  scores: r.scores,
  country: r.country?.trim() ?? null,
  locale: r.locale,
  completedAt: r.completed_at,
});

/** One result per session: a re-submission after edits replaces the scores instead of counting twice. */
export async function upsertForSession(
  db: Executor,
  row: { sessionId: string; examId: number; typeCode: string; scores: Record<string, unknown>; locale: string; completedAt: Date },
): Promise<ResultModel> {
  const [saved] = await db('results')
    .insert({
      session_id: row.sessionId,
      exam_id: row.examId,
      type_code: row.typeCode,
      scores: JSON.stringify(row.scores),
      locale: row.locale,
      completed_at: row.completedAt,
    })
    .onConflict('session_id')
    .merge(['type_code', 'scores', 'locale'])
    .returning<ResultRow[]>(['id', 'exam_id', 'type_code', 'scores', 'locale', 'completed_at']);
  return toModel(saved!);
}

export async function findBySession(db: Executor, sessionId: string): Promise<ResultModel | null> {
  const row = await db('results').where({ session_id: sessionId }).first<ResultRow | undefined>();
  return row ? toModel(row) : null;
}

export async function updateDemographics(
  db: Executor,
  sessionId: string,
  d: { country: string | null; ageBand: string | null; gender: string | null },
): Promise<void> {
  await db('results').where({ session_id: sessionId }).update({ country: d.country, age_band: d.ageBand, gender: d.gender });
}

/** The four-letter type scored for a session, or null before it is scored. */
export async function findResultTypeCode(db: Executor, sessionId: string): Promise<string | null> {
  const row = await db('results').where({ session_id: sessionId }).first<{ type_code: string } | undefined>('type_code');
  return row?.type_code ?? null;
}
