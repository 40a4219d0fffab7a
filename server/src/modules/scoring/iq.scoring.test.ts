import { describe, expect, it } from 'vitest';
import { recalibrate } from './iq.calibration';
import { estimateAbility, pCorrect } from './iq.rasch';
import { IQ_CEILING, IQ_FLOOR, MODEL_SCALE, readIq } from './iq.reading';
import { iqScorer } from './iq.scoring';
import type { ScorableItem } from './registry';

const difficulties = Array.from({ length: 30 }, (_, i) => -2.5 + (5 * i) / 29);
const items: ScorableItem[] = difficulties.map((d, i) => ({
  code: `A${String(i + 1).padStart(2, '0')}`,
  kind: 'choice_timed',
  axis: 'A',
  keyed: String(i % 8),
  block: 'A',
  dimension: i % 2 ? 'progression,constant' : 'arithmetic',
  difficulty: d,
}));
/** The first `right` items answered right, the rest wrong (or left unanswered). */
const answers = (right: number, leaveRestEmpty = false) =>
  Object.fromEntries(items.flatMap((item, i) => (i < right ? [[item.code, i % 8]] : leaveRestEmpty ? [] : [[item.code, (i + 1) % 8]])));

/** n items of middling difficulty, half of them right. */
const half = (n: number) => Array.from({ length: n }, (_, i) => ({ difficulty: 0, correct: i % 2 === 0 }));

describe('the IQ scoring module', () => {
  it('rises with the raw score, whatever items are right', () => {
    const thetas = Array.from({ length: 31 }, (_, raw) => iqScorer.score(items, answers(raw)).scores.theta);
    for (let raw = 1; raw <= 30; raw++) expect(thetas[raw]!).toBeGreaterThan(thetas[raw - 1]!);
    // Rasch: the raw score is sufficient, so which items are right does not matter.
    const lastTen = Object.fromEntries(items.map((item, i) => [item.code, i >= 20 ? i % 8 : (i + 1) % 8]));
    expect(iqScorer.score(items, lastTen).scores.theta).toBeCloseTo(thetas[10]!, 6);
  });

  it('counts unanswered items as wrong', () => {
    const s = iqScorer.score(items, answers(12, true)).scores;
    expect(s).toMatchObject({ raw: 12, count: 30, answered: 12, form: 'A' });
    expect(s.theta).toBeCloseTo(iqScorer.score(items, answers(12)).scores.theta, 6);
  });

  it('counts each rule kind an item uses, and keeps the time spent per item', () => {
    const s = iqScorer.score(items, answers(30), { A01: 12_000 }).scores;
    expect(s.byRule).toEqual({ constant: { right: 15, total: 15 }, progression: { right: 15, total: 15 }, arithmetic: { right: 15, total: 15 }, distribute_three: { right: 0, total: 0 } });
    expect(s.items[0]).toMatchObject({ code: 'A01', correct: true, ms: 12_000 });
    expect(s.items[1]!.ms).toBeNull();
  });

  it('refuses an answer out of range or to an unknown item', () => {
    expect(() => iqScorer.score(items, { A01: 10 })).toThrow(/ANSWER_OUT_OF_RANGE/);
    expect(() => iqScorer.score(items, { Z99: 1 })).toThrow(/UNKNOWN_QUESTION/);
  });

  it('has a standard error that shrinks with more items', () => {
    const se = [4, 10, 30, 90].map((n) => estimateAbility(half(n)).se);
    for (let i = 1; i < se.length; i++) expect(se[i]!).toBeLessThan(se[i - 1]!);
    expect(se[2]!).toBeGreaterThan(0.3);
    expect(se[2]!).toBeLessThan(0.5);
  });
});

describe('reading an IQ', () => {
  it('gives IQ ± 1 SE as a range on the provisional scale, with a percentile', () => {
    const r = readIq({ theta: 0.6, se: 0.4 }, { ...MODEL_SCALE, sampleSize: 12 });
    expect(r).toEqual({ shown: 'RANGE', low: 103, high: 115, percentile: 73, provisional: true, sampleSize: 12 });
  });

  it('shows nothing beyond 70 and 145', () => {
    expect(readIq({ theta: 3.2, se: 0.6 }, MODEL_SCALE)).toMatchObject({ shown: 'ABOVE', low: IQ_CEILING, high: IQ_CEILING });
    expect(readIq({ theta: -2.5, se: 0.6 }, MODEL_SCALE)).toMatchObject({ shown: 'BELOW', low: IQ_FLOOR, high: IQ_FLOOR });
    const edge = readIq({ theta: 2.9, se: 0.6 }, MODEL_SCALE);
    expect(edge).toMatchObject({ shown: 'RANGE', high: IQ_CEILING });
    expect(edge.low).toBeGreaterThanOrEqual(IQ_FLOOR);
  });

  it('is bounded for every raw score of a form', () => {
    for (let raw = 0; raw <= 30; raw++) {
      const r = readIq(iqScorer.score(items, answers(raw)).scores, MODEL_SCALE);
      expect(r.low).toBeGreaterThanOrEqual(IQ_FLOOR);
      expect(r.high).toBeLessThanOrEqual(IQ_CEILING);
      expect(r.low).toBeLessThanOrEqual(r.high);
    }
  });

  it('reads on the own scale only with 500 results behind it', () => {
    const sample = Array.from({ length: 600 }, (_, i) => -2 + (4 * i) / 599);
    const own = { source: 'own' as const, sampleSize: 600, mean: 0.5, sd: 1.2, calibratedAt: '2027-01-01' };
    const r = readIq({ theta: 0.5, se: 0.36 }, own, sample);
    expect(r).toMatchObject({ shown: 'RANGE', low: 96, high: 105, provisional: false, sampleSize: 600 });
    expect(readIq({ theta: 0.5, se: 0.36 }, own, sample.slice(0, 100)).provisional).toBe(true);
  });
});

describe('recalibration', () => {
  it('moves modelled difficulties toward those that produced the answers', () => {
    const truth = Object.fromEntries(items.map((item, i) => [item.code, difficulties[29 - i]!]));
    const modelled = Object.fromEntries(items.map((item) => [item.code, 0]));
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const results = Array.from({ length: 600 }, () => {
      const theta = (random() + random() + random() - 1.5) * 2;
      return items.map((item) => ({ code: item.code, correct: random() < pCorrect(theta, truth[item.code]!) }));
    });
    const c = recalibrate({ results, difficulties: modelled });
    expect(c.sampleSize).toBe(600);
    expect(c.difficulties['A01']!).toBeGreaterThan(1.5);
    expect(c.difficulties['A30']!).toBeLessThan(-1.5);
    expect(c.sd).toBeGreaterThan(0);
  }, 60_000);
});
