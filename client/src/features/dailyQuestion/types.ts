import type { DailyQuestionTodayQuery } from '../../__generated__/graphql';

type Today = DailyQuestionTodayQuery['dailyQuestionToday'];
export type QuestionData = Today['question'];
export type AnswerData = NonNullable<Today['answer']>;
export type RhythmData = NonNullable<Today['rhythm']>;

/** What the member picked or wrote, before it is sent. */
export type Draft = { choices: number[] } | { text: string };

/** Whether a draft holds an answer: a choice made or a word written. */
export const hasAnswer = (draft: Draft): boolean => ('text' in draft ? draft.text.trim().length > 0 : draft.choices.length > 0);
