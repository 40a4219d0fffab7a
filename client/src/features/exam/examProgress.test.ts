// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answerForKey, SCALE } from './answerScale';
import { answeredCount, firstUnanswered, progressByPart, type Statement, startIndex, stepAfter } from './examProgress';

const statement = (id: string, part: number, position: number): Statement => ({ id, part, position, text: id });
const STATEMENTS = [
  statement('A1', 1, 1),
  statement('A2', 1, 2),
  statement('B1', 2, 3),
  statement('B2', 2, 4),
  statement('C1', 3, 5),
];

describe('progress through the test', () => {
  it('counts answers per part and finds the first open statement', () => {
    const answers = { A1: 3, A2: -1, B2: 0, GONE: 2 } as const;
    expect(answeredCount(STATEMENTS, answers)).toBe(3);
    expect(firstUnanswered(STATEMENTS, answers)).toBe(2);
    expect(startIndex(STATEMENTS, answers)).toBe(2);
    expect(progressByPart(STATEMENTS, answers)).toEqual([
      { part: 1, total: 2, answered: 2 },
      { part: 2, total: 2, answered: 1 },
      { part: 3, total: 1, answered: 0 },
    ]);
  });

  it('starts again at the first statement when every one is answered', () => {
    const all = { A1: 1, A2: 1, B1: 1, B2: 1, C1: 1 } as const;
    expect(firstUnanswered(STATEMENTS, all)).toBe(-1);
    expect(startIndex(STATEMENTS, all)).toBe(0);
  });

  it('shows a tip before a part that is not started yet, and not when going over it again', () => {
    expect(stepAfter(0, STATEMENTS, { A1: 2 })).toEqual({ kind: 'statement', index: 1 });
    expect(stepAfter(1, STATEMENTS, { A1: 2, A2: 2 })).toEqual({ kind: 'tip', afterPart: 1, next: 2 });
    expect(stepAfter(3, STATEMENTS, { A1: 2, A2: 2, B1: 1, B2: 1 })).toEqual({ kind: 'tip', afterPart: 2, next: 4 });
    expect(stepAfter(1, STATEMENTS, { A1: 2, A2: 2, B1: 1 })).toEqual({ kind: 'statement', index: 2 });
  });

  it('ends on the calculating screen only when every statement is answered', () => {
    expect(stepAfter(4, STATEMENTS, { A1: 1, A2: 1, B1: 1, B2: 1, C1: 1 })).toEqual({ kind: 'calculating' });
    expect(stepAfter(4, STATEMENTS, { A1: 1, B1: 1, B2: 1, C1: 1 })).toEqual({ kind: 'statement', index: 1 });
  });
});

describe('the answer scale', () => {
  it('runs from strongly agree to strongly disagree, with keys 1 to 7', () => {
    expect(SCALE).toEqual([3, 2, 1, 0, -1, -2, -3]);
    expect(answerForKey('1')).toBe(3);
    expect(answerForKey('4')).toBe(0);
    expect(answerForKey('7')).toBe(-3);
    expect(answerForKey('8')).toBeNull();
    expect(answerForKey('a')).toBeNull();
    expect(answerForKey('0')).toBeNull();
  });
});
