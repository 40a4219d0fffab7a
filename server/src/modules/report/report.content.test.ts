import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir, readContent } from '../../../seeds/content';
import type { TypeFacts } from '../../../seeds/bmbti';
import { LOCALES } from '../../shared/locales';
import { shape, strings } from '../../../test/contentShape';
import { POLES, type PoleLevelKey, type ReportContentFile } from './report.content';

const reportDir = path.join(contentDir, 'bmbti', 'report');
const files = fs.existsSync(reportDir) ? fs.readdirSync(reportDir).filter((f) => f.endsWith('.json')).sort() : [];
const locales = files.map((f) => f.replace(/\.json$/, ''));
const read = (locale: string) => readContent<ReportContentFile>('bmbti', 'report', `${locale}.json`)!;

const TYPE_CODES = 'INTJ INTP ENTJ ENTP INFJ INFP ENFJ ENFP ISTJ ISFJ ESTJ ESFJ ISTP ISFP ESTP ESFP'.split(' ');
const LEVELS: PoleLevelKey[] = ['very_low', 'low', 'moderate', 'high', 'very_high'];

/** Every list in a type's report, with the exact number of entries it must have. */
const LIST_LENGTHS: Record<string, Record<string, number>> = {
  personal: { strengths: 4, blindSpots: 3, practices: 4 },
  relationships: { strengths: 3, challenges: 3, tips: 4 },
  career: { strengths: 3, challenges: 3, fields: 6, tips: 3 },
};
const GUIDE_STEPS = 4;

describe('the 16-type report texts', () => {
  it('has the English source file, and one file per known locale only', () => {
    expect(locales).toContain('en-US');
    for (const locale of locales) expect(LOCALES as readonly string[], `report/${locale}.json`).toContain(locale);
  });

  it('covers the same 16 types as types.json', () => {
    const facts = readContent<TypeFacts[]>('bmbti', 'types.json')!;
    expect(facts.map((t) => t.code).sort()).toEqual([...TYPE_CODES].sort());
  });

  describe.each(locales)('%s', (locale) => {
    const report = read(locale);

    it('has all 16 types and all 10 poles, and nothing else', () => {
      expect(Object.keys(report).sort()).toEqual(['poles', 'types']);
      expect(Object.keys(report.types).sort()).toEqual([...TYPE_CODES].sort());
      expect(Object.keys(report.poles).sort()).toEqual([...POLES].sort());
    });

    it.each(TYPE_CODES)('%s has every section, each list at its exact length', (code) => {
      const t = report.types[code]!;
      // Further reading is not per type: it links to the product's own pages (report-depth files).
      expect(Object.keys(t).sort()).toEqual(['advancedGuide', 'career', 'personal', 'relationships']);
      for (const [section, lists] of Object.entries(LIST_LENGTHS)) {
        const body = (t as unknown as Record<string, Record<string, unknown>>)[section]!;
        expect(Object.keys(body).sort(), `${code}.${section}`).toEqual(['intro', ...Object.keys(lists)].sort());
        expect(typeof body.intro, `${code}.${section}.intro`).toBe('string');
        for (const [list, length] of Object.entries(lists)) {
          expect(body[list], `${code}.${section}.${list}`).toHaveLength(length);
        }
      }
      expect(Object.keys(t.advancedGuide).sort(), `${code}.advancedGuide`).toEqual(['intro', 'steps']);
      expect(t.advancedGuide.steps, `${code}.advancedGuide.steps`).toHaveLength(GUIDE_STEPS);
    });

    it.each([...POLES])('pole %s has a name, a summary and all five levels', (pole) => {
      const p = report.poles[pole]!;
      expect(Object.keys(p).sort()).toEqual(['levels', 'name', 'summary']);
      expect(Object.keys(p.levels).sort()).toEqual([...LEVELS].sort());
      for (const level of LEVELS) {
        expect(Object.keys(p.levels[level]).sort(), `${pole}.${level}`).toEqual(['quick', 'text']);
      }
    });

    it('has no empty text anywhere', () => {
      const all = strings(report);
      expect(all.length).toBeGreaterThan(0);
      for (const [at, text] of all) expect(text.trim(), at).not.toBe('');
    });

    it('has exactly the keys and list lengths of en-US.json', () => {
      expect(shape(report)).toEqual(shape(read('en-US')));
    });
  });

  // Stays red until the report is translated into every locale: a missing file is reported by name.
  it('has a report file for each of the nine locales', () => {
    expect(LOCALES.filter((l) => !locales.includes(l)), 'report files missing').toEqual([]);
  });
});
