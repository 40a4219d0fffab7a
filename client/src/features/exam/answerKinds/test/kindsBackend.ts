import { graphql, HttpResponse } from 'msw';
import type { ExamQuestionsQuery, ExamQuestionsQueryVariables } from '../../../../__generated__/graphql';

/**
 * A short depression screen for the question page tests: three PHQ-9 items (0-3) in part 1, two WHO-5 items (0-5)
 * in part 2, with each block's instructions, the scales' labels and a tip after part 1. The sessions are the
 * shared exam backend's.
 */
type QuestionSet = ExamQuestionsQuery['questions'];

export const PHQ_LABELS = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'];
export const WHO_LABELS = ['At no time', 'Some of the time', 'Less than half of the time', 'More than half of the time', 'Most of the time', 'All of the time'];
export const PHQ_INSTRUCTIONS = 'Over the last 2 weeks, how often have you been bothered by any of the following problems?';
export const WHO_INSTRUCTIONS = 'Please indicate for each statement which is closest to how you have been feeling over the last two weeks.';
export const TIP = 'Halfway there. Take a breath before the last few.';

const item = (id: string, part: number, position: number, kind: string, block: string, text: string) => ({
  __typename: 'Question',
  id,
  part,
  position,
  kind,
  block,
  text,
});

export function depsQuestionSet(locale: string): QuestionSet {
  return {
    __typename: 'QuestionSet',
    examId: 1801,
    locale,
    labels: [],
    parts: 2,
    questions: [
      item('PHQ9_1', 1, 1, 'FREQ0_3', 'PHQ9', 'Little interest or pleasure in doing things'),
      item('PHQ9_2', 1, 2, 'FREQ0_3', 'PHQ9', 'Feeling down, depressed, or hopeless'),
      item('PHQ9_3', 1, 3, 'FREQ0_3', 'PHQ9', 'Trouble falling or staying asleep'),
      item('WHO5_1', 2, 4, 'FREQ0_5', 'WHO5', 'I have felt cheerful and in good spirits'),
      item('WHO5_2', 2, 5, 'FREQ0_5', 'WHO5', 'I have felt calm and relaxed'),
    ],
    scales: [
      { __typename: 'AnswerScale', kind: 'FREQ0_3', labels: PHQ_LABELS },
      { __typename: 'AnswerScale', kind: 'FREQ0_5', labels: WHO_LABELS },
    ],
    partDetails: [
      { __typename: 'ExamPart', part: 1, tip: TIP, instructions: [{ __typename: 'BlockInstruction', block: 'PHQ9', text: PHQ_INSTRUCTIONS }] },
      { __typename: 'ExamPart', part: 2, tip: null, instructions: [{ __typename: 'BlockInstruction', block: 'WHO5', text: WHO_INSTRUCTIONS }] },
    ],
    attribution: 'PHQ-9 by Spitzer, Williams, Kroenke and colleagues; WHO-5 by the WHO Collaborating Centre in Mental Health.',
  } as unknown as QuestionSet;
}

export const kindsHandlers = [
  graphql.query<Record<string, unknown>, ExamQuestionsQueryVariables>('ExamQuestions', ({ variables }) => {
    if (variables.examId !== 1801) return undefined;
    return HttpResponse.json({ data: { questions: depsQuestionSet(variables.locale) } });
  }),
];
