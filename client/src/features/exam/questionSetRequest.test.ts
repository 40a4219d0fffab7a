// @vitest-environment node
import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ExamQuestionsDocument } from '../../__generated__/graphql';
import { EXAM_QUESTIONS_QUERY } from './questionSetRequest';

describe('the statements request', () => {
  it('asks exactly what the typed ExamQuestions document asks', () => {
    expect(print(parse(EXAM_QUESTIONS_QUERY))).toBe(print(ExamQuestionsDocument));
  });
});
