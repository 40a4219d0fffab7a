import { graphql, HttpResponse } from 'msw';
import type { MyResultsQuery, MyResultsQueryVariables } from '../../../../__generated__/graphql';
import { withItem9 } from '../../../deps/test/depsBackend';
import { teaser } from '../../../ydgx/test/ydgxBackend';

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

export const resultReportBackend = {
  reset() {
    results = memberResults();
    asked.length = 0;
  },
  set: (next: Entry[]) => void (results = next),
  asked,
};


export const resultReportHandlers = [
  graphql.query<Record<string, unknown>, MyResultsQueryVariables>('MyResults', ({ variables }) => {
    asked.push(variables);
    return HttpResponse.json({ data: { myResults: results } });
  }),
];
