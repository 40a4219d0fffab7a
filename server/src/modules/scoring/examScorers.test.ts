import { describe, expect, it } from 'vitest';
import { readContent } from '../../../seeds/content';
import { kindOfItem } from '../../../seeds/examContent';
import type { ExamFile } from '../exam/examContent.models';
import { bandOf, depsScorer, type DepsScores } from './deps.scoring';
import { cronbachAlpha, percentileFromNorm, percentileInSample, scaleLevel } from './norms';
import { scorerFor, type ScorableItem } from './registry';
import { ScoringError } from './scoring';
import { keyedValue, MAP_DIMENSIONS, quadrantOf, thinkingOf, ydgxScorer, type YdgxScores } from './ydgx.scoring';

/** The items of an exam file as the session service hands them to a scoring module. */
function itemsOf(exam: ExamFile): ScorableItem[] {
  return exam.items.map((i) => ({
    code: i.id,
    kind: kindOfItem(exam, i),
    axis: i.dimension ?? i.block ?? i.instrument ?? '',
    keyed: i.keyed ?? '+',
    block: i.block ?? i.instrument ?? null,
    dimension: i.dimension ?? null,
  }));
}

const deps = readContent<ExamFile>('deps', 'exam.json')!;
const ydgx = readContent<ExamFile>('ydgx', 'exam.json')!;
const depsItems = itemsOf(deps);
const ydgxItems = itemsOf(ydgx);

function rng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}
/** A standard normal draw (Box-Muller) from a uniform generator. */
const gauss = (next: () => number) => Math.sqrt(-2 * Math.log(next() || 1e-12)) * Math.cos(2 * Math.PI * next());

function depsAnswers(phq: number[], who: number[]): Record<string, number> {
  return Object.fromEntries([...phq.map((v, i) => [`PHQ9_${i + 1}`, v]), ...who.map((v, i) => [`WHO5_${i + 1}`, v])]);
}

describe('the scoring registry', () => {
  it('has one module per exam and none for an unknown code', () => {
    expect(scorerFor('BMBTI')?.code).toBe('BMBTI');
    expect(scorerFor('DEPS')).toBe(depsScorer);
    expect(scorerFor('YDGX')).toBe(ydgxScorer);
    expect(scorerFor('NOPE')).toBeNull();
  });
});

describe('DEPS scoring', () => {
  it.each([
    [0, 'minimal'], [4, 'minimal'], [5, 'mild'], [9, 'mild'], [10, 'moderate'], [14, 'moderate'],
    [15, 'moderately_severe'], [19, 'moderately_severe'], [20, 'severe'], [27, 'severe'],
  ])('a PHQ-9 total of %i is %s', (total, band) => expect(bandOf(total)).toBe(band));

  it('sums PHQ-9, flags any answer above 0 on item 9 and gives WHO-5 x 4', () => {
    const low = depsScorer.score(depsItems, depsAnswers([1, 1, 1, 1, 1, 0, 0, 0, 0], [5, 5, 5, 5, 5]));
    expect(low.scores).toMatchObject({ phq9: 5, band: 'mild', item9Flag: false, who5Raw: 25, wellbeingIndex: 100, wellbeingLevel: 'good' });
    expect(low.typeCode).toBe('MILD');
    const flagged = depsScorer.score(depsItems, depsAnswers([0, 0, 0, 0, 0, 0, 0, 0, 1], [1, 1, 1, 2, 2]));
    expect(flagged.scores).toMatchObject({ phq9: 1, band: 'minimal', item9: 1, item9Flag: true, wellbeingIndex: 28, wellbeingLevel: 'veryLow' });
    const max = depsScorer.score(depsItems, depsAnswers(Array(9).fill(3), [0, 0, 0, 0, 0])).scores as DepsScores;
    expect([max.phq9, max.band, max.wellbeingIndex]).toEqual([27, 'severe', 0]);
    expect(Object.keys(max.items)).toHaveLength(9);
  });

  it('refuses a value outside the item kind and a missing answer', () => {
    expect(() => depsScorer.score(depsItems, depsAnswers([4, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0]))).toThrow(ScoringError);
    expect(() => depsScorer.score(depsItems, depsAnswers([0, 0, 0, 0, 0, 0, 0, 0, 0], [6, 0, 0, 0, 0]))).toThrow(/ANSWER_OUT_OF_RANGE/);
    const { PHQ9_3: _gone, ...missing } = depsAnswers(Array(9).fill(0), Array(5).fill(0));
    expect(() => depsScorer.score(depsItems, missing)).toThrow(/MISSING_ANSWER/);
  });
});

describe('YDGX scoring', () => {
  it('reverses - keyed items and places everything at the middle for neutral answers', () => {
    expect([keyedValue(5, '+'), keyedValue(5, '-'), keyedValue(1, '-')]).toEqual([5, 1, 5]);
    const neutral = Object.fromEntries(ydgxItems.map((i) => [i.code, i.kind === 'freq0_5' ? 3 : 3]));
    const s = ydgxScorer.score(ydgxItems, neutral).scores as YdgxScores;
    for (const dim of MAP_DIMENSIONS) expect(s.dimensions[dim]?.percent, dim).toBe(50);
    expect(s.dimensions.E!.sum).toBe(30);
    expect([s.thinking, s.quadrant, s.wellbeingIndex]).toEqual(['neutral', 'secure', 60]);
  });

  it('agreeing with the + items and disagreeing with the - items gives the top of every scale', () => {
    const high = Object.fromEntries(ydgxItems.map((i) => [i.code, i.kind === 'freq0_5' ? 5 : i.keyed === '-' ? 1 : 5]));
    const s = ydgxScorer.score(ydgxItems, high).scores as YdgxScores;
    for (const dim of MAP_DIMENSIONS) expect(s.dimensions[dim]?.percent, dim).toBe(100);
    expect(s.thinking).toBe('reflective');
    expect(s.wellbeingIndex).toBe(100);
  });

  it('reads thinking and the relationship quadrant by the documented thresholds', () => {
    expect([thinkingOf(2.5), thinkingOf(2.6), thinkingOf(3.4), thinkingOf(3.5)]).toEqual(['intuitive', 'neutral', 'neutral', 'reflective']);
    expect(quadrantOf({ SEC: 4, INT: 3, IND: 2 })).toBe('secure');
    expect(quadrantOf({ SEC: 4, INT: 2, IND: 4 })).toBe('dismissing');
    expect(quadrantOf({ SEC: 2, INT: 4.5, IND: 2 })).toBe('preoccupied');
    expect(quadrantOf({ SEC: 2, INT: 2, IND: 4 })).toBe('dismissing');
    expect(quadrantOf({ SEC: 2, INT: 3, IND: 3 })).toBe('fearful');
  });

  it('gives percentiles from published norms and from a sample, with three levels', () => {
    expect(percentileFromNorm(30, { mean: 30, sd: 9 })).toBe(50);
    expect(percentileFromNorm(39, { mean: 30, sd: 9 })).toBe(84);
    expect(percentileFromNorm(21, { mean: 30, sd: 9 })).toBe(16);
    expect(percentileInSample(3, [1, 2, 3, 4])).toBe(63);
    expect([scaleLevel(30), scaleLevel(31), scaleLevel(69), scaleLevel(70)]).toEqual(['LOW', 'MEDIUM', 'MEDIUM', 'HIGH']);
  });
});

describe('internal consistency on simulated answers', () => {
  /**
   * 600 simulated people, each with a latent level per dimension: every item answers it (reversed when - keyed)
   * with noise, on the item's own scale. Scored as the scoring module does, every scale must hang together
   * (Cronbach's alpha of at least 0.7); a keying error in the content or in the scoring breaks this.
   */
  const next = rng(1802);
  const people = Array.from({ length: 600 }, () => {
    const latent = Object.fromEntries([...MAP_DIMENSIONS, 'WHO5'].map((d) => [d, gauss(next)]));
    return Object.fromEntries(
      ydgxItems.map((i) => {
        const dim = i.dimension ?? 'WHO5';
        const sign = i.keyed === '-' ? -1 : 1;
        const [mid, spread, min, max] = i.kind === 'freq0_5' ? [2.5, 1.2, 0, 5] : [3, 1, 1, 5];
        const value = Math.round(mid + spread * (sign * latent[dim]! + 0.8 * gauss(next)));
        return [i.code, Math.min(max, Math.max(min, value))];
      }),
    );
  });

  it.each([...MAP_DIMENSIONS, 'WHO5'])('%s has alpha >= 0.7', (dim) => {
    const scaleItems = ydgxItems.filter((i) => (i.dimension ?? i.block) === dim);
    expect(scaleItems.length).toBeGreaterThanOrEqual(4);
    const rows = people.map((p) => scaleItems.map((i) => (i.kind === 'accuracy5' ? keyedValue(p[i.code]!, i.keyed) : p[i.code]!)));
    expect(cronbachAlpha(rows)).toBeGreaterThanOrEqual(0.7);
    // The module's sums are the same keyed sums.
    const scored = ydgxScorer.score(ydgxItems, people[0]!).scores as YdgxScores;
    if (dim !== 'WHO5') expect(scored.dimensions[dim]!.sum).toBe(rows[0]!.reduce((a, b) => a + b, 0));
  });

  it('finds an inconsistent scale: items keyed the wrong way round bring alpha down', () => {
    const scaleItems = ydgxItems.filter((i) => i.dimension === 'E');
    const rows = people.map((p) => scaleItems.map((i) => p[i.code]!));
    expect(cronbachAlpha(rows)).toBeLessThan(0.5);
  });
});
