import { isGridComponent, LAYOUT_FRAMES } from '../layouts';
import { type Attribute, type Entity, type Layout, type Panel, SHAPES } from '../types';

/**
 * The working form of a panel: per component, one shape, size and colour shared by its figures, and the set of
 * occupied slots as a bit mask. Stored items use `Panel`; these helpers convert both ways.
 */
export interface ComponentState {
  readonly shape: number;
  readonly size: number;
  readonly color: number;
  /** Occupied slots, bit i for slot i. */
  readonly slots: number;
}

export type PanelState = readonly ComponentState[];

export function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest; rest &= rest - 1) count += 1;
  return count;
}

export function slotsOf(mask: number): number[] {
  const slots: number[] = [];
  for (let slot = 0; mask >> slot; slot += 1) if ((mask >> slot) & 1) slots.push(slot);
  return slots;
}

/** The value an attribute takes in a component: an index, a count, or (for position) the slot mask. */
export function valueOf(component: ComponentState, attribute: Attribute): number {
  switch (attribute) {
    case 'shape':
      return component.shape;
    case 'size':
      return component.size;
    case 'color':
      return component.color;
    case 'number':
      return bitCount(component.slots);
    case 'position':
      return component.slots;
  }
}

/** The attributes a component's rules cover: its figures' looks, plus number or position when it has slots. */
export function attributesOf(layout: Layout, component: number): readonly Attribute[] {
  const frame = LAYOUT_FRAMES[layout][component];
  if (!frame) throw new Error(`no component ${component} in ${layout}`);
  return isGridComponent(frame) ? ['number', 'position', 'shape', 'size', 'color'] : ['shape', 'size', 'color'];
}

export function toPanel(state: PanelState): Panel {
  return {
    components: state.map((component) =>
      slotsOf(component.slots).map(
        (slot): Entity => ({ shape: SHAPES[component.shape] ?? 'circle', size: component.size, color: component.color, slot }),
      ),
    ),
  };
}

/** Reads a stored panel back; null when a component's figures do not share one look (which no item may have). */
export function toState(panel: Panel): PanelState | null {
  const state: ComponentState[] = [];
  for (const entities of panel.components) {
    const first = entities[0];
    if (!first) return null;
    let slots = 0;
    for (const entity of entities) {
      if (entity.shape !== first.shape || entity.size !== first.size || entity.color !== first.color) return null;
      slots |= 1 << entity.slot;
    }
    state.push({ shape: SHAPES.indexOf(first.shape), size: first.size, color: first.color, slots });
  }
  return state;
}

export function panelKey(state: PanelState): string {
  return state.map((c) => `${c.shape}.${c.size}.${c.color}.${c.slots}`).join('|');
}
