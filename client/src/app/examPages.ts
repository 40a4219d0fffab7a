/**
 * The question page's chunk. The answer-complete screen that follows it is a chunk of its own, fetched once the
 * first statement is on screen (see `NEXT_PAGES` in `pages.tsx`), so the question page's first screen carries
 * none of it.
 */
export { default as QuestionPage } from '../features/exam/routes/QuestionPage';
