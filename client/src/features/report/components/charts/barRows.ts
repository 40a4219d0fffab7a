/** One bar: its label on the axis, its value, and whether it is the reader's own. */
export interface BarRow {
  readonly label: string;
  readonly value: number;
  readonly highlight?: boolean;
}

/** A chart's height for its number of bars, so bars keep a readable thickness on every screen. */
export function barsHeight(count: number, perBar = 36): number {
  return Math.max(96, count * perBar + 8);
}
