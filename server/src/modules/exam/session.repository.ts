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
  updated_at: Date;
}

export async function insertSession(db: Executor, row: { id: string; exam_id: number; locale: Locale; log_id: string | null }) {
  await db('exam_sessions').insert(row);
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
export async function mergeAnswers(db: Executor, id: string, answers: Record<string, number>, locale: Locale | null) {
  await db('exam_sessions')
    .where({ id })
    .update({
      answers: db.raw('answers || ?::jsonb', [JSON.stringify(answers)]),
      ...(locale ? { locale } : {}),
      updated_at: db.fn.now(),
    });
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
