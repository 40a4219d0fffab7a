import { graphql, HttpResponse } from 'msw';
import type {
  IqFreeResultQuery,
  IqFreeResultQueryVariables,
  IqQuestionsQuery,
  IqQuestionsQueryVariables,
  IqSaveAnswersMutation,
  IqSaveAnswersMutationVariables,
  IqStartMutation,
  IqStartMutationVariables,
  IqSubmitMutation,
  IqSubmitMutationVariables,
} from '../../../__generated__/graphql';
import type { Served } from '../../../../test/served';

/** The matrix reasoning test's operations for component tests: two items of form A, the practice item, one run. */
type Set = Served<IqQuestionsQuery>['questions'];
type Item = NonNullable<Set['questions'][number]['matrix']>;

export const IQ_SESSION = 'session-iq-0000000001';

const panel = (shape: string, size: number, color: number) => ({ __typename: 'MatrixPanel' as const, components: [[{ __typename: 'MatrixEntity' as const, shape, size, color, slot: 0 }]] });

/** An item whose rows keep their shape and grow: circles, squares, triangles; options vary the size and shape. */
const item = (id: string): Item => ({
  __typename: 'MatrixItem',
  id,
  layout: 'center',
  cells: ['circle', 'square', 'triangle'].flatMap((shape) => [0, 1, 2].map((size) => panel(shape, size, 4))).slice(0, 8),
  options: Array.from({ length: 8 }, (_, i) => panel(i % 2 ? 'triangle' : 'pentagon', i % 5, i % 2 ? 4 : 0)),
});

const questions = (): Set => ({
  __typename: 'QuestionSet',
  examId: 1803,
  locale: 'en-US',
  questions: ['A01', 'A02'].map((id) => ({ __typename: 'Question', id, block: 'A', text: 'Which option completes the matrix?', matrix: item(id) })),
  practice: {
    __typename: 'PracticeMatrixItem',
    answer: 1,
    rules: [
      { __typename: 'MatrixRule', component: 0, attribute: 'shape', rule: 'constant', value: null },
      { __typename: 'MatrixRule', component: 0, attribute: 'size', rule: 'progression', value: 1 },
    ],
    item: item('P1'),
  },
  partDetails: [],
  attribution: null,
});

const asked: { saved: { questionId: string | number; value: number; ms?: number | null }[]; submitted: number } = { saved: [], submitted: 0 };
export const iqBackend = {
  reset: () => {
    asked.saved.length = 0;
    asked.submitted = 0;
  },
  asked,
};

const session = () => ({
  __typename: 'ExamSession' as const,
  id: IQ_SESSION,
  examId: 1803,
  submittedAt: null,
  answers: [],
  timing: {
    __typename: 'SessionTiming' as const,
    form: 'A',
    limitSeconds: 1500,
    startedAt: new Date().toISOString(),
    deadline: new Date(Date.now() + 1_500_000).toISOString(),
    questionIds: ['A01', 'A02'],
  },
});

export const iqHandlers = [
  graphql.query<Served<IqQuestionsQuery>, IqQuestionsQueryVariables>('IqQuestions', () =>
    HttpResponse.json({ data: { exam: { __typename: 'Exam', minutes: 25, itemCount: 2 }, questions: questions() } }),
  ),
  graphql.mutation<Served<IqStartMutation>, IqStartMutationVariables>('IqStart', () =>
    HttpResponse.json({ data: { startExamSession: { __typename: 'ExamSessionPayload', session: session(), errors: [] } } }),
  ),
  graphql.mutation<Served<IqSaveAnswersMutation>, IqSaveAnswersMutationVariables>('IqSaveAnswers', ({ variables }) => {
    asked.saved.push(...variables.input.answers);
    return HttpResponse.json({ data: { saveAnswers: { __typename: 'ExamSessionPayload', session: { __typename: 'ExamSession', id: IQ_SESSION, answeredCount: 1 }, errors: [] } } });
  }),
  graphql.mutation<Served<IqSubmitMutation>, IqSubmitMutationVariables>('IqSubmit', () => {
    asked.submitted += 1;
    return HttpResponse.json({ data: { submitExam: { __typename: 'ExamSessionPayload', session: { __typename: 'ExamSession', id: IQ_SESSION, submittedAt: new Date().toISOString() }, errors: [] } } });
  }),
  graphql.query<Served<IqFreeResultQuery>, IqFreeResultQueryVariables>('IqFreeResult', () =>
    HttpResponse.json({
      data: {
        examSession: {
          __typename: 'ExamSession',
          id: IQ_SESSION,
          examId: 1803,
          submittedAt: new Date().toISOString(),
          result: {
            __typename: 'Result',
            examId: 1803,
            completedAt: new Date().toISOString(),
            iq: {
              __typename: 'IqResult',
              shown: 'RANGE',
              low: 104,
              high: 116,
              percentile: 75,
              provisional: true,
              sampleSize: 12,
              raw: 1,
              count: 2,
              answered: 1,
              headline: 'Your score lies between 104 and 116.',
              percentileText: 'On this scale, that is higher than about 75 in 100 people.',
              scaleNote: "Provisional: based on the item difficulty model, not yet on test-takers' results; 12 results so far.",
            },
          },
        },
      },
    }),
  ),
];
