import type { MatrixBank, MatrixItem, Panel } from '@innerscope/shared/iq/types';

/** A matrix item as the question page gets it: the panels to draw, never the key or the modelled difficulty. */
export interface MatrixItemView {
  id: string;
  layout: MatrixItem['layout'];
  cells: readonly Panel[];
  options: readonly Panel[];
}

/** The practice item, which is not scored: it comes with its key and rules, for the feedback after answering. */
export interface PracticeItemView {
  item: MatrixItemView;
  answer: number;
  rules: MatrixItem['rules'];
}

export const matrixView = (item: MatrixItem): MatrixItemView => ({ id: item.id, layout: item.layout, cells: item.cells, options: item.options });

export const practiceView = (item: MatrixItem): PracticeItemView => ({ item: matrixView(item), answer: item.answer, rules: item.rules });

/** Every scored item of the bank by its id. */
export const bankItems = (bank: MatrixBank): Map<string, MatrixItem> => new Map(Object.values(bank.forms).flat().map((i) => [i.id, i]));
