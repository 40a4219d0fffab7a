import type { Layout } from './types';

/**
 * Where a layout puts its figures, and which values each of its components may take. The renderer, the
 * descriptions and the generator all read this one table, so a value the generator may choose is always one the
 * renderer can draw and the descriptions can name.
 */

/** The size of a panel in SVG user units; every coordinate below is on this grid. */
export const PANEL_UNITS = 200;

/** The scale of each size index, as a share of the largest figure a slot can hold. */
export const SIZE_SCALE: readonly number[] = [0.4, 0.55, 0.7, 0.85, 1];

/** The fill of each colour index, from white to black, in steps that stay apart in greyscale and high contrast. */
export const GREYS: readonly string[] = ['#fff', '#c8c8c8', '#8c8c8c', '#4b4b4b', '#000'];

/** Where each slot sits: the centre of its square and the side of that square. */
export interface SlotFrame {
  readonly x: number;
  readonly y: number;
  readonly box: number;
}

/** The words a description uses for a slot's place in the panel (keys of the description words). */
export const POSITION_KEYS = [
  'top_left',
  'top_middle',
  'top_right',
  'middle_left',
  'center',
  'middle_right',
  'bottom_left',
  'bottom_middle',
  'bottom_right',
  'left',
  'right',
  'top',
  'bottom',
  'outer',
  'inner',
] as const;
export type PositionKey = (typeof POSITION_KEYS)[number];

export interface ComponentFrame {
  readonly slots: readonly SlotFrame[];
  readonly positions: readonly PositionKey[];
  /** Size indices the component may use (an outer figure stays large enough to hold the inner one). */
  readonly sizes: readonly number[];
  /** Colour indices the component may use (an outer figure stays white so the inner one shows). */
  readonly colors: readonly number[];
}

const ALL_SIZES = [0, 1, 2, 3, 4];
const ALL_COLORS = [0, 1, 2, 3, 4];

function single(x: number, y: number, box: number, position: PositionKey): ComponentFrame {
  return { slots: [{ x, y, box }], positions: [position], sizes: ALL_SIZES, colors: ALL_COLORS };
}

function grid(side: number, positions: readonly PositionKey[]): ComponentFrame {
  const box = PANEL_UNITS / side;
  const slots: SlotFrame[] = [];
  for (let row = 0; row < side; row += 1) {
    for (let column = 0; column < side; column += 1) {
      slots.push({ x: Math.round(box * (column + 0.5)), y: Math.round(box * (row + 0.5)), box: Math.round(box) });
    }
  }
  return { slots, positions, sizes: ALL_SIZES, colors: ALL_COLORS };
}

const HALF = PANEL_UNITS / 2;

export const LAYOUT_FRAMES: Readonly<Record<Layout, readonly ComponentFrame[]>> = {
  center: [single(HALF, HALF, PANEL_UNITS, 'center')],
  grid2: [grid(2, ['top_left', 'top_right', 'bottom_left', 'bottom_right'])],
  grid3: [
    grid(3, ['top_left', 'top_middle', 'top_right', 'middle_left', 'center', 'middle_right', 'bottom_left', 'bottom_middle', 'bottom_right']),
  ],
  left_right: [single(HALF / 2, HALF, HALF, 'left'), single(HALF * 1.5, HALF, HALF, 'right')],
  up_down: [single(HALF, HALF / 2, HALF, 'top'), single(HALF, HALF * 1.5, HALF, 'bottom')],
  out_in: [
    { ...single(HALF, HALF, PANEL_UNITS, 'outer'), sizes: [3, 4], colors: [0] },
    single(HALF, HALF, Math.round(PANEL_UNITS * 0.32), 'inner'),
  ],
};

/** Whether a component has several slots, so that its number and the positions of its figures can vary. */
export function isGridComponent(frame: ComponentFrame): boolean {
  return frame.slots.length > 1;
}
