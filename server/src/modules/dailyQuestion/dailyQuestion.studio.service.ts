import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import { LOCALES, type Locale } from '../../shared/locales';
import { ok, refused, type StudioError, studioError, type StudioResult } from '../content/studioContent.models';
import type { AuditActor, AuditService } from '../staff/audit.service';
import { addDays, dayIn } from './dailyQuestion.calendar';
import { ANSWER_KINDS, type AnswerKind, QUESTION_TYPES, type QuestionType } from './dailyQuestion.models';
import * as repo from './dailyQuestion.studio.repository';
import { upsertText } from './dailyQuestion.repository';
import type { StudioQuestionRow, StudioQuestionSummaryRow } from './dailyQuestion.studio.repository';

/** The zone where each day begins first (UTC+14): once a day has begun there, some reader may have its question. */
export const EARLIEST_ZONE = 'Pacific/Kiritimati';

const PROMPT_MAX = 500;
const OPTION_MAX = 200;
const OPTIONS_MAX = 8;
const ANALYSIS_MAX = 2000;

export interface StudioDayModel {
  date: string;
  question: StudioQuestionSummaryRow | null;
  changeable: boolean;
}

const isLocale = (l: string): l is Locale => (LOCALES as readonly string[]).includes(l);
const isDay = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);

/**
 * The studio's daily questions: a month of a locale's schedule, a day's question changed or two days swapped (only
 * days that have not begun anywhere yet), and questions written or edited per locale. Every change goes to the
 * audit log in its own transaction; a question the studio edited is no longer overwritten by the seed files.
 */
export function createDailyQuestionStudioService(deps: { db: Db; clock: Clock; audit: Pick<AuditService, 'record'> }) {
  const { db, clock, audit } = deps;
  /** The last day that has begun somewhere: it and every day before it are past for the calendar. */
  const lastBegun = () => dayIn(clock.now(), EARLIEST_ZONE);

  async function days(locale: Locale, dates: readonly string[]): Promise<StudioDayModel[]> {
    const sorted = [...dates].sort();
    const rows = sorted.length ? await repo.scheduleBetween(db, locale, sorted[0]!, sorted.at(-1)!) : [];
    const begun = lastBegun();
    return sorted.map((date) => {
      const r = rows.find((x) => x.date === date);
      return { date, question: r ? { id: r.id, type: r.type, kind: r.kind, prompt: r.prompt } : null, changeable: date > begun };
    });
  }

  function checkDays(locale: string, dates: readonly string[]): StudioError | null {
    if (!isLocale(locale)) return studioError('INVALID_LOCALE', 'locale', 'Not one of the product’s locales');
    if (dates.some((d) => !isDay(d))) return studioError('INVALID_DATE', 'date', 'A day as YYYY-MM-DD');
    if (dates.some((d) => d <= lastBegun())) return studioError('DAY_PAST', 'date', 'That day has begun somewhere: its question stays');
    return null;
  }

  return {
    /** Every day of a month (YYYY-MM) with the question it shows in the locale; null for a day not scheduled yet. */
    async month(locale: string, month: string): Promise<StudioResult<{ locale: Locale; month: string; days: StudioDayModel[] }>> {
      if (!isLocale(locale)) return refused(studioError('INVALID_LOCALE', 'locale', 'Not one of the product’s locales'));
      if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return refused(studioError('INVALID_DATE', 'month', 'A month as YYYY-MM'));
      const first = `${month}-01`;
      const dates: string[] = [];
      for (let d = first; d.startsWith(month); d = addDays(d, 1)) dates.push(d);
      return ok({ locale, month, days: await days(locale, dates) });
    },

    questions: async (locale: string): Promise<StudioQuestionSummaryRow[]> => (isLocale(locale) ? repo.questionSummaries(db, locale) : []),

    question: (id: string): Promise<StudioQuestionRow | null> => repo.findQuestionWithTexts(db, id),

    /**
     * Shows a question on a day. When it already comes on another day of the same round, that day takes this
     * day's question instead (a swap), so no question comes twice in a round; the other day must not have begun.
     */
    async assign(input: { locale: string; date: string; questionId: string }, by: AuditActor): Promise<StudioResult<StudioDayModel[]>> {
      const bad = checkDays(input.locale, [input.date]);
      if (bad) return refused(bad);
      const locale = input.locale as Locale;
      const outcome = await db.transaction(async (trx): Promise<StudioResult<string[]>> => {
        const day = await repo.lockScheduleDay(trx, locale, input.date);
        if (!day) return refused(studioError('INVALID_DATE', 'date', 'That day is not scheduled yet'));
        const exists = await repo.questionSummaries(trx, locale).then((qs) => qs.find((q) => q.id === input.questionId));
        if (!exists?.prompt) return refused(studioError('QUESTION_NOT_FOUND', 'questionId', 'No such question in this locale'));
        if (day.question_id === input.questionId) return ok([input.date]);
        const other = await repo.dayOfQuestionInCycle(trx, locale, day.cycle, input.questionId);
        if (other && other <= lastBegun()) return refused(studioError('DAY_PAST', 'questionId', `This question came on ${other}, earlier in the round`));
        const rewrite = [{ date: input.date, questionId: input.questionId, cycle: day.cycle }];
        if (other) rewrite.push({ date: other, questionId: day.question_id, cycle: day.cycle });
        await repo.rewriteDays(trx, locale, rewrite);
        await audit.record(trx, by, {
          action: 'dailyQuestion.assign',
          targetType: 'dailySchedule',
          targetId: `${locale}:${input.date}`,
          summary: { before: day.question_id, after: input.questionId, ...(other ? { swappedWith: other } : {}) },
        });
        return ok(other ? [input.date, other] : [input.date]);
      });
      return outcome.value ? ok(await days(locale, outcome.value)) : refused(...outcome.errors);
    },

    /** Swaps the questions of two days, neither begun yet. */
    async swap(input: { locale: string; date: string; otherDate: string }, by: AuditActor): Promise<StudioResult<StudioDayModel[]>> {
      const bad = checkDays(input.locale, [input.date, input.otherDate]);
      if (bad) return refused(bad);
      const locale = input.locale as Locale;
      if (input.date === input.otherDate) return ok(await days(locale, [input.date]));
      const outcome = await db.transaction(async (trx): Promise<StudioResult<string[]>> => {
        const [a, b] = [input.date, input.otherDate].sort() as [string, string];
        const dayA = await repo.lockScheduleDay(trx, locale, a);
        const dayB = await repo.lockScheduleDay(trx, locale, b);
        if (!dayA || !dayB) return refused(studioError('INVALID_DATE', 'date', 'That day is not scheduled yet'));
        // Each keeps its own round; a question moved into another round must not already come in it.
        if (dayA.cycle !== dayB.cycle) {
          const clashA = await repo.dayOfQuestionInCycle(trx, locale, dayA.cycle, dayB.question_id);
          const clashB = await repo.dayOfQuestionInCycle(trx, locale, dayB.cycle, dayA.question_id);
          if (clashA || clashB) return refused(studioError('QUESTION_INVALID', 'otherDate', 'One of the questions already comes in the other round'));
        }
        await repo.rewriteDays(trx, locale, [
          { date: a, questionId: dayB.question_id, cycle: dayA.cycle },
          { date: b, questionId: dayA.question_id, cycle: dayB.cycle },
        ]);
        await audit.record(trx, by, { action: 'dailyQuestion.swap', targetType: 'dailySchedule', targetId: `${locale}:${a}`, summary: { [a]: dayB.question_id, [b]: dayA.question_id } });
        return ok([a, b]);
      });
      return outcome.value ? ok(await days(locale, outcome.value)) : refused(...outcome.errors);
    },

    /**
     * Creates a question (without an id) or edits one, with its text in one locale. A choice question has two to
     * eight options and, unless it is a reflection, the right ones; a fill-in has the answers it accepts.
     */
    async save(
      input: { id?: string | null; type: string; kind: string; correct?: readonly number[] | null; locale: string; prompt: string; options: readonly string[]; accepted: readonly string[]; analysis: string },
      by: AuditActor,
    ): Promise<StudioResult<StudioQuestionRow>> {
      const errors: StudioError[] = [];
      if (!isLocale(input.locale)) errors.push(studioError('INVALID_LOCALE', 'locale', 'Not one of the product’s locales'));
      if (!(QUESTION_TYPES as readonly string[]).includes(input.type) || !(ANSWER_KINDS as readonly string[]).includes(input.kind)) errors.push(studioError('QUESTION_INVALID', 'type', 'Unknown type or kind'));
      const prompt = input.prompt.trim();
      if (!prompt) errors.push(studioError('PROMPT_REQUIRED', 'prompt', 'A question is needed'));
      else if (prompt.length > PROMPT_MAX) errors.push(studioError('TEXT_TOO_LONG', 'prompt', `At most ${PROMPT_MAX} characters`));
      const analysis = input.analysis.trim();
      if (!analysis) errors.push(studioError('ANALYSIS_REQUIRED', 'analysis', 'An analysis is needed'));
      else if (analysis.length > ANALYSIS_MAX) errors.push(studioError('TEXT_TOO_LONG', 'analysis', `At most ${ANALYSIS_MAX} characters`));
      const kind = input.kind as AnswerKind;
      const options = kind === 'fill' ? [] : input.options.map((o) => o.trim()).filter(Boolean);
      const accepted = kind === 'fill' ? input.accepted.map((a) => a.trim()).filter(Boolean) : [];
      let correct: number[] | null = kind === 'fill' ? null : [...new Set(input.correct ?? [])].sort((a, b) => a - b);
      if (correct && correct.length === 0) correct = null;
      if (kind === 'fill') {
        if (accepted.length === 0) errors.push(studioError('ACCEPTED_REQUIRED', 'accepted', 'Give at least one accepted answer'));
      } else {
        if (options.length < 2 || options.length > OPTIONS_MAX || options.some((o) => o.length > OPTION_MAX)) errors.push(studioError('OPTIONS_INVALID', 'options', `Two to ${OPTIONS_MAX} options of up to ${OPTION_MAX} characters`));
        if (correct && (correct.some((i) => !Number.isInteger(i) || i < 0 || i >= options.length) || (kind === 'single' && correct.length !== 1))) {
          errors.push(studioError('CORRECT_INVALID', 'correct', 'Right answers must be options (one for a single choice)'));
        }
      }
      if (errors.length) return refused(...errors);
      const now = clock.now();
      const id = input.id ?? `dq-s${randomBytes(4).toString('hex')}`;
      const shared = { id, type: input.type as QuestionType, kind, correct, now };
      const text = { questionId: id, locale: input.locale as Locale, prompt, options, accepted, analysis };
      const outcome = await db.transaction(async (trx): Promise<StudioResult<true>> => {
        if (input.id) {
          if (!(await repo.lockQuestion(trx, input.id))) return refused(studioError('QUESTION_NOT_FOUND', 'id', 'No such question'));
          await repo.updateStudioQuestion(trx, shared);
        } else {
          await repo.insertStudioQuestion(trx, shared);
        }
        await upsertText(trx, text);
        await audit.record(trx, by, { action: input.id ? 'dailyQuestion.edit' : 'dailyQuestion.create', targetType: 'dailyQuestion', targetId: id, summary: { locale: text.locale, type: shared.type, kind, prompt } });
        return ok(true);
      });
      return outcome.value ? ok((await repo.findQuestionWithTexts(db, id))!) : refused(...outcome.errors);
    },
  };
}

export type DailyQuestionStudioService = ReturnType<typeof createDailyQuestionStudioService>;
