import { isGridComponent, LAYOUT_FRAMES } from '../layouts';
import type { Attribute, Layout } from '../types';
import { domainOf, inferRules, type RuleChoice, rowsFit } from './rules';
import { attributesOf, type PanelState, valueOf } from './state';

/**
 * A solver that sees the matrix but not the rules: for every attribute of every component it finds the rules the
 * two complete rows agree with, and keeps the options whose third row agrees with one of them. In a grid, the
 * figures' slots are read first: when the top rows follow a position rule the option's slots must follow it
 * too; only when no position rule explains them does the count alone matter (the figures may then sit anywhere).
 * An item is fair when exactly one option passes.
 */

type Inferred = ReadonlyMap<string, readonly RuleChoice[]>;

function rowsWith(cells: readonly PanelState[], last: PanelState, component: number, attribute: Attribute): number[][] {
  const panels = [...cells, last];
  return [0, 1, 2].map((row) =>
    [0, 1, 2].map((column) => {
      const state = panels[row * 3 + column]?.[component];
      if (!state) throw new Error(`panel without component ${component}`);
      return valueOf(state, attribute);
    }),
  );
}

function inferAll(layout: Layout, cells: readonly PanelState[]): Inferred {
  const inferred = new Map<string, readonly RuleChoice[]>();
  const first = cells[0];
  if (!first) throw new Error('no cells');
  LAYOUT_FRAMES[layout].forEach((_, component) => {
    for (const attribute of attributesOf(layout, component)) {
      const rows = rowsWith(cells, first, component, attribute).slice(0, 2);
      inferred.set(`${component}.${attribute}`, inferRules(attribute, rows, domainOf(layout, component, attribute)));
    }
  });
  return inferred;
}

function attributeFits(layout: Layout, cells: readonly PanelState[], option: PanelState, inferred: Inferred, component: number, attribute: Attribute): boolean {
  const rows = rowsWith(cells, option, component, attribute);
  const domain = domainOf(layout, component, attribute);
  return (inferred.get(`${component}.${attribute}`) ?? []).some((choice) => rowsFit(choice, rows, domain));
}

export function optionFitsInferred(layout: Layout, cells: readonly PanelState[], option: PanelState, inferred: Inferred): boolean {
  return LAYOUT_FRAMES[layout].every((frame, component) => {
    const looks = (['shape', 'size', 'color'] as const).every((attribute) => attributeFits(layout, cells, option, inferred, component, attribute));
    if (!looks || !isGridComponent(frame)) return looks;
    return attributeFits(layout, cells, option, inferred, component, placementAttribute(inferred, component));
  });
}

/** Which attribute decides a grid's figures: their slots when some position rule explains the top rows, else their number. */
export function placementAttribute(inferred: Inferred, component: number): 'position' | 'number' {
  return (inferred.get(`${component}.position`) ?? []).length > 0 ? 'position' : 'number';
}

/** Indices of the options that complete the matrix under some rule the first two rows support. */
export function solveMatrix(layout: Layout, cells: readonly PanelState[], options: readonly PanelState[]): number[] {
  const inferred = inferAll(layout, cells);
  return options.flatMap((option, index) => (optionFitsInferred(layout, cells, option, inferred) ? [index] : []));
}

export { inferAll, type Inferred };
