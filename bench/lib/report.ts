import type { BenchFailure, BenchResult, Figure } from './types';

export function formatValue(f: Figure): string {
  if (f.text !== undefined) return f.text;
  if (f.value === null) return '-';
  const v = Number.isInteger(f.value) && Math.abs(f.value) >= 1000 ? f.value.toLocaleString('en-US') : String(f.value);
  return f.unit ? `${v} ${f.unit}` : v;
}

export function formatBudget(f: Figure): string {
  if (!f.budget) return '';
  return `${f.budget.op} ${f.budget.value}${f.unit ? ` ${f.unit}` : ''}`;
}

export function formatWithin(f: Figure): string {
  if (f.within === undefined) return '';
  return f.within ? 'within' : 'NOT within';
}

/** The closing table: one line per figure, each beside its budget (information, not a verdict on the run). */
export function summaryTable(outcomes: Array<BenchResult | BenchFailure>): string {
  const rows: string[][] = [['benchmark', 'figure', 'value', 'budget', '']];
  for (const o of outcomes) {
    if ('error' in o) rows.push([o.name, 'could not run', '-', '', '']);
    else o.figures.forEach((f, i) => rows.push([i === 0 ? o.name : '', f.name, formatValue(f), formatBudget(f), formatWithin(f)]));
  }
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, c) => (c === 2 ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}
