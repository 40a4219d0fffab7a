/** One measured number, printed beside its budget (information only: a figure never fails the run). */
export interface Figure {
  /** Short label, e.g. "median score". */
  name: string;
  /** Null for a figure that is only text (e.g. the list of per-run scores). */
  value: number | null;
  unit: string;
  /** Shown instead of the value when present. */
  text?: string;
  /** The budget this figure is held to, if any. */
  budget?: { op: '<=' | '>='; value: number };
  /** Whether the value is within its budget; absent when the figure has no budget. */
  within?: boolean;
}

/** What one benchmark hands back: its figures, extra detail for the JSON file, and notes worth printing. */
export interface BenchResult {
  name: string;
  figures: Figure[];
  notes: string[];
  details?: unknown;
}

/** A benchmark that could not run at all (as opposed to one whose figures are over budget). */
export interface BenchFailure {
  name: string;
  error: string;
}

export function figure(name: string, value: number, unit: string, budget?: Figure['budget']): Figure {
  const f: Figure = { name, value, unit };
  if (budget) {
    f.budget = budget;
    f.within = budget.op === '<=' ? value <= budget.value : value >= budget.value;
  }
  return f;
}

export function textFigure(name: string, text: string): Figure {
  return { name, value: null, unit: '', text };
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
