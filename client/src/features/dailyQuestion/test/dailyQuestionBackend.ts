import { graphql, HttpResponse } from 'msw';
import type {
  DailyQuestionHistoryQuery,
  DailyQuestionHistoryQueryVariables,
  DailyQuestionTodayQuery,
  DailyQuestionTodayQueryVariables,
  SubmitDailyAnswerMutation,
  SubmitDailyAnswerMutationVariables,
} from '../../../__generated__/graphql';
import type { Served } from '../../../../test/served';

type Question = Served<DailyQuestionTodayQuery>['dailyQuestionToday']['question'];
type Answer = NonNullable<Served<DailyQuestionTodayQuery>['dailyQuestionToday']['answer']>;
type HistoryItem = Served<DailyQuestionHistoryQuery>['dailyQuestionHistory']['items'][number];

/** A question as the server sends it before it is answered: nothing that gives the answer away. */
export function question(kind: 'SINGLE' | 'MULTIPLE' | 'FILL', extra: Partial<Question> = {}): Question {
  return {
    __typename: 'DailyQuestion',
    id: 'dq-001',
    type: 'PERSONALITY',
    kind,
    prompt: kind === 'FILL' ? 'What number comes next? 2, 6, 12, 20, 30, …' : 'Which trait goes with doing well at work?',
    options: kind === 'FILL' ? [] : ['Openness', 'Conscientiousness', 'Extraversion'],
    reflection: false,
    revealed: false,
    correct: null,
    accepted: [],
    analysis: null,
    ...extra,
  };
}

const revealedOf = (q: Question): Question => ({
  ...q,
  revealed: true,
  correct: q.kind === 'FILL' ? null : q.reflection ? null : [1],
  accepted: q.kind === 'FILL' ? ['42'] : [],
  analysis: 'Reviews of many studies find this. It holds across settings.',
});

interface State {
  who: 'visitor' | 'noPlan' | 'member';
  question: Question;
  answer: Answer | null;
  history: HistoryItem[];
  /** History requests that fail before one succeeds. */
  historyFailures: number;
  /** Whether the history never answers (to see its loading state). */
  historyHangs: boolean;
  submitted: SubmitDailyAnswerMutationVariables['input'][];
}

let state: State;

export const dailyBackend = {
  reset(who: State['who'] = 'member', q: Question = question('SINGLE')) {
    state = { who, question: q, answer: null, history: [], historyFailures: 0, historyHangs: false, submitted: [] };
  },
  set(extra: Partial<State>) {
    Object.assign(state, extra);
  },
  get submitted() {
    return state.submitted;
  },
};

/** Past days for the history, newest first. */
export function pastDays(count: number): HistoryItem[] {
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(2026, 10, 26 - i)).toISOString().slice(0, 10);
    const q = revealedOf(question('SINGLE', { id: `dq-${String(i + 2).padStart(3, '0')}`, prompt: `Past question ${i + 1}` }));
    return {
      __typename: 'DailyHistoryItem' as const,
      date,
      question: q,
      answer: i % 2 === 0 ? { __typename: 'DailyAnswer' as const, questionId: q.id, choices: [1], text: null, correct: true, answeredOn: date } : null,
    };
  });
}

const rhythm = (answeredToday: boolean) => ({ __typename: 'DailyRhythm' as const, daysInARow: answeredToday ? 3 : 2, daysThisWeek: answeredToday ? 4 : 3, answeredToday });

export const dailyQuestionHandlers = [
  graphql.query<Served<DailyQuestionTodayQuery>, DailyQuestionTodayQueryVariables>('DailyQuestionToday', () =>
    HttpResponse.json({
      data: {
        dailyQuestionToday: {
          __typename: 'DailyQuestionToday',
          date: '2026-11-27',
          mayAnswer: state.who === 'member',
          signedIn: state.who !== 'visitor',
          question: state.answer ? revealedOf(state.question) : state.question,
          answer: state.answer,
          rhythm: state.who === 'visitor' ? null : rhythm(state.answer !== null),
        },
      },
    }),
  ),
  graphql.query<Served<DailyQuestionHistoryQuery>, DailyQuestionHistoryQueryVariables>('DailyQuestionHistory', async ({ variables }) => {
    if (state.historyHangs) await new Promise(() => undefined);
    if (state.historyFailures > 0) {
      state.historyFailures -= 1;
      return HttpResponse.json({ errors: [{ message: 'down', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    }
    const { page, pageSize } = variables;
    const items = state.history.slice((page - 1) * pageSize, page * pageSize);
    return HttpResponse.json({
      data: {
        dailyQuestionHistory: {
          __typename: 'DailyHistoryPage',
          total: state.history.length,
          page,
          pageSize,
          pageCount: Math.max(1, Math.ceil(state.history.length / pageSize)),
          items,
        },
      },
    });
  }),
  graphql.mutation<Served<SubmitDailyAnswerMutation>, SubmitDailyAnswerMutationVariables>('SubmitDailyAnswer', ({ variables }) => {
    const { input } = variables;
    state.submitted.push(input);
    const empty = state.question.kind === 'FILL' ? !input.text?.trim() : !input.choices?.length;
    if (empty) {
      return HttpResponse.json({
        data: { submitDailyAnswer: { __typename: 'SubmitDailyAnswerPayload', answer: null, question: null, rhythm: null, errors: [{ __typename: 'DailyAnswerError', code: 'ANSWER_REQUIRED', field: 'answer' }] } },
      });
    }
    const correct = state.question.reflection ? null : state.question.kind === 'FILL' ? input.text?.trim() === '42' : JSON.stringify(input.choices) === '[1]';
    state.answer ??= { __typename: 'DailyAnswer', questionId: input.questionId, choices: input.choices ?? [], text: input.text ?? null, correct, answeredOn: '2026-11-27' };
    return HttpResponse.json({
      data: { submitDailyAnswer: { __typename: 'SubmitDailyAnswerPayload', answer: state.answer, question: revealedOf(state.question), rhythm: rhythm(true), errors: [] } },
    });
  }),
];
