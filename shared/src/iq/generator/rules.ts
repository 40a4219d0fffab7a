import { isGridComponent, LAYOUT_FRAMES } from '../layouts';
import { type Attribute, type Layout, type RuleKind, SHAPES } from '../types';
import type { Random } from './random';
import { bitCount } from './state';

/**
 * What a row rule means, value by value. Values are indices (shape, size, colour), counts (number) or slot masks
 * (position). A rule holds along each of the three rows with one parameter for the whole matrix: a progression
 * adds the same step twice, an arithmetic row adds (or subtracts) the second panel to (from) the first, and
 * distribute-three spreads three values over the rows as a Latin square.
 */

export type Domain =
  | {
      readonly kind: 'scalar';
      readonly values: readonly number[];
      readonly levelOffset: number;
      /** The values a progression may step through, when not all of them have an order (a circle has no side count). */
      readonly ordered?: readonly number[];
    }
  | { readonly kind: 'set'; readonly slotCount: number };

export interface RuleChoice {
  readonly rule: RuleKind;
  readonly value?: number;
}

export type Rows = readonly (readonly number[])[];

/** Shapes by number of sides (triangle to hexagon): the ones a progression can step through. */
const POLYGONS: readonly number[] = SHAPES.flatMap((shape, index) => (shape === 'circle' ? [] : [index]));

export function domainOf(layout: Layout, component: number, attribute: Attribute): Domain {
  const frame = LAYOUT_FRAMES[layout][component];
  if (!frame) throw new Error(`no component ${component} in ${layout}`);
  switch (attribute) {
    case 'shape':
      return { kind: 'scalar', values: SHAPES.map((_, index) => index), levelOffset: 0, ordered: POLYGONS };
    // Sizes are compared as levels 1..5, so "small + small = medium" reads as adding what can be seen.
    case 'size':
      return { kind: 'scalar', values: frame.sizes, levelOffset: 1 };
    case 'color':
      return { kind: 'scalar', values: frame.colors, levelOffset: 0 };
    case 'number':
      return { kind: 'scalar', values: frame.slots.map((_, index) => index + 1), levelOffset: 0 };
    case 'position':
      if (!isGridComponent(frame)) throw new Error(`${layout} component ${component} has no positions`);
      return { kind: 'set', slotCount: frame.slots.length };
  }
}

/** Every rule (with its parameter) the grammar can use on an attribute, whatever the values. */
export function candidateRules(attribute: Attribute): readonly RuleChoice[] {
  const steps = attribute === 'position' ? [-1, 1] : [-2, -1, 1, 2];
  return [
    { rule: 'constant' },
    ...steps.map((value): RuleChoice => ({ rule: 'progression', value })),
    ...(attribute === 'shape' ? [] : [-1, 1].map((value): RuleChoice => ({ rule: 'arithmetic', value }))),
    { rule: 'distribute_three' },
  ];
}

/** Rotates a slot mask by `step` slots in reading order. */
export function shiftSlots(mask: number, step: number, slotCount: number): number {
  let shifted = 0;
  for (let slot = 0; slot < slotCount; slot += 1) {
    if ((mask >> slot) & 1) shifted |= 1 << ((((slot + step) % slotCount) + slotCount) % slotCount);
  }
  return shifted;
}

function rowFits(choice: RuleChoice, row: readonly number[], domain: Domain): boolean {
  const [a, b, c] = row as [number, number, number];
  const value = choice.value ?? 0;
  switch (choice.rule) {
    case 'constant':
      return a === b && b === c;
    case 'progression':
      if (domain.kind === 'set') return b === shiftSlots(a, value, domain.slotCount) && c === shiftSlots(b, value, domain.slotCount) && a !== b;
      if (domain.ordered && !row.every((entry) => domain.ordered?.includes(entry))) return false;
      return b - a === value && c - b === value;
    case 'arithmetic':
      if (domain.kind === 'set') return value > 0 ? c === (a | b) && c !== a && c !== b : (b & a) === b && b !== 0 && c === (a & ~b) && c !== 0;
      return c + domain.levelOffset === a + domain.levelOffset + value * (b + domain.levelOffset) && b + domain.levelOffset >= 1;
    case 'distribute_three':
      return a !== b && b !== c && a !== c;
  }
}

/** Whether complete rows (one, two or three of them, top first) follow a rule. */
export function rowsFit(choice: RuleChoice, rows: Rows, domain: Domain): boolean {
  if (!rows.every((row) => rowFits(choice, row, domain))) return false;
  if (choice.rule !== 'distribute_three') return true;
  const first = [...(rows[0] ?? [])].sort((x, y) => x - y).join();
  if (!rows.every((row) => [...row].sort((x, y) => x - y).join() === first)) return false;
  for (let column = 0; column < 3; column += 1) {
    const seen = rows.map((row) => row[column]);
    if (new Set(seen).size !== seen.length) return false;
  }
  return true;
}

/** The rules rows one and two agree with: what a solver may infer from the top of the matrix. */
export function inferRules(attribute: Attribute, rows: Rows, domain: Domain): RuleChoice[] {
  return candidateRules(attribute).filter((choice) => rowsFit(choice, rows.slice(0, 2), domain));
}

/** A random set of `count` slots out of `slotCount`, as a mask. */
export function randomSubset(random: Random, slotCount: number, count: number): number {
  return random
    .shuffle(Array.from({ length: slotCount }, (_, slot) => slot))
    .slice(0, count)
    .reduce((mask, slot) => mask | (1 << slot), 0);
}

function cyclicRows(values: readonly number[], random: Random): number[][] {
  const [x, y, z] = values as [number, number, number];
  const forward = [[x, y, z], [y, z, x], [z, x, y]];
  return random.next() < 0.5 ? forward : [forward[0] as number[], forward[2] as number[], forward[1] as number[]];
}

function scalarRows(choice: RuleChoice, domain: { values: readonly number[]; levelOffset: number; ordered?: readonly number[] }, random: Random): number[][] | null {
  const { values, levelOffset } = domain;
  const has = (value: number) => values.includes(value);
  const ordered = domain.ordered ?? values;
  const step = choice.value ?? 0;
  switch (choice.rule) {
    case 'constant':
      return [0, 1, 2].map(() => {
        const value = random.pick(values);
        return [value, value, value];
      });
    case 'progression': {
      const starts = ordered.filter((a) => ordered.includes(a + step) && ordered.includes(a + 2 * step));
      if (starts.length === 0) return null;
      return [0, 1, 2].map(() => {
        const a = random.pick(starts);
        return [a, a + step, a + 2 * step];
      });
    }
    case 'arithmetic': {
      const triples: number[][] = [];
      for (const a of values) {
        for (const b of values) {
          const c = a + levelOffset + step * (b + levelOffset) - levelOffset;
          if (b + levelOffset >= 1 && c !== a && has(c)) triples.push([a, b, c]);
        }
      }
      if (triples.length === 0) return null;
      return [0, 1, 2].map(() => [...random.pick(triples)]);
    }
    case 'distribute_three':
      if (values.length < 3) return null;
      return cyclicRows(random.shuffle(values).slice(0, 3), random);
  }
}

function setRows(choice: RuleChoice, slotCount: number, random: Random): number[][] | null {
  const count = 1 + random.int(slotCount - 1);
  const step = choice.value ?? 0;
  switch (choice.rule) {
    case 'constant':
      return [0, 1, 2].map(() => {
        const mask = randomSubset(random, slotCount, count);
        return [mask, mask, mask];
      });
    case 'progression':
      return [0, 1, 2].map(() => {
        for (;;) {
          const a = randomSubset(random, slotCount, count);
          const b = shiftSlots(a, step, slotCount);
          const c = shiftSlots(b, step, slotCount);
          if (a !== b && b !== c && a !== c) return [a, b, c];
        }
      });
    case 'arithmetic':
      return [0, 1, 2].map(() => {
        for (;;) {
          const a = randomSubset(random, slotCount, 1 + random.int(slotCount - 1));
          const b = randomSubset(random, slotCount, 1 + random.int(slotCount - 1));
          if (step > 0 && (a | b) !== a && (a | b) !== b) return [a, b, a | b];
          if (step < 0 && b !== a && (a & b) === b && bitCount(a) >= 2) return [a, b, a & ~b];
          if (step < 0 && bitCount(a) >= 2) {
            // Take a part of the first panel's figures, so the third keeps the rest.
            const part = a & randomSubset(random, slotCount, slotCount - 1 - random.int(slotCount - 1));
            if (part !== 0 && part !== a) return [a, part, a & ~part];
          }
        }
      });
    case 'distribute_three': {
      const masks = new Set<number>();
      for (let tries = 0; masks.size < 3 && tries < 50; tries += 1) masks.add(randomSubset(random, slotCount, count));
      return masks.size < 3 ? null : cyclicRows([...masks], random);
    }
  }
}

/** Values for the whole matrix (rows of three, answer last) under a rule, or null when the domain cannot hold it. */
export function sampleRows(choice: RuleChoice, domain: Domain, random: Random): number[][] | null {
  return domain.kind === 'scalar' ? scalarRows(choice, domain, random) : setRows(choice, domain.slotCount, random);
}
