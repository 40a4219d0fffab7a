import type { Db, Executor } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import { AppError } from '../../shared/errors';
import { LOCALES, type Locale } from '../../shared/locales';
import { permitsContent, type MemberTier } from '../access/policy';
import type { UserRow } from '../account/account.models';
import { grade, readAnswer, rhythmOf, type RawAnswer } from './dailyQuestion.answers';
import { addDays, dayIn, zoneFor } from './dailyQuestion.calendar';
import type { DailyAnswerError } from './dailyQuestion.errors';
import type { DailyQuestionModel, HistoryItemModel, RhythmModel, StoredAnswerModel } from './dailyQuestion.models';
import * as repo from './dailyQuestion.repository';
import { planSchedule, SCHEDULE_AHEAD_DAYS, SCHEDULE_START } from './dailyQuestion.schedule';

/**
 * A question as a reader may see it: before it is answered (and while its day lasts) without what is right or
 * the analysis, so nothing gives the answer away; `reflection` says it has no right answer at all.
 */
export interface QuestionView extends Omit<DailyQuestionModel, 'correct' | 'accepted' | 'analysis'> {
  reflection: boolean;
  revealed: boolean;
  correct: number[] | null;
  accepted: string[];
  analysis: string | null;
}

export interface TodayView {
  date: string;
  timeZone: string;
  question: QuestionView;
  answer: StoredAnswerModel | null;
  mayAnswer: boolean;
  signedIn: boolean;
  rhythm: RhythmModel | null;
}

export interface HistoryPageView {
  items: (Omit<HistoryItemModel, 'question'> & { question: QuestionView })[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export type SubmitResult = { answer: StoredAnswerModel; question: QuestionView; rhythm: RhythmModel; errors: [] } | { answer: null; question: null; rhythm: null; errors: DailyAnswerError[] };

/** How far back the rhythm looks for days in a row. */
const RHYTHM_LOOKBACK_DAYS = 400;
const MAX_PAGE_SIZE = 50;

export function viewOf(q: DailyQuestionModel, revealed: boolean): QuestionView {
  return {
    ...q,
    reflection: q.correct === null && q.accepted.length === 0,
    revealed,
    correct: revealed ? q.correct : null,
    accepted: revealed ? q.accepted : [],
    analysis: revealed ? q.analysis : null,
  };
}

/**
 * Keeps every locale's schedule SCHEDULE_AHEAD_DAYS past today (UTC; no zone is more than a day ahead of it). An
 * empty schedule starts on SCHEDULE_START, or yesterday when that is more than SCHEDULE_AHEAD_DAYS past. Safe to run twice or at once.
 */
export async function extendAllSchedules(ex: Executor, now: Date): Promise<number> {
  const today = dayIn(now, 'UTC');
  const start = SCHEDULE_START < addDays(today, -SCHEDULE_AHEAD_DAYS) ? addDays(today, -1) : SCHEDULE_START;
  let added = 0;
  for (const locale of LOCALES) {
    const ids = await repo.questionIdsIn(ex, locale);
    const tail = await repo.scheduleTail(ex, locale);
    added += await repo.insertSchedule(ex, locale, planSchedule({ questionIds: ids, ...tail, start, until: addDays(today, SCHEDULE_AHEAD_DAYS) }));
  }
  return added;
}

/**
 * The daily question: one question a day per locale from a schedule kept ahead, "today" in the reader's own zone
 * (the browser's, else the locale's), one answer per member and question (a repeat gets the stored one back), and
 * a rhythm told as days answered, never as days missed. Answering is the access policy's `dailyQuestion:answer`.
 */
export function createDailyQuestionService(deps: { db: Db; clock: Clock; subscriptions: { entitlement(email: string): Promise<{ tier: MemberTier }> } }) {
  const { db, clock } = deps;

  async function mayAnswer(reader: UserRow | null): Promise<boolean> {
    if (!reader) return false;
    return permitsContent((await deps.subscriptions.entitlement(reader.email)).tier, 'dailyQuestion:answer');
  }

  async function rhythm(userId: string, today: string): Promise<RhythmModel> {
    return rhythmOf(await repo.answeredDaysSince(db, userId, addDays(today, -RHYTHM_LOOKBACK_DAYS)), today);
  }

  /** The question of a day, scheduling ahead first if the recurring job has not reached it yet. */
  async function questionOn(locale: Locale, date: string): Promise<DailyQuestionModel | null> {
    const found = await repo.scheduledOn(db, locale, date);
    if (found) return found;
    await service.extendSchedules();
    return repo.scheduledOn(db, locale, date);
  }

  const service = {
    /** Keeps every locale's schedule SCHEDULE_AHEAD_DAYS ahead (see extendAllSchedules); returns the days added. */
    extendSchedules: (): Promise<number> => extendAllSchedules(db, clock.now()),

    /** Today's question in the reader's zone, with their answer and rhythm when signed in; NOT_FOUND with no content. */
    async today(input: { locale: Locale; timeZone?: string | null }, reader: UserRow | null): Promise<TodayView> {
      const timeZone = zoneFor(input.locale, input.timeZone);
      const date = dayIn(clock.now(), timeZone);
      const question = await questionOn(input.locale, date);
      if (!question) throw new AppError('NOT_FOUND', 'no daily question today');
      const [answer, may, r] = reader
        ? await Promise.all([repo.findAnswer(db, reader.id, question.id), mayAnswer(reader), rhythm(reader.id, date)])
        : [null, false, null];
      return { date, timeZone, question: viewOf(question, answer !== null), answer, mayAnswer: may, signedIn: reader !== null, rhythm: r };
    },

    /**
     * Records the member's answer to today's (or, just past midnight, yesterday's) question. An answer already
     * stored is returned as it is, whatever this one says; nothing chosen is ANSWER_REQUIRED as data. NOT_FOUND
     * for a question that is unknown or not of those days; FORBIDDEN for a reader the policy does not let answer.
     */
    async submit(reader: UserRow, input: { questionId: string; locale: Locale; timeZone?: string | null; answer: RawAnswer }): Promise<SubmitResult> {
      if (!(await mayAnswer(reader))) throw new AppError('FORBIDDEN', 'answering the daily question needs a membership');
      const question = await repo.findQuestion(db, input.questionId, input.locale);
      if (!question) throw new AppError('NOT_FOUND', 'daily question not found');
      const today = dayIn(clock.now(), zoneFor(input.locale, input.timeZone));
      const stored = await repo.findAnswer(db, reader.id, question.id);
      if (stored) return { answer: stored, question: viewOf(question, true), rhythm: await rhythm(reader.id, today), errors: [] };
      const read = readAnswer(question.kind, question.options.length, input.answer);
      if ('error' in read) return { answer: null, question: null, rhythm: null, errors: [read.error] };
      const days = await repo.daysScheduled(db, input.locale, question.id, addDays(today, -1), today);
      if (days.length === 0) throw new AppError('NOT_FOUND', 'not a question of today');
      const answer = await repo.insertAnswer(db, {
        userId: reader.id,
        questionId: question.id,
        locale: input.locale,
        answer: read.value,
        correct: grade(question, read.value),
        answeredOn: today,
        answeredAt: clock.now(),
      });
      return { answer, question: viewOf(question, true), rhythm: await rhythm(reader.id, today), errors: [] };
    },

    /**
     * A question with the reader's answer: the analysis view. What is right and the analysis show once the member
     * has answered or the question's day is over. NOT_FOUND for an unknown question.
     */
    async answerOf(reader: UserRow | null, input: { questionId: string; locale: Locale; timeZone?: string | null }): Promise<{ question: QuestionView; answer: StoredAnswerModel | null }> {
      const question = await repo.findQuestion(db, input.questionId, input.locale);
      if (!question) throw new AppError('NOT_FOUND', 'daily question not found');
      const answer = reader ? await repo.findAnswer(db, reader.id, question.id) : null;
      const today = dayIn(clock.now(), zoneFor(input.locale, input.timeZone));
      const pastDays = await repo.daysScheduled(db, input.locale, question.id, '1970-01-01', addDays(today, -1));
      return { question: viewOf(question, answer !== null || pastDays.length > 0), answer };
    },

    /** One page of the locale's days before today, newest first, each with the member's answer (null when none). */
    async history(reader: UserRow, input: { locale: Locale; timeZone?: string | null; page?: number | null; pageSize?: number | null }): Promise<HistoryPageView> {
      const page = Math.max(1, Math.floor(input.page ?? 1));
      const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(input.pageSize ?? 10)));
      const today = dayIn(clock.now(), zoneFor(input.locale, input.timeZone));
      const found = await repo.historyPage(db, { locale: input.locale, before: today, userId: reader.id, limit: pageSize, offset: (page - 1) * pageSize });
      return {
        items: found.items.map((i) => ({ ...i, question: viewOf(i.question, true) })),
        total: found.total,
        page,
        pageSize,
        pageCount: Math.max(1, Math.ceil(found.total / pageSize)),
      };
    },
  };
  return service;
}

export type DailyQuestionService = ReturnType<typeof createDailyQuestionService>;
