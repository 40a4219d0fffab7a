import type { QuestionSet } from '../questionSetRequest';
import type { Statement } from '../examProgress';

/** What a question set says beyond its statements: each scale's labels, each part's instructions and tip. */
export type ExamScales = Pick<QuestionSet, 'scales' | 'partDetails'>;

/** The labels of an item's scale, in the order shown; the set's own labels (the seven-point scale's) otherwise. */
export function labelsFor(scales: ExamScales | undefined, kind: string | undefined, fallback: readonly string[]): readonly string[] {
  const scale = kind ? scales?.scales.find((candidate) => candidate.kind === kind) : undefined;
  return scale?.labels ?? fallback;
}

/** The instructions of the block an item belongs to, shown above it; null when the block has none. */
export function instructionsFor(scales: ExamScales | undefined, statement: Pick<Statement, 'part' | 'block'>): string | null {
  if (!statement.block) return null;
  const part = scales?.partDetails.find((candidate) => candidate.part === statement.part);
  return part?.instructions.find((entry) => entry.block === statement.block)?.text ?? null;
}

/** The exam's own tip after a part; null when it has none (the page then shows its general words). */
export function tipAfter(scales: ExamScales | undefined, part: number): string | null {
  return scales?.partDetails.find((candidate) => candidate.part === part)?.tip ?? null;
}
