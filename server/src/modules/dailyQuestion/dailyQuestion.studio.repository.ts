import type { Executor } from '../../db/connection';
import type { Locale } from '../../shared/locales';
import type { AnswerKind, QuestionType } from './dailyQuestion.models';

export interface StudioQuestionSummaryRow {
  id: string;
  type: QuestionType;
  kind: AnswerKind;
  prompt: string | null;
}

export interface StudioQuestionRow {
  id: string;
  type: QuestionType;
  kind: AnswerKind;
  correct: number[] | null;
  texts: { locale: Locale; prompt: string; options: string[]; accepted: string[]; analysis: string }[];
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** The scheduled days of a locale between two days (both included), with each day's question and its prompt there. */
export async function scheduleBetween(db: Executor, locale: Locale, from: string, to: string): Promise<(StudioQuestionSummaryRow & { date: string })[]> {
  return db('daily_question_schedule as s')
    .join('daily_questions as q', 'q.id', 's.question_id')
    .leftJoin('daily_question_texts as t', function () {
      this.on('t.question_id', 'q.id').andOn('t.locale', 's.locale');
    })
    .where('s.locale', locale)
    .whereBetween('s.date', [from, to])
    .orderBy('s.date')
    .select(db.raw("to_char(s.date, 'YYYY-MM-DD') as date"), 'q.id', 'q.type', 'q.kind', 't.prompt');
}

/** A scheduled day, locked for the rest of the transaction, or null. */
export async function lockScheduleDay(trx: Executor, locale: Locale, date: string): Promise<{ question_id: string; cycle: number } | null> {
  const row = await trx('daily_question_schedule').where({ locale, date }).forUpdate().first('question_id', 'cycle');
  return row ? { question_id: row.question_id, cycle: Number(row.cycle) } : null;
}

/** The day of the locale's round on which a question comes, or null. */
export async function dayOfQuestionInCycle(trx: Executor, locale: Locale, cycle: number, questionId: string): Promise<string | null> {
  const row = await trx('daily_question_schedule').where({ locale, cycle, question_id: questionId }).forUpdate().first<{ day: string } | undefined>(trx.raw("to_char(date, 'YYYY-MM-DD') as day"));
  return row?.day ?? null;
}

/**
 * Sets the question of scheduled days, each keeping its round. The rows are written again together, so two days of
 * one round can trade their questions without passing through a state where a question comes twice.
 */
export async function rewriteDays(trx: Executor, locale: Locale, days: readonly { date: string; questionId: string; cycle: number }[]): Promise<void> {
  if (days.length === 0) return;
  await trx('daily_question_schedule').where({ locale }).whereIn('date', days.map((d) => d.date)).delete();
  await trx('daily_question_schedule').insert(days.map((d) => ({ locale, date: d.date, question_id: d.questionId, cycle: d.cycle })));
}

/** Every question with its prompt in the locale (null where it has no text there), in order. */
export async function questionSummaries(db: Executor, locale: Locale): Promise<StudioQuestionSummaryRow[]> {
  return db('daily_questions as q')
    .leftJoin('daily_question_texts as t', function () {
      this.on('t.question_id', 'q.id').andOn('t.locale', db.raw('?', [locale]));
    })
    .orderBy(['q.position', 'q.id'])
    .select('q.id', 'q.type', 'q.kind', 't.prompt');
}

/** A question with its texts in every locale, or null. */
export async function findQuestionWithTexts(db: Executor, id: string): Promise<StudioQuestionRow | null> {
  const q = await db('daily_questions').where({ id }).first<{ id: string; type: QuestionType; kind: AnswerKind; correct: number[] | string | null } | undefined>('id', 'type', 'kind', 'correct');
  if (!q) return null;
  const texts = await db('daily_question_texts').where({ question_id: id }).orderBy('locale').select('locale', 'prompt', 'options', 'accepted', 'analysis');
  return {
    ...q,
    correct: q.correct === null ? null : json(q.correct),
    texts: texts.map((t) => ({ ...t, options: json(t.options), accepted: json(t.accepted) })),
  };
}

/** The question, locked for the rest of the transaction; whether it exists. */
export async function lockQuestion(trx: Executor, id: string): Promise<boolean> {
  return Boolean(await trx('daily_questions').where({ id }).forUpdate().first('id'));
}

/** A question written in the studio: placed after the others. */
export async function insertStudioQuestion(trx: Executor, q: { id: string; type: QuestionType; kind: AnswerKind; correct: number[] | null; now: Date }): Promise<void> {
  const max = await trx('daily_questions').max<{ max: number | null }>('position as max').first();
  await trx('daily_questions').insert({
    id: q.id,
    type: q.type,
    kind: q.kind,
    correct: q.correct === null ? null : JSON.stringify(q.correct),
    position: Number(max?.max ?? -1) + 1,
    studio_edited_at: q.now,
  });
}

/** A question's shared part as edited in the studio, which owns it from now on. */
export async function updateStudioQuestion(trx: Executor, q: { id: string; type: QuestionType; kind: AnswerKind; correct: number[] | null; now: Date }): Promise<void> {
  await trx('daily_questions')
    .where({ id: q.id })
    .update({ type: q.type, kind: q.kind, correct: q.correct === null ? null : JSON.stringify(q.correct), studio_edited_at: q.now });
}
