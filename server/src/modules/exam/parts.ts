import type { ExamLocaleContent } from './examContent.models';
import { KIND_RANGE, type ItemKind } from './itemKinds';
import type { QuestionRow } from './questions.repository';
import type { ExamPartDetailModel, QuestionSetModel } from './session.models';

/**
 * The parts of an exam in a locale (blocks, kinds, instructions, tip) and its answer scales with their labels.
 * `labels` are the exam's first scale's (the 16-type test's only scale); other kinds take theirs from the content.
 */
export function describeParts(
  items: readonly QuestionRow[],
  labels: string[],
  content: ExamLocaleContent | null,
): Pick<QuestionSetModel, 'partDetails' | 'scales' | 'attribution'> {
  const parts = new Map<number, ExamPartDetailModel>();
  const kinds: ItemKind[] = [];
  for (const item of items) {
    const part = parts.get(item.part) ?? { part: item.part, blocks: [], kinds: [], instructions: [], tip: content?.tips[String(item.part)] ?? null };
    if (item.block && !part.blocks.includes(item.block)) {
      part.blocks.push(item.block);
      const text = content?.instructions[item.block];
      if (text) part.instructions.push({ block: item.block, text });
    }
    if (!part.kinds.includes(item.kind)) part.kinds.push(item.kind);
    if (!kinds.includes(item.kind)) kinds.push(item.kind);
    parts.set(item.part, part);
  }
  return {
    partDetails: [...parts.values()].sort((a, b) => a.part - b.part),
    scales: kinds.map((kind, i) => {
      const [min, max] = KIND_RANGE[kind];
      return { kind, min, max, labels: content?.labels[kind] ?? (i === 0 ? labels : []) };
    }),
    attribution: content?.attribution ?? null,
  };
}
