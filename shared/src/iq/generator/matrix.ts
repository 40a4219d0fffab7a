import { LAYOUT_FRAMES } from '../layouts';
import type { Attribute } from '../types';
import type { Random } from './random';
import { domainOf, randomSubset, sampleRows } from './rules';
import type { ItemSpec } from './spec';
import type { ComponentState, PanelState } from './state';

/** The nine panels of a blueprint (the ninth is the answer), or null when its rules cannot be drawn. */
export function drawMatrix(spec: ItemSpec, random: Random): PanelState[] | null {
  const perComponent: ComponentState[][] = [];
  for (let component = 0; component < LAYOUT_FRAMES[spec.layout].length; component += 1) {
    const values = new Map<Attribute, number[]>();
    for (const rule of spec.rules.filter((candidate) => candidate.component === component)) {
      const domain = domainOf(spec.layout, component, rule.attribute);
      const rows = sampleRows(rule, domain, random);
      if (!rows) return null;
      values.set(rule.attribute, rows.flat());
    }
    const frame = LAYOUT_FRAMES[spec.layout][component];
    const slotCount = frame?.slots.length ?? 1;
    const panels: ComponentState[] = [];
    for (let index = 0; index < 9; index += 1) {
      const at = (attribute: Attribute): number | undefined => values.get(attribute)?.[index];
      const count = at('number');
      const slots = at('position') ?? (count === undefined ? 1 : randomSubset(random, slotCount, count));
      panels.push({ shape: at('shape') ?? 0, size: at('size') ?? 0, color: at('color') ?? 0, slots });
    }
    perComponent.push(panels);
  }
  return Array.from({ length: 9 }, (_, index) => perComponent.map((panels) => panels[index] as ComponentState));
}
