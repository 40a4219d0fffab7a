import { LAYOUT_FRAMES, type PositionKey } from './layouts';
import type { Layout, Panel, Shape } from './types';

/**
 * A panel as screen readers need it, without pictures and without a language: groups of alike figures with
 * their shape, size, grey and places, each with the message keys the client's translations use. The words in
 * nine languages and a ready sentence are in `descriptionWords` and `describePanelText`.
 */

export const SIZE_WORDS = ['very_small', 'small', 'medium', 'large', 'very_large'] as const;
export type SizeWord = (typeof SIZE_WORDS)[number];

export const COLOR_WORDS = ['white', 'light_grey', 'grey', 'dark_grey', 'black'] as const;
export type ColorWord = (typeof COLOR_WORDS)[number];

export type { PositionKey as PositionWord };

export interface FigureGroup {
  /** The layout component the figures belong to (0 outside, 1 inside, for example). */
  readonly component: number;
  readonly count: number;
  readonly shape: Shape;
  readonly sizeWord: SizeWord;
  readonly colorWord: ColorWord;
  /** The places of the figures, in reading order. */
  readonly positionWords: readonly PositionKey[];
  readonly messageKeys: {
    readonly shape: string;
    readonly size: string;
    readonly color: string;
    readonly positions: readonly string[];
  };
}

export interface PanelDescription {
  readonly layout: Layout;
  readonly groups: readonly FigureGroup[];
}

export const messageKey = {
  shape: (shape: Shape) => `iq.shape.${shape}`,
  size: (size: SizeWord) => `iq.size.${size}`,
  color: (color: ColorWord) => `iq.color.${color}`,
  position: (position: PositionKey) => `iq.position.${position}`,
} as const;

export function describePanel(panel: Panel, layout: Layout): PanelDescription {
  const frames = LAYOUT_FRAMES[layout];
  const groups: FigureGroup[] = [];
  panel.components.forEach((entities, component) => {
    const byLook = new Map<string, { shape: Shape; size: number; color: number; slots: number[] }>();
    for (const entity of entities) {
      const key = `${entity.shape}.${entity.size}.${entity.color}`;
      const group = byLook.get(key) ?? { shape: entity.shape, size: entity.size, color: entity.color, slots: [] };
      group.slots.push(entity.slot);
      byLook.set(key, group);
    }
    for (const group of byLook.values()) {
      const sizeWord = SIZE_WORDS[Math.min(SIZE_WORDS.length - 1, Math.max(0, group.size))] as SizeWord;
      const colorWord = COLOR_WORDS[Math.min(COLOR_WORDS.length - 1, Math.max(0, group.color))] as ColorWord;
      const positionWords = [...group.slots]
        .sort((a, b) => a - b)
        .map((slot) => frames[component]?.positions[slot])
        .filter((position): position is PositionKey => position !== undefined);
      groups.push({
        component,
        count: group.slots.length,
        shape: group.shape,
        sizeWord,
        colorWord,
        positionWords,
        messageKeys: {
          shape: messageKey.shape(group.shape),
          size: messageKey.size(sizeWord),
          color: messageKey.color(colorWord),
          positions: positionWords.map(messageKey.position),
        },
      });
    }
  });
  return { layout, groups };
}
