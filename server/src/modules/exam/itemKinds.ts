/**
 * How an item is answered. Each kind has one value range; the session service refuses any other value.
 *   agree7       -3 (strongly disagree) .. +3 (strongly agree), the 16-type test's scale
 *   freq0_3      0 .. 3, PHQ-9 frequency (not at all .. nearly every day)
 *   freq0_5      0 .. 5, WHO-5 frequency (at no time .. all of the time)
 *   accuracy5    1 .. 5, IPIP self-description (very inaccurate .. very accurate)
 *   choice_timed 0 .. 9, the index of the chosen option of a timed multiple-choice item
 */
export const ITEM_KINDS = ['agree7', 'freq0_3', 'freq0_5', 'accuracy5', 'choice_timed'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export const KIND_RANGE: Readonly<Record<ItemKind, readonly [min: number, max: number]>> = {
  agree7: [-3, 3],
  freq0_3: [0, 3],
  freq0_5: [0, 5],
  accuracy5: [1, 5],
  choice_timed: [0, 9],
};

export function isItemKind(value: string): value is ItemKind {
  return (ITEM_KINDS as readonly string[]).includes(value);
}

/** Whether a value is an answer of that kind: an integer within its range. */
export function inRange(kind: ItemKind, value: number): boolean {
  const [min, max] = KIND_RANGE[kind];
  return Number.isInteger(value) && value >= min && value <= max;
}

/** The GraphQL enum name of a kind (FREQ0_3 for freq0_3). */
export const kindEnum = (kind: ItemKind) => kind.toUpperCase() as Uppercase<ItemKind>;
