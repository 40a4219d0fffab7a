import { isGridComponent, LAYOUT_FRAMES } from '../layouts';
import { ATTRIBUTES, type Attribute, type Layout, LAYOUTS, type RowRule } from '../types';
import type { Random } from './random';
import { candidateRules, domainOf } from './rules';

/**
 * The blueprint of an item: its layout and one rule per attribute per component. A grid component has one rule
 * for either its number of figures (placed anywhere) or their positions (which then fix the number too).
 */
export interface ItemSpec {
  readonly layout: Layout;
  readonly rules: readonly RowRule[];
}

/** How many values an attribute may take in a component; a single value only allows a constant rule. */
function valueCount(layout: Layout, component: number, attribute: Attribute): number {
  const domain = domainOf(layout, component, attribute);
  return domain.kind === 'scalar' ? domain.values.length : domain.slotCount;
}

function ruleOrder(a: RowRule, b: RowRule): number {
  return a.component - b.component || ATTRIBUTES.indexOf(a.attribute) - ATTRIBUTES.indexOf(b.attribute);
}

/** A random blueprint with between one and `maxChanging` non-constant rules. */
export function sampleSpec(random: Random, layout: Layout = random.pick(LAYOUTS), maxChanging = 4): ItemSpec {
  const slots: { component: number; attribute: Attribute }[] = [];
  LAYOUT_FRAMES[layout].forEach((frame, component) => {
    if (isGridComponent(frame)) slots.push({ component, attribute: random.pick(['number', 'position'] as const) });
    for (const attribute of ['shape', 'size', 'color'] as const) slots.push({ component, attribute });
  });
  const changeable = slots.filter(({ component, attribute }) => valueCount(layout, component, attribute) >= 3);
  const changing = new Set(random.shuffle(changeable).slice(0, 1 + random.int(Math.min(maxChanging, changeable.length))));
  const rules = slots.map((slot): RowRule => {
    const { component, attribute } = slot;
    if (!changing.has(slot)) return { component, attribute, rule: 'constant' };
    const choice = random.pick(candidateRules(attribute).filter((candidate) => candidate.rule !== 'constant'));
    return choice.value === undefined ? { component, attribute, rule: choice.rule } : { component, attribute, rule: choice.rule, value: choice.value };
  });
  return { layout, rules: rules.sort(ruleOrder) };
}
