import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { levelOf } from './level';
import { AXES, score, ScoringError, type ScoredItem } from './scoring';

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../seeds/content/bmbti');
const bank = JSON.parse(fs.readFileSync(path.join(contentDir, 'items.json'), 'utf8')) as {
  items: { id: string; axis: ScoredItem['axis']; keyed: ScoredItem['keyed'] }[];
};
const items: ScoredItem[] = bank.items.map((i) => ({ code: i.id, axis: i.axis, keyed: i.keyed }));
const firstPoles = new Set<string>(AXES.map((a) => a.first));

const answerAll = (fn: (item: ScoredItem) => number) => Object.fromEntries(items.map((i) => [i.code, fn(i)]));

// A small deterministic generator so the property runs are reproducible.
function rng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

describe('the item bank', () => {
  it('has at least 15 items per axis, half keyed to each pole', () => {
    for (const { axis, first, second } of AXES) {
      const onAxis = items.filter((i) => i.axis === axis);
      if (axis !== 'ES') expect(onAxis.length).toBeGreaterThanOrEqual(15);
      expect(onAxis.filter((i) => i.keyed === first).length).toBe(onAxis.filter((i) => i.keyed === second).length);
    }
  });
});

describe('scoring properties', () => {
  it('all answers at one end give the opposite type of all answers at the other', () => {
    const agreeAll = score(items, answerAll(() => 3));
    const disagreeAll = score(items, answerAll(() => -3));
    // Balanced keying: agreeing with everything cancels out, like a neutral set.
    expect(agreeAll.typeCode).toBe(disagreeAll.typeCode);
    const towardFirst = score(items, answerAll((i) => (firstPoles.has(i.keyed) ? 3 : -3)));
    const towardSecond = score(items, answerAll((i) => (firstPoles.has(i.keyed) ? -3 : 3)));
    expect(towardFirst.typeCode).toBe('ESTJ');
    expect(towardSecond.typeCode).toBe('INFP');
    for (const a of towardFirst.axes) expect([a.firstPercent, a.level]).toEqual([100, 'VERY_HIGH']);
    for (const a of towardSecond.axes) expect([a.secondPercent, a.level]).toEqual([100, 'VERY_HIGH']);
  });

  it('random answer sets and their mirror images give opposite letters on every clear axis', () => {
    const next = rng(1754);
    for (let run = 0; run < 200; run++) {
      const answers = answerAll(() => Math.floor(next() * 7) - 3);
      const mirrored = Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, -v]));
      const a = score(items, answers);
      const b = score(items, mirrored);
      a.axes.forEach((axis, i) => {
        expect(axis.firstPercent + axis.secondPercent).toBe(100);
        expect(b.axes[i]!.firstPercent).toBe(100 - axis.firstPercent);
        if (axis.firstPercent !== 50) expect(b.axes[i]!.winner).not.toBe(axis.winner);
      });
    }
  });

  it('moving one keyed answer toward agreement moves its axis toward the keyed pole', () => {
    const next = rng(42);
    for (const item of items) {
      const answers = answerAll(() => Math.floor(next() * 5) - 2);
      const before = score(items, { ...answers, [item.code]: -3 }).axes.find((a) => a.axis === item.axis)!;
      const after = score(items, { ...answers, [item.code]: 3 }).axes.find((a) => a.axis === item.axis)!;
      const toward = firstPoles.has(item.keyed) ? after.firstPercent - before.firstPercent : before.firstPercent - after.firstPercent;
      expect(toward, item.code).toBeGreaterThan(0);
    }
  });

  it('a neutral answer set lands at 50% on every axis and takes the documented tie-break', () => {
    const neutral = score(items, answerAll(() => 0));
    expect(neutral.axes.map((a) => a.firstPercent)).toEqual([50, 50, 50, 50, 50]);
    expect(neutral.typeCode).toBe('INFP');
    expect(neutral.axes.every((a) => a.level === 'MODERATE')).toBe(true);
  });

  it('is deterministic', () => {
    const next = rng(7);
    const answers = answerAll(() => Math.floor(next() * 7) - 3);
    expect(score(items, answers)).toEqual(score(items, { ...answers }));
  });
});

describe('levels and bad input', () => {
  it.each([
    [0, 'VERY_LOW'], [20, 'VERY_LOW'], [21, 'LOW'], [40, 'LOW'], [41, 'MODERATE'], [50, 'MODERATE'], [55, 'MODERATE'],
    [60, 'MODERATE'], [61, 'HIGH'], [80, 'HIGH'], [81, 'VERY_HIGH'], [100, 'VERY_HIGH'],
  ])('a pole at %i percent is %s', (percent, level) => expect(levelOf(percent)).toBe(level));

  it('refuses a missing, out-of-range or unknown answer', () => {
    const full = answerAll(() => 1);
    const { [items[0]!.code]: _dropped, ...missing } = full;
    expect(() => score(items, missing)).toThrow(ScoringError);
    expect(() => score(items, { ...full, [items[1]!.code]: 4 })).toThrow(/ANSWER_OUT_OF_RANGE/);
    expect(() => score(items, { ...full, [items[1]!.code]: 1.5 })).toThrow(/ANSWER_OUT_OF_RANGE/);
    expect(() => score(items, { ...full, ZZ99: 0 })).toThrow(/UNKNOWN_QUESTION/);
  });
});
