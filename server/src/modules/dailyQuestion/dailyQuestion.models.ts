import { z } from 'zod';
import type { Locale } from '../../shared/locales';

/** What a daily question is about (spec section 3). */
export const QUESTION_TYPES = ['personality', 'intelligence', 'emotional', 'social', 'career', 'relationship', 'health', 'stress'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** How it is answered: one option, several options, or a word written in. */
export const ANSWER_KINDS = ['single', 'multiple', 'fill'] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

const text = z.string().trim().min(1);

/** One question of seeds/content/dailyQuestions/<locale>.json. */
export const QuestionSeed = z
  .object({
    id: z.string().regex(/^dq-\d{3}$/),
    type: z.enum(QUESTION_TYPES),
    kind: z.enum(ANSWER_KINDS),
    prompt: text,
    options: z.array(text).default([]),
    /** Option indexes that are right; null for a reflection question, which has none. */
    correct: z.array(z.number().int().min(0)).nullable().default(null),
    /** Fill in the blank: the answers accepted in this locale (compared after normalising). */
    accepted: z.array(text).default([]),
    analysis: text,
  })
  .superRefine((q, ctx) => {
    if (q.kind === 'fill') {
      if (q.accepted.length === 0) ctx.addIssue({ code: 'custom', message: `${q.id}: a fill-in question needs accepted answers` });
      if (q.options.length > 0) ctx.addIssue({ code: 'custom', message: `${q.id}: a fill-in question has no options` });
      return;
    }
    if (q.options.length < 2) ctx.addIssue({ code: 'custom', message: `${q.id}: a choice question needs two options or more` });
    for (const i of q.correct ?? []) if (i >= q.options.length) ctx.addIssue({ code: 'custom', message: `${q.id}: correct index ${i} is not an option` });
    if (q.correct && q.kind === 'single' && q.correct.length !== 1) ctx.addIssue({ code: 'custom', message: `${q.id}: a single choice has one correct option` });
    if (q.correct && q.correct.length === 0) ctx.addIssue({ code: 'custom', message: `${q.id}: correct is null or names options` });
  });
export type QuestionSeed = z.infer<typeof QuestionSeed>;

export const QuestionFile = z.object({ questions: z.array(QuestionSeed).min(1) });

/** A question as one locale shows it. */
export interface DailyQuestionModel {
  id: string;
  type: QuestionType;
  kind: AnswerKind;
  locale: Locale;
  prompt: string;
  options: string[];
  /** Null for a reflection question: the analysis explains the research behind the options instead. */
  correct: number[] | null;
  /** Fill in the blank: what is accepted, as shown after answering (the first is the one to show). */
  accepted: string[];
  analysis: string;
}

/** An answer: option indexes for a choice, the words written for a fill-in. */
export type AnswerValue = { choices: number[] } | { text: string };

export interface StoredAnswerModel {
  questionId: string;
  answer: AnswerValue;
  /** Null for a reflection question. */
  correct: boolean | null;
  answeredOn: string;
  answeredAt: Date;
}

/** Days answered, told gently: never a count of days missed. */
export interface RhythmModel {
  /** Days in a row up to today (or up to yesterday, before today's answer). */
  daysInARow: number;
  /** Days answered in the last seven, today included. */
  daysThisWeek: number;
  answeredToday: boolean;
}

/** Today's question for a reader, with their answer once given. */
export interface TodayModel {
  date: string;
  timeZone: string;
  question: DailyQuestionModel;
  answer: StoredAnswerModel | null;
  /** Whether this reader may answer (the access policy's `dailyQuestion:answer`); null rhythm for a visitor. */
  mayAnswer: boolean;
  rhythm: RhythmModel | null;
}

export interface HistoryItemModel {
  date: string;
  question: DailyQuestionModel;
  answer: StoredAnswerModel | null;
}
