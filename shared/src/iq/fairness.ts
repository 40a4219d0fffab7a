import { solveMatrix } from './generator/solver';
import { bitCount, type PanelState, toState } from './generator/state';
import type { MatrixItem, Panel } from './types';

/**
 * Solvers used to prove the bank fair. Two look at the eight options only and must stay near chance (1 in 8):
 * one votes by the most common value of each attribute, the other picks the option closest to all the others;
 * a third counts one-change neighbours (the leak of banks whose distractors each change one attribute of the
 * answer). The reading solver sees the matrix and must always find the answer. Each guesser returns the
 * options it ranks first, ties included, so accuracy can be counted with ties split evenly.
 */

export type Guesser = (item: MatrixItem) => number[];

function statesOf(panels: readonly Panel[]): PanelState[] {
  return panels.map((panel) => {
    const state = toState(panel);
    if (!state) throw new Error('a panel whose figures do not share one look');
    return state;
  });
}

/** Per component: number of figures, slot mask, shape, size, colour. */
function featuresOf(state: PanelState): number[] {
  return state.flatMap((component) => [bitCount(component.slots), component.slots, component.shape, component.size, component.color]);
}

function best(scores: readonly number[], higherIsBetter: boolean): number[] {
  const top = higherIsBetter ? Math.max(...scores) : Math.min(...scores);
  return scores.flatMap((score, index) => (score === top ? [index] : []));
}

/** The option whose values are the most common among the options, attribute by attribute. */
export const majorityVote: Guesser = (item) => {
  const features = statesOf(item.options).map(featuresOf);
  const scores = features.map((own) =>
    own.reduce((sum, value, feature) => sum + features.filter((other) => other[feature] === value).length, 0),
  );
  return best(scores, true);
};

function distance(a: readonly number[], b: readonly number[]): number {
  // Every fifth feature from the second on is a slot mask: count the slots that differ, not the mask's value.
  return a.reduce((sum, value, feature) => sum + (feature % 5 === 1 ? bitCount(value ^ (b[feature] ?? 0)) : Math.abs(value - (b[feature] ?? 0))), 0);
}

/** The option nearest to all the others (summed attribute distance): the centre of the options. */
export const nearestToOthers: Guesser = (item) => {
  const features = statesOf(item.options).map(featuresOf);
  return best(features.map((own) => features.reduce((sum, other) => sum + distance(own, other), 0)), false);
};

function differences(a: readonly number[], b: readonly number[]): number {
  return a.filter((value, feature) => value !== b[feature]).length;
}

/** The option with the most options that differ from it in exactly one attribute. */
export const mostOneChangeNeighbours: Guesser = (item) => {
  const features = statesOf(item.options).map(featuresOf);
  return best(features.map((own) => features.filter((other) => differences(own, other) === 1).length), true);
};

/** Reads the matrix, infers the rules from the complete rows and keeps the options that fit. */
export const readingSolver: Guesser = (item) => solveMatrix(item.layout, statesOf(item.cells), statesOf(item.options));

/** Share of items solved, with a tie of k options counting 1/k when the answer is among them. */
export function expectedAccuracy(items: readonly MatrixItem[], guesser: Guesser): number {
  const total = items.reduce((sum, item) => {
    const guesses = guesser(item);
    return sum + (guesses.includes(item.answer) ? 1 / guesses.length : 0);
  }, 0);
  return items.length === 0 ? 0 : total / items.length;
}

/** Share of items solved when a tie is broken by taking the first option in display order. */
export function firstPickAccuracy(items: readonly MatrixItem[], guesser: Guesser): number {
  return items.length === 0 ? 0 : items.filter((item) => guesser(item)[0] === item.answer).length / items.length;
}
