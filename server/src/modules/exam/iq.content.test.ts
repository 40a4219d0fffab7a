import { describe, expect, it } from 'vitest';
import { readContent } from '../../../seeds/content';
import { EXAMS } from '../../../seeds/exams';
import { partsOf } from '../../../seeds/examContent';
import type { ExamFile, ItemTextsFile } from './examContent.models';
import { LOCALES } from '../../shared/locales';
import { IQ_RULE_KINDS } from '../scoring/iq.scoring';
import type { IqReportTexts } from '../report/iq.texts';

const exam = readContent<ExamFile>('iq', 'exam.json')!;
const englishReport = readContent<IqReportTexts>('iq', 'report', 'en-US.json')!;

/** Every leaf text of a JSON document with its path. */
function leaves(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (Array.isArray(node)) return node.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  return [];
}
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the matrix reasoning test as data', () => {
  it('is IQ-1803, category iq, 25 minutes, three forms of 30 items answered by choosing an option', () => {
    expect(EXAMS.find((e) => e.code === 'IQ')).toMatchObject({ id: 1803, kind: 'IQ', live: true, contentDir: 'iq' });
    expect(exam).toMatchObject({ code: 'IQ', examId: 1803, category: 'iq', minutes: 25 });
    for (const form of ['A', 'B', 'C']) {
      const ids = exam.items.filter((i) => i.block === form).map((i) => i.id);
      expect(ids).toEqual(Array.from({ length: 30 }, (_, i) => `${form}${String(i + 1).padStart(2, '0')}`));
    }
    expect(partsOf(exam)).toEqual([{ part: 1, blocks: ['A', 'B', 'C'].map((block) => ({ block, kind: 'choice_timed' })) }]);
    expect(new Set(exam.items.map((i) => i.position)).size).toBe(90);
  });
});

describe.each(LOCALES)('the matrix reasoning test in %s', (locale) => {
  it('words the question of every item, labels eight options and more, and the instructions of each form', () => {
    const texts = readContent<ItemTextsFile>('iq', 'items', `${locale}.json`)!;
    expect(Object.keys(texts.items).sort()).toEqual(exam.items.map((i) => i.id).sort());
    expect(texts.labels['choice_timed']).toHaveLength(10);
    expect(Object.keys(texts.instructions ?? {}).sort()).toEqual(['A', 'B', 'C']);
    expect(texts.attribution?.length).toBeGreaterThan(0);
    if (/^(zh|ja|ko)/.test(locale)) for (const text of Object.values(texts.items)) expect(text).not.toMatch(/[A-Za-z]/);
  });

  it('has every report text of en-US, with the same placeholders, written in its own words', () => {
    const report = readContent<IqReportTexts>('iq', 'report', `${locale}.json`)!;
    const own = new Map(leaves(report));
    const source = leaves(englishReport);
    expect([...own.keys()].sort()).toEqual(source.map(([p]) => p).sort());
    for (const [path, text] of source) {
      const translated = own.get(path)!;
      expect(translated.trim().length, `${locale} ${path}`).toBeGreaterThan(0);
      expect(placeholders(translated), `${locale} ${path}`).toEqual(placeholders(text));
      if (locale !== 'en-US') expect(translated, `${locale} ${path} is still the English text`).not.toBe(text);
    }
    expect(Object.keys(report.rules).sort()).toEqual([...IQ_RULE_KINDS].sort());
    expect(report.provisional).toContain('{n}');
    expect(report.limits.length).toBeGreaterThanOrEqual(4);
    expect(report.practice.length).toBeGreaterThanOrEqual(3);
  });
});
