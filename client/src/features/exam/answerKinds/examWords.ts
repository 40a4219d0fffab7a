import { defineMessages, type NoMessageValues } from 'react-intl';
import { useParams } from 'react-router-dom';
import { type WordedExam, wordedExamOf } from './wordedExam';

export { type WordedExam, wordedExamOf };

/** The exam of the current route's `{code}-{examId}` segment when its words are its own, else null. */
export function useWordedExam(): WordedExam | null {
  return wordedExamOf(useParams()['codeExamId']);
}

export const examWordMessages = defineMessages<{
  position: { position: number; total: number };
  nearDone: { count: number };
  calculatingBody: { exam: WordedExam };
  partsDone: { done: number; total: number };
  completeBody: NoMessageValues;
  incompleteTitle: NoMessageValues;
  incompleteBody: NoMessageValues;
  noSessionBody: { exam: WordedExam };
  startTitle: { exam: WordedExam };
  startBody: { exam: WordedExam };
  notFoundBody: { exam: WordedExam };
}>({
  position: {
    id: 'exam.kind.position',
    defaultMessage: 'Question {position} of {total}',
    description: 'Where the visitor is in a test made of questions (the depression screen, the psychological map)',
  },
  nearDone: {
    id: 'exam.kind.nearDone',
    defaultMessage: '{count, plural, one {Almost there: just # question to go} other {Almost there: just # questions to go}}',
    description: 'Encouragement near the end of a test made of questions; {count} questions are left',
  },
  calculatingBody: {
    id: 'exam.kind.calculatingBody',
    defaultMessage:
      '{exam, select, DEPS {We are adding up your answers about the last two weeks.} other {We are placing your answers on each part of your map.}}',
    description: 'Under the title of the calculating screen; DEPS is the depression screen, other the psychological map',
  },
  partsDone: {
    id: 'exam.kind.partsDone',
    defaultMessage: '{done} of {total} parts calculated',
    description: 'Screen-reader progress of the calculating screen of the depression screen and the psychological map',
  },
  completeBody: {
    id: 'exam.kind.completeBody',
    defaultMessage: 'Your result is ready. See it now, or look over your answers first.',
    description: 'Answer-complete screen of the depression screen and the psychological map',
  },
  incompleteTitle: {
    id: 'exam.kind.incompleteTitle',
    defaultMessage: 'A few questions are still open',
    description: 'Answer-complete screen when questions of the depression screen or psychological map are unanswered',
  },
  incompleteBody: {
    id: 'exam.kind.incompleteBody',
    defaultMessage: 'Answer the remaining questions to get your result. Your other answers are kept.',
    description: 'Body of the panel titled "A few questions are still open"',
  },
  noSessionBody: {
    id: 'exam.kind.noSessionBody',
    defaultMessage:
      '{exam, select, DEPS {Take the screen to see how you have been feeling over the last two weeks. It takes about 4 minutes.} other {Take the test to see your psychological map. It takes about 15 minutes.}}',
    description: 'Answer-complete screen when no answers were found; DEPS is the depression screen, other the psychological map',
  },
  startTitle: {
    id: 'result.kind.startTitle',
    defaultMessage: '{exam, select, DEPS {Check in on your mood} other {Draw your psychological map}}',
    description: 'Result page opened without a result: invitation to take the depression screen (DEPS) or the map (other)',
  },
  startBody: {
    id: 'result.kind.startBody',
    defaultMessage:
      '{exam, select, DEPS {Answer 14 short questions about the last two weeks to see where your mood stands. It takes about 4 minutes.} other {Take the test to see your traits, thinking style, needs in relationships and motives. It takes about 15 minutes.}}',
    description: 'Body under the result page invitation to take the depression screen (DEPS) or the psychological map (other)',
  },
  notFoundBody: {
    id: 'result.kind.notFoundBody',
    defaultMessage:
      '{exam, select, DEPS {The link may be incomplete. You can take the screen again; it takes about 4 minutes.} other {The link may be incomplete. You can take the test again; it takes about 15 minutes.}}',
    description: 'Result of the depression screen (DEPS) or the psychological map (other) not found',
  },
});

/** What the calculating screen ticks off for each exam with its own words, in the order its result shows them. */
export const calculatingStepMessages = defineMessages<
  Record<
    | 'depsMood'
    | 'depsBody'
    | 'depsThinking'
    | 'depsWellbeing'
    | 'ydgxBigFive'
    | 'ydgxThinking'
    | 'ydgxRelationships'
    | 'ydgxMotives'
    | 'ydgxWellbeing',
    NoMessageValues
  >
>({
  depsMood: { id: 'exam.kind.deps.mood', defaultMessage: 'Mood and interest', description: 'Calculating screen of the depression screen: first part' },
  depsBody: { id: 'exam.kind.deps.body', defaultMessage: 'Sleep, energy and appetite', description: 'Calculating screen of the depression screen: second part' },
  depsThinking: { id: 'exam.kind.deps.thinking', defaultMessage: 'Self-worth and concentration', description: 'Calculating screen of the depression screen: third part' },
  depsWellbeing: { id: 'exam.kind.deps.wellbeing', defaultMessage: 'Well-being over two weeks', description: 'Calculating screen of the depression screen: the WHO-5 part' },
  ydgxBigFive: { id: 'exam.kind.ydgx.bigFive', defaultMessage: 'Five broad traits', description: 'Calculating screen of the psychological map: the Big Five' },
  ydgxThinking: { id: 'exam.kind.ydgx.thinking', defaultMessage: 'Thinking style', description: 'Calculating screen of the psychological map: reflective or intuitive' },
  ydgxRelationships: { id: 'exam.kind.ydgx.relationships', defaultMessage: 'Needs in relationships', description: 'Calculating screen of the psychological map: intimacy, independence, security' },
  ydgxMotives: { id: 'exam.kind.ydgx.motives', defaultMessage: 'What motivates you', description: 'Calculating screen of the psychological map: motives' },
  ydgxWellbeing: { id: 'exam.kind.ydgx.wellbeing', defaultMessage: 'Well-being', description: 'Calculating screen of the psychological map: the WHO-5 part' },
});

type CalculatingStep = (typeof calculatingStepMessages)[keyof typeof calculatingStepMessages];

export const CALCULATING_STEPS: Readonly<Record<WordedExam, readonly CalculatingStep[]>> = {
  DEPS: [calculatingStepMessages.depsMood, calculatingStepMessages.depsBody, calculatingStepMessages.depsThinking, calculatingStepMessages.depsWellbeing],
  YDGX: [
    calculatingStepMessages.ydgxBigFive,
    calculatingStepMessages.ydgxThinking,
    calculatingStepMessages.ydgxRelationships,
    calculatingStepMessages.ydgxMotives,
    calculatingStepMessages.ydgxWellbeing,
  ],
};
