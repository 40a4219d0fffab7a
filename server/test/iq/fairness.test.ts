import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  expectedAccuracy,
  firstPickAccuracy,
  majorityVote,
  mostOneChangeNeighbours,
  nearestToOthers,
  readingSolver,
} from '@innerscope/shared/iq/fairness';
import { FORMS } from '@innerscope/shared/iq/generator';
import { renderItemSvg } from '@innerscope/shared/iq/render';
import type { MatrixBank, MatrixItem } from '@innerscope/shared/iq/types';
import { describe, expect, it } from 'vitest';
import { contentDir } from '../../seeds/content';

/**
 * The bank must not give its answers away: solvers that look only at the eight options stay near chance
 * (1 in 8), and a solver that reads the matrix without being told the rules finds every answer.
 */
const bank = JSON.parse(fs.readFileSync(path.join(contentDir, 'iq', 'bank.json'), 'utf8')) as MatrixBank;
const items: MatrixItem[] = [bank.practice, ...FORMS.flatMap((form) => bank.forms[form])];

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

describe('fairness of the IQ matrix bank', () => {
  const blind = { 'majority vote': majorityVote, 'nearest to the others': nearestToOthers, 'most one-change neighbours': mostOneChangeNeighbours };

  it('keeps options-only solvers near chance and lets the reading solver find every answer', () => {
    const figures = Object.entries(blind).map(([name, guesser]) => ({
      name,
      expected: expectedAccuracy(items, guesser),
      firstPick: firstPickAccuracy(items, guesser),
    }));
    const reading = expectedAccuracy(items, readingSolver);
    const sizes = items.map((item) => gzipSync(Object.values(renderItemSvg(item)).flat().join('')).length).sort((a, b) => a - b);
    const difficulty = FORMS.map((form) => {
      const values = bank.forms[form].map((item) => item.difficulty);
      return `${form} ${values.length} items ${values[0]}/${values[Math.floor(values.length / 2)]}/${values[values.length - 1]}`;
    });
    // One summary line per run, so the figures can be quoted from the test output.
    // oxlint-disable-next-line no-console
    console.log(
      [
        `IQ bank (seed ${bank.seed}, ${items.length} items, chance 12.5%)`,
        ...figures.map((figure) => `  options only, ${figure.name}: ${percent(figure.expected)} (ties split), ${percent(figure.firstPick)} (first of ties)`),
        `  reading the matrix: ${percent(reading)}`,
        `  difficulty min/median/max: ${difficulty.join('; ')}`,
        `  SVG per item, gzip bytes: max ${sizes[sizes.length - 1]}, median ${sizes[Math.floor(sizes.length / 2)]}`,
      ].join('\n'),
    );
    for (const figure of figures) {
      expect(figure.expected, figure.name).toBeLessThanOrEqual(0.2);
      expect(figure.firstPick, figure.name).toBeLessThanOrEqual(0.2);
    }
    expect(reading).toBe(1);
    for (const item of items) expect(readingSolver(item), item.id).toEqual([item.answer]);
  });
});
