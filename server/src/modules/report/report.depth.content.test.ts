import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir, readContent } from '../../../seeds/content';
import { LOCALES } from '../../shared/locales';
import { allDepthKeys, type DepthTexts, isDepthComment } from './report.content';

const depthDir = path.join(contentDir, 'bmbti', 'report-depth');
const locales = fs.existsSync(depthDir) ? fs.readdirSync(depthDir).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')).sort() : [];
const read = (locale: string) => readContent<DepthTexts>('bmbti', 'report-depth', `${locale}.json`)!;
const texts = (file: DepthTexts) => Object.entries(file).filter(([key]) => !isDepthComment(key));
const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the report texts written for a person’s scores (report-depth)', () => {
  it('has the English source, and files for known locales only', () => {
    expect(locales).toContain('en-US');
    for (const locale of locales) expect(LOCALES as readonly string[], `report-depth/${locale}.json`).toContain(locale);
  });

  // A locale shows the new sections only with its whole file: a half-translated one would mix languages.
  it.each([...LOCALES])('%s has either the full depth file or none', (locale) => {
    if (!locales.includes(locale)) return;
    const file = read(locale);
    const keys = texts(file).map(([key]) => key).sort();
    expect(keys).toEqual(allDepthKeys().sort());
    for (const [key, value] of Object.entries(file)) {
      expect(typeof value, key).toBe('string');
      expect(value.trim(), key).not.toBe('');
    }
  });

  it.each(locales)('%s is plain text: no markup, no placeholders left to fill, no other publisher named', (locale) => {
    for (const [key, value] of texts(read(locale))) {
      expect(value, key).not.toMatch(/[<>{}]/);
      expect(value, key).not.toMatch(/MBTI|Myers|Briggs|16Personalities/i);
    }
  });

  it('en-US: every paragraph is substantial, not a one-liner', () => {
    const file = read('en-US');
    for (const [key, value] of texts(file)) {
      const minimum = key.endsWith('.title') || key.startsWith('glance.') ? 1 : key.startsWith('reading.') ? 8 : key.includes('.weakest.') ? 60 : 80;
      expect(wordsOf(value), key).toBeGreaterThanOrEqual(minimum);
    }
  });

  it('en-US: one comment per section, saying what it is for', () => {
    const comments = Object.keys(read('en-US')).filter(isDepthComment);
    const sections = new Set(allDepthKeys().map((key) => key.split('.')[0]));
    for (const section of sections) expect(comments, section).toContain(`${section}._comment`);
  });
});
