import { isGridComponent, LAYOUT_FRAMES } from '../layouts';
import type { Attribute, Layout } from '../types';
import type { Random } from './random';
import { domainOf, randomSubset } from './rules';
import { type Inferred, optionFitsInferred } from './solver';
import type { ItemSpec } from './spec';
import { bitCount, type ComponentState, type PanelState } from './state';

/**
 * The eight options, along a bisection tree: three attributes are chosen, each gets one wrong value, and the
 * options are the eight ways of taking the right or the wrong value of each. Every value of every chosen
 * attribute then appears in exactly four options, so the options alone cannot tell the answer (no value is in
 * the majority, no option is closer to the others), while the matrix rules every wrong value out.
 */

interface Change {
  readonly component: number;
  readonly attribute: Attribute;
  readonly apply: (state: ComponentState) => ComponentState;
}

function withComponent(panel: PanelState, component: number, state: ComponentState): PanelState {
  return panel.map((current, index) => (index === component ? state : current));
}

/** The grid's number-or-position feature and the looks of each component, as candidates for a wrong value. */
function features(spec: ItemSpec): { component: number; attribute: Attribute }[] {
  const list: { component: number; attribute: Attribute }[] = [];
  LAYOUT_FRAMES[spec.layout].forEach((frame, component) => {
    if (isGridComponent(frame)) {
      const placement = spec.rules.find((rule) => rule.component === component && (rule.attribute === 'number' || rule.attribute === 'position'));
      if (placement) list.push({ component, attribute: placement.attribute });
    }
    for (const attribute of ['shape', 'size', 'color'] as const) list.push({ component, attribute });
  });
  return list;
}

function wrongStates(layout: Layout, answer: ComponentState, component: number, attribute: Attribute, random: Random): ComponentState[] {
  const slotCount = LAYOUT_FRAMES[layout][component]?.slots.length ?? 1;
  if (attribute === 'shape' || attribute === 'size' || attribute === 'color') {
    const domain = domainOf(layout, component, attribute);
    if (domain.kind !== 'scalar') return [];
    return random
      .shuffle(domain.values.filter((value) => value !== answer[attribute]))
      .map((value) => ({ ...answer, [attribute]: value }));
  }
  const count = bitCount(answer.slots);
  const free = ~answer.slots & ((1 << slotCount) - 1);
  if (attribute === 'number') {
    // Another count: add figures in free slots, or take some of the answer's away.
    return random
      .shuffle(Array.from({ length: slotCount }, (_, index) => index + 1).filter((other) => other !== count))
      .map((other) => ({
        ...answer,
        slots: other > count ? addSlots(answer.slots, free, other - count, random) : removeSlots(answer.slots, count - other, random),
      }));
  }
  // Position: the same number of figures in other slots.
  const tried = new Set<number>([answer.slots]);
  const states: ComponentState[] = [];
  for (let attempt = 0; attempt < 24; attempt += 1) {
    const slots = randomSubset(random, slotCount, count);
    if (!tried.has(slots)) states.push({ ...answer, slots });
    tried.add(slots);
  }
  return states;
}

function addSlots(slots: number, free: number, extra: number, random: Random): number {
  const freeSlots = random.shuffle(Array.from({ length: 32 }, (_, slot) => slot).filter((slot) => (free >> slot) & 1));
  return freeSlots.slice(0, extra).reduce((mask, slot) => mask | (1 << slot), slots);
}

function removeSlots(slots: number, fewer: number, random: Random): number {
  const taken = random.shuffle(Array.from({ length: 32 }, (_, slot) => slot).filter((slot) => (slots >> slot) & 1));
  return taken.slice(0, fewer).reduce((mask, slot) => mask & ~(1 << slot), slots);
}

/** Three changes, on three different features, each of which the matrix rules out; null when fewer exist. */
function chooseChanges(spec: ItemSpec, cells: readonly PanelState[], answer: PanelState, inferred: Inferred, random: Random): Change[] | null {
  const changes: Change[] = [];
  for (const { component, attribute } of random.shuffle(features(spec))) {
    const current = answer[component];
    if (!current) continue;
    const wrong = wrongStates(spec.layout, current, component, attribute, random).find(
      (state) => !optionFitsInferred(spec.layout, cells, withComponent(answer, component, state), inferred),
    );
    if (!wrong) continue;
    // Only the changed attribute is carried over: another change may act on the same component.
    const changed: Partial<ComponentState> =
      attribute === 'shape' ? { shape: wrong.shape } : attribute === 'size' ? { size: wrong.size } : attribute === 'color' ? { color: wrong.color } : { slots: wrong.slots };
    changes.push({ component, attribute, apply: (state) => ({ ...state, ...changed }) });
    if (changes.length === 3) return changes;
  }
  return null;
}

export interface Options {
  readonly options: PanelState[];
  readonly answer: number;
}

/** The eight options of a matrix, shuffled; null when the matrix does not offer three attributes to vary. */
export function buildOptions(spec: ItemSpec, cells: readonly PanelState[], answer: PanelState, inferred: Inferred, random: Random): Options | null {
  const changes = chooseChanges(spec, cells, answer, inferred, random);
  if (!changes) return null;
  const tree = Array.from({ length: 8 }, (_, branch) =>
    changes.reduce(
      (panel, change, level) => ((branch >> level) & 1 ? withComponent(panel, change.component, change.apply(panel[change.component] as ComponentState)) : panel),
      answer,
    ),
  );
  const order = random.shuffle(tree.map((_, index) => index));
  return { options: order.map((index) => tree[index] as PanelState), answer: order.indexOf(0) };
}
