import type { Executor } from '../../db/connection';
import type { Locale } from '../../shared/locales';
import type { AnswerKind, AnswerValue, DailyQuestionModel, QuestionType, StoredAnswerModel } from './dailyQuestion.models';
import type { ScheduleEntry } from './dailyQuestion.schedule';

interface QuestionRow {
  id: string;
  type: QuestionType;
  kind: AnswerKind;
  correct: number[] | string | null;
  locale: Locale;
  prompt: string;
  options: string[] | string;
  accepted: string[] | string;
  analysis: string;
}

interface AnswerRow {
  question_id: string;
  answer: AnswerValue | string;
  correct: boolean | null;
  answered_on: string;
  answered_at: Date | string;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

const toQuestion = (r: QuestionRow): DailyQuestionModel => ({
  id: r.id,
  type: r.type,
  kind: r.kind,
  locale: r.locale,
  prompt: r.prompt,
  options: json(r.options),
  correct: r.correct === null ? null : json(r.correct),
  accepted: json(r.accepted),
  analysis: r.analysis,
});

const toAnswer = (r: AnswerRow): StoredAnswerModel => ({
  questionId: r.question_id,
  answer: json(r.answer),
  correct: r.correct,
  answeredOn: r.answered_on,
  answeredAt: new Date(r.answered_at),
});

const QUESTION_COLUMNS = ['q.id', 'q.type', 'q.kind', 'q.correct', 't.locale', 't.prompt', 't.options', 't.accepted', 't.analysis'];
const ANSWER_COLUMNS = ['question_id', 'answer', 'correct', 'answered_at'];

/** Upserts a question's shared part (kind, type, correct options, order). */
export async function upsertQuestion(db: Executor, q: { id: string; type: QuestionType; kind: AnswerKind; correct: number[] | null; position: number }): Promise<void> {
  await db('daily_questions')
    .insert({ ...q, correct: q.correct === null ? null : JSON.stringify(q.correct) })
    .onConflict('id')
    .merge(['type', 'kind', 'correct', 'position']);
}

/** Upserts a question's text in one locale. */
export async function upsertText(db: Executor, t: { questionId: string; locale: Locale; prompt: string; options: string[]; accepted: string[]; analysis: string }): Promise<void> {
  await db('daily_question_texts')
    .insert({ question_id: t.questionId, locale: t.locale, prompt: t.prompt, options: JSON.stringify(t.options), accepted: JSON.stringify(t.accepted), analysis: t.analysis })
    .onConflict(['question_id', 'locale'])
    .merge(['prompt', 'options', 'accepted', 'analysis']);
}

/** The ids of the questions that have a text in the locale, in their order. */
export async function questionIdsIn(db: Executor, locale: Locale): Promise<string[]> {
  const rows = await db('daily_questions as q').join('daily_question_texts as t', 't.question_id', 'q.id').where('t.locale', locale).orderBy('q.position').select<{ id: string }[]>('q.id');
  return rows.map((r) => r.id);
}

/** A question in a locale, or null. */
export async function findQuestion(db: Executor, id: string, locale: Locale): Promise<DailyQuestionModel | null> {
  const row = await db('daily_questions as q')
    .join('daily_question_texts as t', 't.question_id', 'q.id')
    .where({ 'q.id': id, 't.locale': locale })
    .first<QuestionRow | undefined>(QUESTION_COLUMNS);
  return row ? toQuestion(row) : null;
}

/** The locale's last scheduled day and the questions already used in its cycle. */
export async function scheduleTail(db: Executor, locale: Locale): Promise<{ last: { date: string; cycle: number } | null; usedInCycle: string[] }> {
  const last = await db('daily_question_schedule')
    .where({ locale })
    .orderBy('date', 'desc')
    .first<{ date: string; cycle: number } | undefined>(db.raw("to_char(date, 'YYYY-MM-DD') as date"), 'cycle');
  if (!last) return { last: null, usedInCycle: [] };
  const used = await db('daily_question_schedule').where({ locale, cycle: last.cycle }).pluck<string[]>('question_id');
  return { last: { date: last.date, cycle: Number(last.cycle) }, usedInCycle: used };
}

/** Adds schedule entries; a day already scheduled (another process got there first) is left as it is. */
export async function insertSchedule(db: Executor, locale: Locale, entries: readonly ScheduleEntry[]): Promise<number> {
  if (entries.length === 0) return 0;
  const rows = entries.map((e) => ({ locale, date: e.date, question_id: e.questionId, cycle: e.cycle }));
  const inserted = await db('daily_question_schedule').insert(rows).onConflict(['locale', 'date']).ignore().returning('date');
  return inserted.length;
}

/** The question scheduled for a locale on a day, or null. */
export async function scheduledOn(db: Executor, locale: Locale, date: string): Promise<DailyQuestionModel | null> {
  const row = await db('daily_question_schedule as s')
    .join('daily_questions as q', 'q.id', 's.question_id')
    .join('daily_question_texts as t', function () {
      this.on('t.question_id', 'q.id').andOn('t.locale', 's.locale');
    })
    .where({ 's.locale': locale, 's.date': date })
    .first<QuestionRow | undefined>(QUESTION_COLUMNS);
  return row ? toQuestion(row) : null;
}

/** The days in a range on which the locale's schedule shows the question. */
export async function daysScheduled(db: Executor, locale: Locale, questionId: string, from: string, to: string): Promise<string[]> {
  const rows = await db('daily_question_schedule')
    .where({ locale, question_id: questionId })
    .whereBetween('date', [from, to])
    .orderBy('date')
    .select<{ day: string }[]>(db.raw("to_char(date, 'YYYY-MM-DD') as day"));
  return rows.map((r) => r.day);
}

/** One page of the locale's days before a day (newest first), with the member's answer to each, and the total. */
export async function historyPage(
  db: Executor,
  filter: { locale: Locale; before: string; userId: string; limit: number; offset: number },
): Promise<{ items: { date: string; question: DailyQuestionModel; answer: StoredAnswerModel | null }[]; total: number }> {
  const base = () => db('daily_question_schedule as s').where('s.locale', filter.locale).where('s.date', '<', filter.before);
  const rows = await base()
    .join('daily_questions as q', 'q.id', 's.question_id')
    .join('daily_question_texts as t', function () {
      this.on('t.question_id', 'q.id').andOn('t.locale', 's.locale');
    })
    .leftJoin('daily_question_answers as a', function () {
      this.on('a.question_id', 'q.id').andOn('a.user_id', db.raw('?', [filter.userId]));
    })
    .orderBy('s.date', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .select<(QuestionRow & { date: string; a_answer: AnswerValue | string | null; a_correct: boolean | null; a_on: string | null; a_at: Date | null })[]>(
      ...QUESTION_COLUMNS,
      db.raw("to_char(s.date, 'YYYY-MM-DD') as date"),
      'a.answer as a_answer',
      'a.correct as a_correct',
      db.raw("to_char(a.answered_on, 'YYYY-MM-DD') as a_on"),
      'a.answered_at as a_at',
    );
  const count = await base().count<{ count: string | number }[]>({ count: '*' }).first();
  return {
    total: Number(count?.count ?? 0),
    items: rows.map((r) => ({
      date: r.date,
      question: toQuestion(r),
      answer: r.a_answer === null ? null : toAnswer({ question_id: r.id, answer: r.a_answer, correct: r.a_correct, answered_on: r.a_on!, answered_at: r.a_at! }),
    })),
  };
}

/** The member's answer to a question, or null. */
export async function findAnswer(db: Executor, userId: string, questionId: string): Promise<StoredAnswerModel | null> {
  const row = await db('daily_question_answers')
    .where({ user_id: userId, question_id: questionId })
    .first<AnswerRow | undefined>(...ANSWER_COLUMNS, db.raw("to_char(answered_on, 'YYYY-MM-DD') as answered_on"));
  return row ? toAnswer(row) : null;
}

/** Stores the member's answer unless one is there already; the stored one is returned either way. */
export async function insertAnswer(
  db: Executor,
  a: { userId: string; questionId: string; locale: Locale; answer: AnswerValue; correct: boolean | null; answeredOn: string; answeredAt: Date },
): Promise<StoredAnswerModel> {
  await db('daily_question_answers')
    .insert({ user_id: a.userId, question_id: a.questionId, locale: a.locale, answer: JSON.stringify(a.answer), correct: a.correct, answered_on: a.answeredOn, answered_at: a.answeredAt })
    .onConflict(['user_id', 'question_id'])
    .ignore();
  return (await findAnswer(db, a.userId, a.questionId))!;
}

/** The member's own days with an answer from a day on. */
export async function answeredDaysSince(db: Executor, userId: string, from: string): Promise<string[]> {
  const rows = await db('daily_question_answers')
    .where('user_id', userId)
    .where('answered_on', '>=', from)
    .distinct<{ day: string }[]>(db.raw("to_char(answered_on, 'YYYY-MM-DD') as day"));
  return rows.map((r) => r.day);
}

/** The questions the studio has written or edited: the seed files leave them as they are. */
export async function studioEditedIds(db: Executor): Promise<string[]> {
  return db('daily_questions').whereNotNull('studio_edited_at').pluck<string[]>('id');
}
