import type { StoredAnswerModel } from './dailyQuestion.models';
import type { QuestionView } from './dailyQuestion.service';

/** An answer as both faces send it: choices and text side by side, so a client reads one shape. */
export const answerShape = (a: StoredAnswerModel) => ({
  questionId: a.questionId,
  choices: 'choices' in a.answer ? a.answer.choices : [],
  text: 'text' in a.answer ? a.answer.text : null,
  correct: a.correct,
  answeredOn: a.answeredOn,
});

/** A question as both faces send it. */
export const questionShape = (q: QuestionView) => ({
  id: q.id,
  type: q.type,
  kind: q.kind,
  locale: q.locale,
  prompt: q.prompt,
  options: q.options,
  reflection: q.reflection,
  revealed: q.revealed,
  correct: q.kind === 'fill' ? null : q.correct,
  accepted: q.accepted,
  analysis: q.analysis,
});
