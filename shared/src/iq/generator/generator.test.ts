import { describe, expect, it } from 'vitest';
import { expectedAccuracy, majorityVote, mostOneChangeNeighbours, nearestToOthers, readingSolver } from '../fairness';
import { type Layout, LAYOUTS, type MatrixItem, RULE_KINDS } from '../types';
import { itemProblems } from '../validate';
import { generateItem, type GeneratedItem } from './item';
import { createRandom } from './random';
import { sampleSpec } from './spec';
import { toState } from './state';

function items(seed: number, count: number, layout?: Layout): MatrixItem[] {
  const random = createRandom(seed);
  const list: MatrixItem[] = [];
  while (list.length < count) {
    const item: GeneratedItem | null = generateItem(sampleSpec(random, layout ?? random.pick(LAYOUTS)), random);
    if (item) list.push({ id: `T${list.length}`, ...item });
  }
  return list;
}

/** Per option, the list of per-component values (count, slots, shape, size, colour). */
function featureRows(item: MatrixItem): number[][] {
  return item.options.map((panel) =>
    (toState(panel) ?? []).flatMap((component) => [component.slots, component.shape, component.size, component.color]),
  );
}

function draw(seed: number): number[] {
  const random = createRandom(seed);
  return Array.from({ length: 5 }, () => random.next());
}

describe('seeded random numbers', () => {
  it('repeats a sequence for a seed and changes it with the seed', () => {
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
    expect(draw(7).every((value) => value >= 0 && value < 1)).toBe(true);
  });
});

describe('matrix items', () => {
  const sample = items(11, 240);

  it('are sound: drawable, the answer follows every rule, no distractor follows them all, one reading', () => {
    for (const item of sample) expect(itemProblems(item), JSON.stringify(item.rules)).toEqual([]);
  });

  it('come in every layout, with every rule kind', () => {
    for (const layout of LAYOUTS) expect(items(3, 12, layout)).toHaveLength(12);
    const kinds = new Set(sample.flatMap((item) => item.rules.map((rule) => rule.rule)));
    expect([...kinds].sort()).toEqual([...RULE_KINDS].sort());
  });

  it('draw their options along a bisection tree of three attributes', () => {
    for (const item of sample) {
      const rows = featureRows(item);
      const varying = (rows[0] ?? []).map((_, feature) => rows.map((row) => row[feature]));
      const changed = varying.filter((values) => new Set(values).size > 1);
      expect(changed).toHaveLength(3);
      for (const values of changed) {
        const counts = [...new Set(values)].map((value) => values.filter((other) => other === value).length);
        expect(counts).toEqual([4, 4]);
      }
      expect(new Set(rows.map((row) => row.join())).size).toBe(8);
    }
  });

  it('cannot be solved from the options alone, and are always solved from the matrix', () => {
    expect(expectedAccuracy(sample, majorityVote)).toBeLessThanOrEqual(0.2);
    expect(expectedAccuracy(sample, nearestToOthers)).toBeLessThanOrEqual(0.2);
    expect(expectedAccuracy(sample, mostOneChangeNeighbours)).toBeLessThanOrEqual(0.2);
    expect(expectedAccuracy(sample, readingSolver)).toBe(1);
  });

  it('are caught when broken', () => {
    const item = sample[0] as MatrixItem;
    const wrong = (item.answer + 1) % 8;
    const copied = { ...item, options: item.options.map((panel, index) => (index === wrong ? (item.options[item.answer] ?? panel) : panel)) };
    expect(itemProblems(copied)).toContain(`option ${wrong + 1} follows every rule too`);
    expect(itemProblems({ ...item, answer: wrong })).toContain('the answer breaks a rule');
    const tooBig = { ...item, cells: item.cells.map((panel) => ({ components: panel.components.map((entities) => entities.map((entity) => ({ ...entity, size: 9 }))) })) };
    expect(itemProblems(tooBig).some((problem) => problem.includes('not drawable'))).toBe(true);
  });

  it('are the same for the same seed', () => {
    expect(items(5, 20)).toEqual(items(5, 20));
  });
});
