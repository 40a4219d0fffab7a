import { graphql, HttpResponse } from 'msw';
import type {
  MyResultsQuery,
  MyResultsQueryVariables,
  OpenReportWithPlanMutation,
  OpenReportWithPlanMutationVariables,
} from '../../../../__generated__/graphql';
import type { Served } from '../../../../../test/served';
import { withItem9 } from '../../../deps/test/depsBackend';
import { teaser, YDGX_ORDER } from '../../../ydgx/test/ydgxBackend';

/** `myResults` for the user-centre tests: the member's results of three exams, or none for a visitor. */
type Entry = MyResultsQuery['myResults'][number];

const exam = (id: number, code: string, name: string) => ({ __typename: 'Exam', id, code, name });

export function memberResults(): Entry[] {
  return [
    {
      __typename: 'MemberResult',
      examOrderNumber: 'E-DEPS-1',
      exam: exam(1801, 'DEPS', 'Depression screen'),
      result: {
        __typename: 'Result',
        examId: 1801,
        typeCode: 'MILD',
        completedAt: '2026-11-26T10:00:00.000Z',
        type: null,
        depression: { ...withItem9(), __typename: 'DepressionResult' },
        psychMap: null,
      },
      reportOrderNumber: 'R-DEPS-1',
      reportStatus: 'COMPLETED',
      reportUnlocked: true,
    },
    {
      __typename: 'MemberResult',
      examOrderNumber: 'E-YDGX-1',
      exam: exam(1802, 'YDGX', 'Psychological map'),
      result: { __typename: 'Result', examId: 1802, typeCode: 'SECURE', completedAt: '2026-11-20T10:00:00.000Z', type: null, depression: null, psychMap: teaser() },
      reportOrderNumber: null,
      reportStatus: null,
      reportUnlocked: false,
    },
    {
      __typename: 'MemberResult',
      examOrderNumber: 'E-BMBTI-1',
      exam: exam(1754, 'BMBTI', '16-type personality test'),
      result: {
        __typename: 'Result',
        examId: 1754,
        typeCode: 'INFJ',
        completedAt: '2026-11-01T10:00:00.000Z',
        type: { __typename: 'PersonalityType', code: 'INFJ', title: 'The Quiet Guide', tagline: 'Sees what people could become.' },
        depression: null,
        psychMap: null,
      },
      reportOrderNumber: 'R-BMBTI-1',
      reportStatus: 'GENERATING',
      reportUnlocked: true,
    },
  ] as unknown as Entry[];
}

let results: Entry[] = memberResults();
const asked: MyResultsQueryVariables[] = [];

/** What `openReportWithPlan` answers: the order made for the plan, or an error code. */
const opened = (): Served<OpenReportWithPlanMutation>['openReportWithPlan'] => ({
  __typename: 'PlanReportPayload',
  reportOrderNumber: YDGX_ORDER,
  errors: [],
});
let openAnswer = opened();
const openAsked: OpenReportWithPlanMutationVariables[] = [];

export const resultReportBackend = {
  reset() {
    results = memberResults();
    asked.length = 0;
    openAnswer = opened();
    openAsked.length = 0;
  },
  set: (next: Entry[]) => void (results = next),
  /** Makes `openReportWithPlan` refuse with this code. */
  refuseOpen: (code: 'SESSION_NOT_FOUND' | 'PLAN_REQUIRED' | 'SKU_NOT_FOUND') =>
    void (openAnswer = { __typename: 'PlanReportPayload', reportOrderNumber: null, errors: [{ __typename: 'PlanReportError', code }] }),
  asked,
  openAsked,
};


export const resultReportHandlers = [
  graphql.query<Record<string, unknown>, MyResultsQueryVariables>('MyResults', ({ variables }) => {
    asked.push(variables);
    return HttpResponse.json({ data: { myResults: results } });
  }),
  graphql.mutation<Served<OpenReportWithPlanMutation>, OpenReportWithPlanMutationVariables>('OpenReportWithPlan', ({ variables }) => {
    openAsked.push(variables);
    return HttpResponse.json({ data: { openReportWithPlan: openAnswer } });
  }),
];
