/**
 * The matrix items of the IQ test, as data. An item is a 3x3 matrix whose ninth panel is missing, and eight
 * options, one of which completes it. Panels are described by their attributes, never by pictures: the web
 * client and the PDF draw them with `renderPanelSvg`, and screen readers read them through `describePanel`.
 */

export const LAYOUTS = ['center', 'grid2', 'grid3', 'left_right', 'up_down', 'out_in'] as const;
export type Layout = (typeof LAYOUTS)[number];

export const SHAPES = ['triangle', 'square', 'pentagon', 'hexagon', 'circle'] as const;
export type Shape = (typeof SHAPES)[number];

/** The attributes a row rule can act on. */
export const ATTRIBUTES = ['number', 'position', 'shape', 'size', 'color'] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

export const RULE_KINDS = ['constant', 'progression', 'arithmetic', 'distribute_three'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

/** One figure inside a panel. `size` is an index into a size scale, `color` an index into a grey scale (0 = white). */
export interface Entity {
  readonly shape: Shape;
  readonly size: number;
  readonly color: number;
  /** The slot of the layout the entity sits in (0 for a centre layout). */
  readonly slot: number;
}

/**
 * One panel. Layouts with two components (left_right, up_down, out_in) keep each component's entities apart, so
 * rules can act on each component separately.
 */
export interface Panel {
  readonly components: readonly (readonly Entity[])[];
}

export interface RowRule {
  /** Which component of the layout the rule acts on (0 for single-component layouts). */
  readonly component: number;
  readonly attribute: Attribute;
  readonly rule: RuleKind;
  /** The step of a progression or the sign of an arithmetic rule (+1 adds, -1 subtracts). */
  readonly value?: number;
}

export type Form = 'A' | 'B' | 'C';

export interface MatrixItem {
  /** Stable id, for example `A07`, or `P1` for the practice item. */
  readonly id: string;
  readonly layout: Layout;
  readonly rules: readonly RowRule[];
  /** Modelled difficulty on the logit scale (higher is harder), from the rule and attribute counts. */
  readonly difficulty: number;
  /** The eight given panels, row by row; the ninth is the answer. */
  readonly cells: readonly Panel[];
  /** Eight options. */
  readonly options: readonly Panel[];
  /** Index of the correct option (0..7). */
  readonly answer: number;
}

export interface MatrixBank {
  /** The seed the bank was generated from; the bank is stored as data and never regenerated at run time. */
  readonly seed: number;
  readonly practice: MatrixItem;
  readonly forms: Readonly<Record<Form, readonly MatrixItem[]>>;
}
