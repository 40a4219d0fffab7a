import type { ExamScorer } from './registry';
import { score, type AxisScore, type ScoredItem } from './scoring';

/** The 16-type test (BMBTI): the four axes and emotional steadiness, exactly as `score` has always given them. */
export const bmbtiScorer: ExamScorer<{ axes: AxisScore[] }> = {
  code: 'BMBTI',
  score(items, answers) {
    const scored = items.map((i) => ({ code: i.code, axis: i.axis, keyed: i.keyed }) as ScoredItem);
    const { typeCode, axes } = score(scored, answers);
    return { typeCode, scores: { axes } };
  },
};
