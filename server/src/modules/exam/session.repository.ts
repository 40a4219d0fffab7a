import type { Executor } from '../../db/connection';
import type { Locale } from '../../shared/locales';
import type { ReportFormModel } from './session.models';

export interface SessionRow {
  id: string;
  exam_id: number;
  locale: Locale;
  answers: Record<string, number>;
  exam_order_number: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  birth_year: number | null;
  gender: string | null;
  country: string | null;
  submitted_at: Date | null;
  started_at: Date;
  updated_at: Date;
  /** The parallel form of a timed exam (A, B, C); null for the others. */
  form: string | null;
  /** Milliseconds spent per item, where the client reported them. */
  answer_ms: Record<string, number>;
  viewer_key_hash: string | null;
  user_id: string | null;
  /** When the person agreed to the processing of their health data, on a health exam; null otherwise. */
  health_consent_at: Date | null;
  /** The version of the consent text they agreed to. */
  health_consent_version: string | null;
}

export async function insertSession(
  db: Executor,
  row: {
    id: string;
    exam_id: number;
    locale: Locale;
    log_id: string | null;
    form?: string | null;
    started_at?: Date;
    viewer_key_hash?: string | null;
    user_id?: string | null;
  },
) {
  await db('exam_sessions').insert(row);
}

/** How many sessions of an exam this browser or this signed-in user started before. */
export async function countSessionsOf(db: Executor, examId: number, who: { viewerKeyHash: string | null; userId: string | null }): Promise<number> {
  if (!who.viewerKeyHash && !who.userId) return 0;
  const [row] = await db('exam_sessions')
    .where({ exam_id: examId })
    .where((q) => {
      if (who.viewerKeyHash) q.orWhere({ viewer_key_hash: who.viewerKeyHash });
      if (who.userId) q.orWhere({ user_id: who.userId });
    })
    .count<{ n: string | number }[]>({ n: '*' });
  return Number(row?.n ?? 0);
}

/**
 * A session that arrives complete (the one-call REST path) and its result, written by one statement: atomic
 * without a transaction, and one round trip to the database instead of four.
 */
export async function insertSubmittedSessionWithResult(
  db: Executor,
  s: {
    id: string;
    examId: number;
    locale: Locale;
    answers: Record<string, number>;
    examOrderNumber: string;
    submittedAt: Date;
    form: ReportFormModel | null;
    logId: string | null;
    healthConsent?: { at: Date; version: string } | null;
  },
  r: { typeCode: string; scores: unknown; country: string | null; gender: string | null; ageBand: string | null },
): Promise<string> {
  const f = s.form;
  const { rows } = await db.raw<{ rows: { id: string }[] }>(
    `with s as (
       insert into exam_sessions (id, exam_id, locale, answers, exam_order_number, submitted_at, updated_at, log_id,
                                  first_name, last_name, email, birth_year, gender, country,
                                  health_consent_at, health_consent_version)
       values (?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       returning id, exam_id, locale, submitted_at
     )
     insert into results (session_id, exam_id, type_code, scores, locale, completed_at, country, gender, age_band)
     select s.id, s.exam_id, ?, ?::jsonb, s.locale, s.submitted_at, ?, ?, ? from s
     returning id`,
    [
      s.id, s.examId, s.locale, JSON.stringify(s.answers), s.examOrderNumber, s.submittedAt, s.submittedAt, s.logId,
      f?.firstName ?? null, f?.lastName ?? null, f?.email ?? null, f?.birthYear ?? null, f?.gender ?? null, f?.country ?? null,
      s.healthConsent?.at ?? null, s.healthConsent?.version ?? null,
      r.typeCode, JSON.stringify(r.scores), r.country, r.gender, r.ageBand,
    ],
  );
  return rows[0]!.id;
}

export async function findSession(db: Executor, id: string, options: { forUpdate?: boolean } = {}): Promise<SessionRow | null> {
  const q = db<SessionRow>('exam_sessions').where({ id });
  if (options.forUpdate) q.forUpdate();
  return (await q.first()) ?? null;
}

export async function findSessionByOrderNumber(db: Executor, examOrderNumber: string): Promise<SessionRow | null> {
  return (await db<SessionRow>('exam_sessions').where({ exam_order_number: examOrderNumber }).first()) ?? null;
}

/** Merges answers in one statement, so two tabs saving at once both keep their answers. */
export async function mergeAnswers(db: Executor, id: string, answers: Record<string, number>, locale: Locale | null, answerMs: Record<string, number> = {}) {
  await db('exam_sessions')
    .where({ id })
    .update({
      answers: db.raw('answers || ?::jsonb', [JSON.stringify(answers)]),
      ...(Object.keys(answerMs).length ? { answer_ms: db.raw('answer_ms || ?::jsonb', [JSON.stringify(answerMs)]) } : {}),
      ...(locale ? { locale } : {}),
      updated_at: db.fn.now(),
    });
}

/** Records the health-data consent on a session; a repeated consent keeps the first time and takes the newer version. */
export async function saveHealthConsent(db: Executor, id: string, version: string, at: Date) {
  await db('exam_sessions')
    .where({ id })
    .update({ health_consent_at: db.raw('coalesce(health_consent_at, ?)', [at]), health_consent_version: version, updated_at: at });
}

export async function markSubmitted(db: Executor, id: string, examOrderNumber: string, at: Date) {
  await db('exam_sessions').where({ id }).update({ exam_order_number: examOrderNumber, submitted_at: at, updated_at: at });
}

export async function saveForm(db: Executor, id: string, form: ReportFormModel) {
  await db('exam_sessions').where({ id }).update({
    first_name: form.firstName,
    last_name: form.lastName,
    email: form.email,
    birth_year: form.birthYear,
    gender: form.gender,
    country: form.country,
    updated_at: db.fn.now(),
  });
}

export function formOf(row: SessionRow): ReportFormModel | null {
  if (!row.email && !row.first_name) return null;
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    birthYear: row.birth_year,
    gender: row.gender,
    country: row.country?.trim() ?? null,
  };
}
