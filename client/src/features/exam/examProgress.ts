import type { SelectedAnswers } from '../../state/sessionState';

export interface Statement {
  readonly id: string;
  readonly part: number;
  readonly position: number;
  readonly text: string;
  /** How the item is answered (the server's `ItemKind`); the seven-point scale when not given. */
  readonly kind?: string;
  /** The instrument or block the item belongs to (PHQ9, BIG5...), whose instructions are shown above it. */
  readonly block?: string | null;
}

/** From this many statements left, the page says the end is near. */
export const NEAR_DONE_REMAINING = 5;

/** Index of the first statement without an answer, or -1 when every one has one. */
export function firstUnanswered(statements: readonly Statement[], answers: SelectedAnswers): number {
  return statements.findIndex((statement) => answers[statement.id] === undefined);
}

/** How many of the statements have an answer (answers to statements no longer in the test do not count). */
export function answeredCount(statements: readonly Statement[], answers: SelectedAnswers): number {
  return statements.reduce((count, statement) => count + (answers[statement.id] === undefined ? 0 : 1), 0);
}

export interface PartProgress {
  readonly part: number;
  readonly total: number;
  readonly answered: number;
}

/** Statements and answers per part, in part order: what the segmented progress bar draws. */
export function progressByPart(statements: readonly Statement[], answers: SelectedAnswers): PartProgress[] {
  const parts = new Map<number, { total: number; answered: number }>();
  for (const statement of statements) {
    const entry = parts.get(statement.part) ?? { total: 0, answered: 0 };
    entry.total += 1;
    if (answers[statement.id] !== undefined) entry.answered += 1;
    parts.set(statement.part, entry);
  }
  return [...parts.entries()].sort(([a], [b]) => a - b).map(([part, counts]) => ({ part, ...counts }));
}

/** What the question page shows: a statement, the tip between two parts, or the calculating screen. */
export type Step =
  | { readonly kind: 'statement'; readonly index: number }
  | { readonly kind: 'tip'; readonly afterPart: number; readonly next: number }
  | { readonly kind: 'calculating' };

/**
 * Where the visitor goes after the statement at `index`: the next statement, with a tip first when it opens a
 * new part not yet started; after the last statement, the calculating screen if everything is answered, or
 * else the first statement still open.
 */
export function stepAfter(index: number, statements: readonly Statement[], answers: SelectedAnswers): Step {
  const next = statements[index + 1];
  if (!next) {
    const open = firstUnanswered(statements, answers);
    return open < 0 ? { kind: 'calculating' } : { kind: 'statement', index: open };
  }
  const current = statements[index];
  if (current && next.part !== current.part && answers[next.id] === undefined) {
    return { kind: 'tip', afterPart: current.part, next: index + 1 };
  }
  return { kind: 'statement', index: index + 1 };
}

/** Where a visitor arriving on the page starts: the first open statement, or the first one when all are done. */
export function startIndex(statements: readonly Statement[], answers: SelectedAnswers): number {
  return Math.max(0, firstUnanswered(statements, answers));
}
