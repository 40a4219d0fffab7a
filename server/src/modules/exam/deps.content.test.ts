import { describe, expect, it } from 'vitest';
import { readContent } from '../../../seeds/content';
import { LOCALES } from '../../shared/locales';
import { shape, strings } from '../../../test/contentShape';

interface DepsExam {
  code: string;
  examId: number;
  parts: { part: number; scale: string; instrument: string }[];
  items: { id: string; instrument: 'PHQ9' | 'WHO5'; part: number; position: number }[];
}
interface DepsItemTexts {
  instructions: Record<'PHQ9' | 'WHO5', string>;
  labels: Record<'PHQ9' | 'WHO5', string[]>;
  items: Record<string, string>;
  tips: Record<string, string>;
  attribution: string;
}
interface CrisisLine {
  name: string;
  phone?: string;
  text?: string;
  url?: string;
  hours?: string;
}
interface CrisisTable {
  reviewedOn: string;
  countries: Record<string, { emergency: string; lines: CrisisLine[] }>;
  international: { lines: { name: string; url: string }[] };
}

const exam = readContent<DepsExam>('deps', 'exam.json')!;
const items = (locale: string) => readContent<DepsItemTexts>('deps', 'items', `${locale}.json`);
const report = (locale: string) => readContent<Record<string, unknown>>('deps', 'report', `${locale}.json`);
const sourceItems = items('en-US')!;
const sourceReport = report('en-US')!;

const PHQ9 = Array.from({ length: 9 }, (_, n) => `PHQ9_${n + 1}`);
const WHO5 = Array.from({ length: 5 }, (_, n) => `WHO5_${n + 1}`);
const BANDS = ['minimal', 'mild', 'moderate', 'moderately_severe', 'severe'];
const PATTERNS = ['mood', 'body', 'thinking', 'activity'];
const COUNTRIES = 'US GB CA AU CN HK TW MO SG JP KR FR BE CH ES MX AR DE AT PT BR'.split(' ');
const NON_ENGLISH = LOCALES.filter((l) => l !== 'en-US');

/** Texts that may read the same in every language: instrument names and numbers. */
const LANGUAGE_NEUTRAL = /^[\d\s.,:;()/+\-–—]*(WHO-5|PHQ-9)?[\d\s.,:;()/+\-–—]*$/;

function expectTranslated(locale: string, texts: unknown, source: unknown) {
  const english = new Map(strings(source));
  for (const [at, text] of strings(texts)) {
    if (LANGUAGE_NEUTRAL.test(text)) continue;
    expect(text, `${locale} ${at} is still the English text`).not.toBe(english.get(at));
  }
}

describe('the depression screen (DEPS) content', () => {
  it('lists 9 PHQ-9 items in part 1 and 5 WHO-5 items in part 2, at positions 1..14', () => {
    expect(exam).toMatchObject({ code: 'DEPS', examId: 1801 });
    expect(exam.parts).toEqual([
      { part: 1, scale: 'freq0_3', instrument: 'PHQ9' },
      { part: 2, scale: 'freq0_5', instrument: 'WHO5' },
    ]);
    expect(exam.items.map((i) => i.id)).toEqual([...PHQ9, ...WHO5]);
    expect(exam.items.map((i) => i.position)).toEqual(exam.items.map((_, n) => n + 1));
    for (const item of exam.items) expect(item.part, item.id).toBe(item.instrument === 'PHQ9' ? 1 : 2);
  });

  describe.each(LOCALES)('%s', (locale) => {
    const texts = items(locale);
    const body = report(locale);

    it('has the item texts: 9 PHQ-9 and 5 WHO-5 items, 4 and 6 labels, nothing empty', () => {
      expect(texts, `items/${locale}.json`).not.toBeNull();
      expect(shape(texts)).toEqual(shape(sourceItems));
      expect(Object.keys(texts!.items)).toEqual([...PHQ9, ...WHO5]);
      expect(texts!.labels.PHQ9).toHaveLength(4);
      expect(texts!.labels.WHO5).toHaveLength(6);
      expect(new Set(texts!.labels.WHO5).size, 'six distinct WHO-5 labels').toBe(6);
      expect(new Set(Object.values(texts!.items)).size, 'no two items alike').toBe(14);
      for (const [at, text] of strings(texts)) expect(text.trim(), at).not.toBe('');
      expect(texts!.attribution).toMatch(/PHQ-9/);
      expect(texts!.attribution).toMatch(/WHO-5/);
      expect(texts!.attribution).toMatch(/Pfizer/);
      expect(texts!.attribution).toMatch(/Frederiksborg/);
      if (/^(zh|ja|ko)/.test(locale)) {
        for (const id of [...PHQ9, ...WHO5]) expect(texts!.items[id], `${locale} ${id}`).not.toMatch(/[A-Za-z]/);
      }
    });

    it('has the report texts: every section of en-US, at the same lengths, nothing empty', () => {
      expect(body, `report/${locale}.json`).not.toBeNull();
      expect(shape(body)).toEqual(shape(sourceReport));
      for (const [at, text] of strings(body)) expect(text.trim(), at).not.toBe('');
    });

    if (locale !== 'en-US') {
      it('leaves nothing in English', () => {
        expectTranslated(locale, texts, sourceItems);
        expectTranslated(locale, body, sourceReport);
      });
    }
  });

  it('has the sections the report needs, at the lengths the product promises', () => {
    const r = sourceReport as {
      bands: Record<string, { nextSteps: string[] }>;
      symptoms: Record<string, { levels: string[]; tips: string[] }>;
      patterns: Record<string, unknown>;
      selfHelpPlan: unknown[];
      doctorTalk: { checklist: string[]; phrases: string[] };
    };
    expect(Object.keys(sourceReport).sort()).toEqual(
      ['bands', 'disclaimer', 'doctorTalk', 'item9', 'patterns', 'retest', 'selfHelpPlan', 'symptoms', 'wellbeing'].sort(),
    );
    expect(Object.keys(r.bands)).toEqual(BANDS);
    for (const band of BANDS) {
      expect(r.bands[band]!.nextSteps.length, band).toBeGreaterThanOrEqual(3);
      expect(r.bands[band]!.nextSteps.length, band).toBeLessThanOrEqual(5);
    }
    expect(Object.keys(r.symptoms)).toEqual(PHQ9);
    for (const id of PHQ9) {
      expect(r.symptoms[id]!.levels, id).toHaveLength(4);
      expect(r.symptoms[id]!.tips.length, id).toBeGreaterThanOrEqual(2);
      expect(r.symptoms[id]!.tips.length, id).toBeLessThanOrEqual(3);
    }
    expect(Object.keys(r.patterns).sort()).toEqual([...PATTERNS].sort());
    expect(r.selfHelpPlan.length).toBeGreaterThanOrEqual(5);
    expect(r.selfHelpPlan.length).toBeLessThanOrEqual(7);
    expect(r.doctorTalk.checklist.length).toBeGreaterThan(0);
    expect(r.doctorTalk.phrases.length).toBeGreaterThan(0);
  });

  it.each(NON_ENGLISH)('%s: the WHO-5 items are not shared word for word with another language', (locale) => {
    const others = LOCALES.filter((l) => l !== locale).map((l) => items(l)!.items.WHO5_1);
    expect(others).not.toContain(items(locale)!.items.WHO5_1);
  });

  describe('crisis lines', () => {
    const crisis = readContent<CrisisTable>('deps', 'crisis.json')!;

    it('was reviewed on a real date', () => {
      expect(crisis.reviewedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(crisis.reviewedOn))).toBe(false);
    });

    it('covers every country the product serves', () => {
      for (const country of COUNTRIES) expect(Object.keys(crisis.countries), country).toContain(country);
    });

    it.each(Object.keys(readContent<CrisisTable>('deps', 'crisis.json')?.countries ?? {}))(
      '%s has an emergency number and at least one named line to call or text',
      (country) => {
        const entry = crisis.countries[country]!;
        expect(country).toMatch(/^[A-Z]{2}$/);
        expect(entry.emergency).toMatch(/^\d{3}$/);
        expect(entry.lines.length).toBeGreaterThan(0);
        for (const line of entry.lines) {
          expect(line.name.trim(), country).not.toBe('');
          expect(line.phone ?? line.text, `${country} ${line.name}`).toMatch(/^\d[\d -]*\d$/);
          if (line.url) expect(line.url, `${country} ${line.name}`).toMatch(/^https:\/\//);
        }
      },
    );

    it('has an international fallback directory', () => {
      expect(crisis.international.lines.length).toBeGreaterThan(0);
      for (const line of crisis.international.lines) {
        expect(line.name.trim()).not.toBe('');
        expect(line.url).toMatch(/^https:\/\//);
      }
    });
  });
});
