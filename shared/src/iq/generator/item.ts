import { modelDifficulty } from '../difficulty';
import type { Attribute, MatrixItem } from '../types';
import { buildOptions } from './distractors';
import { drawMatrix } from './matrix';
import type { Random } from './random';
import { domainOf, rowsFit } from './rules';
import { inferAll, type Inferred, placementAttribute, solveMatrix } from './solver';
import type { ItemSpec } from './spec';
import { bitCount, type PanelState, toPanel, valueOf } from './state';

export type GeneratedItem = Omit<MatrixItem, 'id'>;

const DRAWS_PER_SPEC = 12;

/** How many values of an attribute the inferred rules would accept in the ninth panel. */
function acceptedValues(spec: ItemSpec, cells: readonly PanelState[], inferred: Inferred, component: number, attribute: Attribute): number {
  const domain = domainOf(spec.layout, component, attribute);
  const values = domain.kind === 'scalar' ? domain.values : Array.from({ length: 1 << domain.slotCount }, (_, mask) => mask).filter((mask) => mask !== 0);
  const rows = [0, 1].map((row) => [0, 1, 2].map((column) => valueOf(cells[row * 3 + column]?.[component] as PanelState[number], attribute)));
  const lastTwo = [6, 7].map((index) => valueOf(cells[index]?.[component] as PanelState[number], attribute));
  const choices = inferred.get(`${component}.${attribute}`) ?? [];
  return values.filter((value) => choices.some((choice) => rowsFit(choice, [...rows, [...lastTwo, value]], domain))).length;
}

/**
 * Whether the first eight panels fix the ninth: every look of every component, and the count or the slots that
 * carry the grid's rule, each admit exactly one value (the answer's).
 */
function isDeterminate(spec: ItemSpec, cells: readonly PanelState[], inferred: Inferred): boolean {
  return spec.rules.every((rule) => {
    const placement = rule.attribute === 'number' || rule.attribute === 'position';
    if (placement && placementAttribute(inferred, rule.component) !== rule.attribute) return false;
    return acceptedValues(spec, cells, inferred, rule.component, rule.attribute) === 1;
  });
}

/** A complete item for a blueprint, or null when none of a few draws gives an item with one right answer. */
export function generateItem(spec: ItemSpec, random: Random): GeneratedItem | null {
  for (let draw = 0; draw < DRAWS_PER_SPEC; draw += 1) {
    const panels = drawMatrix(spec, random);
    if (!panels) continue;
    const cells = panels.slice(0, 8);
    const answer = panels[8] as PanelState;
    const inferred = inferAll(spec.layout, cells);
    if (!isDeterminate(spec, cells, inferred)) continue;
    const built = buildOptions(spec, cells, answer, inferred, random);
    if (!built) continue;
    const solved = solveMatrix(spec.layout, cells, built.options);
    if (solved.length !== 1 || solved[0] !== built.answer) continue;
    const figures = panels.reduce((sum, panel) => sum + panel.reduce((count, component) => count + bitCount(component.slots), 0), 0);
    return {
      layout: spec.layout,
      difficulty: modelDifficulty({ layout: spec.layout, rules: spec.rules, meanFigures: figures / 9 }),
      rules: spec.rules,
      cells: cells.map(toPanel),
      options: built.options.map(toPanel),
      answer: built.answer,
    };
  }
  return null;
}
