import { GREYS, LAYOUT_FRAMES, PANEL_UNITS, SIZE_SCALE, type SlotFrame } from './layouts';
import type { Entity, Layout, MatrixItem, Panel, Shape } from './types';

/**
 * Panels as small SVG strings: shapes only (no text, no fonts), black outlines over grey fills on a white
 * square, so a panel reads the same in light and dark themes, in print and in high-contrast modes. Sizes come
 * from the viewBox; set `size` to fix the pixel box.
 */

export interface RenderOptions {
  /** Width and height in pixels; omitted, the SVG fills its container. */
  readonly size?: number;
  /** Paint the white square behind the figures (default true). */
  readonly background?: boolean;
  /** Outline width in panel units (the panel is 200 units wide; default 4). */
  readonly strokeWidth?: number;
}

/** Share of a slot's half-side a figure of the largest size reaches. */
const REACH = 0.84;

const CORNERS: Readonly<Record<Exclude<Shape, 'circle'>, { sides: number; turn: number }>> = {
  triangle: { sides: 3, turn: -90 },
  square: { sides: 4, turn: -45 },
  pentagon: { sides: 5, turn: -90 },
  hexagon: { sides: 6, turn: 0 },
};

function round(value: number): number {
  return Math.round(value);
}

function figure(entity: Entity, slot: SlotFrame, centred: boolean): string {
  const radius = (slot.box / 2) * REACH * (SIZE_SCALE[entity.size] ?? 1);
  if (entity.shape === 'circle') return `<circle cx="${round(slot.x)}" cy="${round(slot.y)}" r="${round(radius)}"/>`;
  const { sides, turn } = CORNERS[entity.shape];
  // A triangle's centroid sits high in its slot; moving it down by a quarter of the radius centres its outline,
  // except where figures nest (out_in), which must share their centre to stay one inside the other.
  const lift = entity.shape === 'triangle' && !centred ? radius / 4 : 0;
  const points = Array.from({ length: sides }, (_, corner) => {
    const angle = ((turn + (360 * corner) / sides) * Math.PI) / 180;
    return `${round(slot.x + radius * Math.cos(angle))} ${round(slot.y + lift + radius * Math.sin(angle))}`;
  });
  return `<path d="M${points.join(' ')}Z"/>`;
}

/** One panel as an SVG document string. */
export function renderPanelSvg(panel: Panel, layout: Layout, options: RenderOptions = {}): string {
  const frames = LAYOUT_FRAMES[layout];
  const box = options.size === undefined ? '' : ` width="${options.size}" height="${options.size}"`;
  const background = options.background === false ? '' : `<rect width="${PANEL_UNITS}" height="${PANEL_UNITS}" fill="#fff" stroke="none"/>`;
  const groups = panel.components.map((entities, component) => {
    const slots = frames[component]?.slots ?? [];
    const byFill = new Map<string, string[]>();
    for (const entity of entities) {
      const slot = slots[entity.slot];
      if (!slot) continue;
      const fill = GREYS[entity.color] ?? GREYS[0] ?? '#fff';
      byFill.set(fill, [...(byFill.get(fill) ?? []), figure(entity, slot, layout === 'out_in')]);
    }
    return [...byFill].map(([fill, figures]) => `<g fill="${fill}">${figures.join('')}</g>`).join('');
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PANEL_UNITS} ${PANEL_UNITS}"${box}` +
    ` stroke="#000" stroke-width="${options.strokeWidth ?? 4}" stroke-linejoin="round">${background}${groups.join('')}</svg>`
  );
}

export interface ItemSvgs {
  /** The eight given panels, row by row. */
  readonly cells: readonly string[];
  readonly options: readonly string[];
}

/** Every panel of an item, for a page that lays out the matrix and the options itself. */
export function renderItemSvg(item: MatrixItem, options: RenderOptions = {}): ItemSvgs {
  return {
    cells: item.cells.map((panel) => renderPanelSvg(panel, item.layout, options)),
    options: item.options.map((panel) => renderPanelSvg(panel, item.layout, options)),
  };
}
