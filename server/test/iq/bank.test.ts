import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LOCALES } from '@innerscope/shared/locales';
import { formatBank } from '@innerscope/shared/iq/bankJson';
import { describePanelText } from '@innerscope/shared/iq/describePanelText';
import { BAND_WIDTH, difficultyBand, FORM_LENGTH, FORMS, generateBank } from '@innerscope/shared/iq/generator';
import { renderItemSvg } from '@innerscope/shared/iq/render';
import type { MatrixBank, MatrixItem } from '@innerscope/shared/iq/types';
import { itemProblems } from '@innerscope/shared/iq/validate';
import { describe, expect, it } from 'vitest';
import { contentDir } from '../../seeds/content';

/** The stored bank (seeds/content/iq/bank.json): generated, never hand-edited, sound item by item. */
const file = path.join(contentDir, 'iq', 'bank.json');
const text = fs.readFileSync(file, 'utf8');
const bank = JSON.parse(text) as MatrixBank;
const items: MatrixItem[] = [bank.practice, ...FORMS.flatMap((form) => bank.forms[form])];

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function bands(form: (typeof FORMS)[number]): string {
  return bank.forms[form].map((item) => difficultyBand(item.difficulty)).join();
}

describe('the IQ matrix bank', () => {
  it('is exactly what the generator writes for its seed', () => {
    expect(formatBank(generateBank(bank.seed)) === text).toBe(true);
  });

  it('has one easy practice item and three forms of thirty, easy to hard, with stable ids', () => {
    expect(bank.practice.id).toBe('P1');
    expect(bank.practice.difficulty).toBeLessThanOrEqual(Math.min(...FORMS.map((form) => bank.forms[form][0]?.difficulty ?? 0)));
    for (const form of FORMS) {
      const list = bank.forms[form];
      expect(list).toHaveLength(FORM_LENGTH);
      expect(list.map((item) => item.id)).toEqual(list.map((_, index) => `${form}${String(index + 1).padStart(2, '0')}`));
      const difficulties = list.map((item) => item.difficulty);
      expect(difficulties).toEqual([...difficulties].sort((a, b) => a - b));
    }
  });

  it('matches its forms band by band, and never repeats an item', () => {
    expect(BAND_WIDTH).toBeGreaterThan(0);
    expect(bands('B')).toBe(bands('A'));
    expect(bands('C')).toBe(bands('A'));
    const keys = items.map((item) => JSON.stringify([item.cells, item.options[item.answer]]));
    expect(new Set(keys).size).toBe(items.length);
  });

  it('holds only sound items', () => {
    for (const item of items) expect(itemProblems(item), item.id).toEqual([]);
  });

  it('draws each item (eight cells and eight options) in at most 3 KB gzipped', () => {
    const sizes = items.map((item) => {
      const svgs = renderItemSvg(item);
      return gzipSync([...svgs.cells, ...svgs.options].join('')).length;
    });
    expect(Math.max(...sizes)).toBeLessThanOrEqual(3 * 1024);
    expect(median(sizes)).toBeGreaterThan(0);
  });

  it('describes every panel in every locale', () => {
    for (const item of items) {
      for (const panel of [...item.cells, ...item.options]) {
        for (const locale of LOCALES) expect(describePanelText(panel, item.layout, locale)).not.toMatch(/undefined|NaN/);
      }
    }
  });
});
