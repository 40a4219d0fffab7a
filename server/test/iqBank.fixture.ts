import type { Form, MatrixBank, MatrixItem, Panel, RowRule } from '@innerscope/shared/iq/types';

const panel = (size: number, color = 1): Panel => ({ components: [[{ shape: 'square', size, color, slot: 0 }]] });
const KINDS: RowRule['rule'][] = ['constant', 'progression', 'arithmetic', 'distribute_three'];

/** A small hand-made bank for tests: one-figure items whose answer is option (n mod 8), difficulties from -2 to 2. */
function item(id: string, n: number): MatrixItem {
  const answer = n % 8;
  return {
    id,
    layout: 'center',
    rules: [{ component: 0, attribute: 'size', rule: KINDS[n % 4]!, value: 1 }, { component: 0, attribute: 'shape', rule: 'constant' }],
    difficulty: -2 + (4 * (n % 30)) / 29,
    cells: Array.from({ length: 8 }, (_, i) => panel(i % 3)),
    options: Array.from({ length: 8 }, (_, i) => panel(i % 6, i === answer ? 2 : 1)),
    answer,
  };
}

const form = (f: Form): MatrixItem[] => Array.from({ length: 30 }, (_, i) => item(`${f}${String(i + 1).padStart(2, '0')}`, i));

export const FIXTURE_BANK: MatrixBank = { seed: 1, practice: item('P1', 2), forms: { A: form('A'), B: form('B'), C: form('C') } };

/** Right answers to the first `right` items of a form, wrong ones to the rest. */
export function answersFor(f: Form, right: number): { questionId: string; value: number }[] {
  return FIXTURE_BANK.forms[f].map((it, i) => ({ questionId: it.id, value: i < right ? it.answer : (it.answer + 1) % 8 }));
}
