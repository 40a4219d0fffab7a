/**
 * The pages of the test itself, in one chunk: the question page and the answer-complete screen share their
 * words and drawings, and the second follows the first within minutes.
 */
export { default as QuestionPage } from '../features/exam/routes/QuestionPage';
export { default as AnswerCompletePage } from '../features/exam/routes/AnswerCompletePage';
