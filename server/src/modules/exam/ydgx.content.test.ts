import { describe, expect, it } from 'vitest';
import { readContent } from '../../../seeds/content';
import { LOCALES } from '../../shared/locales';

interface ExamItem {
  id: string;
  block: 'BIG5' | 'THINK' | 'REL' | 'MOTIVE' | 'WHO5';
  dimension?: string;
  keyed?: '+' | '-';
  part: number;
  position: number;
}
interface Exam {
  code: string;
  examId: number;
  items: ExamItem[];
  norms: { source: string; n: number; dimensions: Record<string, { mean: number; sd: number }> };
}
type Texts = Record<string, unknown>;

const exam = readContent<Exam>('ydgx', 'exam.json')!;
const english = readContent<Texts>('ydgx', 'items', 'en-US.json')!;
const englishReport = readContent<Texts>('ydgx', 'report', 'en-US.json')!;

/**
 * The keying as published for the IPIP 50 Big-Five markers, in published order (ipip.ori.org), and the direction
 * each of our own statements was written in. Kept apart from exam.json on purpose: respondents are simulated from
 * this table and scored with exam.json, so a key flipped in exam.json breaks its scale's consistency.
 */
const PUBLISHED_IPIP: Record<string, string> = {
  E: '+-+-+-+-+-',
  A: '-+-+-+-+++',
  C: '+-+-+-+-++',
  ES: '-+-+------', // Emotional Stability as published; our N is its reverse
  O: '+-+-+-++++',
};
const WRITTEN: Record<string, string> = {
  R: '+-+-+-+-',
  INT: '+-+-+-',
  IND: '+-+-+-',
  SEC: '+-+-+-',
  SOC: '++++',
  RES: '++++',
  EMO: '++++',
  QUA: '++++',
};
const flip = (keys: string) => [...keys].map((k) => (k === '+' ? '-' : '+')).join('');
const TRUE_KEYS: Record<string, string> = { ...PUBLISHED_IPIP, N: flip(PUBLISHED_IPIP.ES!), ...WRITTEN };
delete TRUE_KEYS.ES;

const BLOCK_DIMENSIONS: Record<string, string[]> = {
  BIG5: ['E', 'A', 'C', 'N', 'O'],
  THINK: ['R'],
  REL: ['INT', 'IND', 'SEC'],
  MOTIVE: ['SOC', 'RES', 'EMO', 'QUA'],
};
const DIMENSIONS = Object.values(BLOCK_DIMENSIONS).flat();

/** Mulberry32: a small seeded generator, so the simulation is the same on every run. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function normal(rand: () => number) {
  const u = Math.max(rand(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}
const variance = (xs: number[]) => {
  const m = xs.reduce((s, x) => s + x, 0) / xs.length;
  return xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1);
};
function correlation(xs: number[], ys: number[]) {
  const mx = xs.reduce((s, x) => s + x, 0) / xs.length;
  const my = ys.reduce((s, y) => s + y, 0) / ys.length;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, n) => {
    sxy += (x - mx) * (ys[n]! - my);
    sxx += (x - mx) ** 2;
    syy += (ys[n]! - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}
/** Cronbach's alpha of a respondents x items matrix of keyed scores. */
function cronbachAlpha(rows: number[][]) {
  const k = rows[0]!.length;
  const itemVariance = Array.from({ length: k }, (_, j) => variance(rows.map((r) => r[j]!)));
  const totalVariance = variance(rows.map((r) => r.reduce((s, x) => s + x, 0)));
  return (k / (k - 1)) * (1 - itemVariance.reduce((s, v) => s + v, 0) / totalVariance);
}

/**
 * 2,000 respondents, one latent trait per dimension: each answer is the trait in the item's true direction plus
 * noise, cut into the five accuracy5 answers (1..5). Each answer is then scored with exam.json's key.
 */
function simulate(dimension: string, items: ExamItem[], seed: number) {
  const rand = prng(seed);
  const trueKeys = TRUE_KEYS[dimension]!;
  const cuts = [-1.3, -0.45, 0.45, 1.3];
  return Array.from({ length: 2000 }, () => {
    const trait = normal(rand);
    return items.map((item, n) => {
      const signal = (trueKeys[n] === '+' ? 1 : -1) * trait + 0.9 * normal(rand);
      const answer = 1 + cuts.filter((c) => signal > c).length;
      return item.keyed === '-' ? 6 - answer : answer;
    });
  });
}

const itemsOf = (dimension: string) =>
  exam.items.filter((i) => i.dimension === dimension).sort((a, b) => a.position - b.position);

describe('the psychological map (YDGX) item bank', () => {
  it('has 97 items: 50 + 8 + 18 + 16 scored statements and 5 WHO-5 references, positions 1..97', () => {
    expect(exam.code).toBe('YDGX');
    expect(exam.examId).toBe(1802);
    const count = (block: string) => exam.items.filter((i) => i.block === block).length;
    expect([count('BIG5'), count('THINK'), count('REL'), count('MOTIVE'), count('WHO5')]).toEqual([50, 8, 18, 16, 5]);
    expect(exam.items).toHaveLength(97);
    expect(new Set(exam.items.map((i) => i.id)).size).toBe(97);
    expect([...exam.items].sort((a, b) => a.position - b.position).map((i) => i.position)).toEqual(
      exam.items.map((_, n) => n + 1),
    );
    expect(exam.items.filter((i) => i.block === 'WHO5').map((i) => i.id)).toEqual([1, 2, 3, 4, 5].map((n) => `WHO5_${n}`));
    expect(exam.items.filter((i) => i.block === 'WHO5').every((i) => i.part === 3)).toBe(true);
  });

  it('gives each dimension its block, size and a key per statement', () => {
    for (const [block, dimensions] of Object.entries(BLOCK_DIMENSIONS)) {
      for (const dimension of dimensions) {
        const items = itemsOf(dimension);
        expect(items.every((i) => i.block === block && (i.keyed === '+' || i.keyed === '-')), dimension).toBe(true);
        expect(items.length, dimension).toBe(TRUE_KEYS[dimension]!.length);
      }
    }
  });

  it('interleaves the Big-Five markers E, A, C, N, O in the published order', () => {
    const big5 = exam.items.filter((i) => i.block === 'BIG5').sort((a, b) => a.position - b.position);
    expect(big5.map((i) => i.dimension).join('')).toBe('EACNO'.repeat(10));
    expect(big5.every((i) => i.part === 1)).toBe(true);
  });

  it('keys N as Neuroticism and keeps norms for the five factors', () => {
    expect(english.items && (english.items as Record<string, string>).B5_N02).toBe('Am relaxed most of the time.');
    expect(exam.items.find((i) => i.id === 'B5_N02')!.keyed).toBe('-');
    expect(exam.norms.n).toBeGreaterThan(0);
    expect(exam.norms.source.length).toBeGreaterThan(40);
    for (const d of BLOCK_DIMENSIONS.BIG5!) {
      const { mean, sd } = exam.norms.dimensions[d]!;
      expect(mean, d).toBeGreaterThan(10);
      expect(mean, d).toBeLessThan(50);
      expect(sd, d).toBeGreaterThan(3);
      expect(sd, d).toBeLessThan(15);
    }
  });

  it.each(DIMENSIONS)('%s hangs together in 2,000 simulated respondents (alpha >= 0.7, every item adds)', (dimension) => {
    const items = itemsOf(dimension);
    const rows = simulate(dimension, items, 1802 + DIMENSIONS.indexOf(dimension));
    expect(cronbachAlpha(rows), `alpha of ${dimension}`).toBeGreaterThanOrEqual(0.7);
    const totals = rows.map((r) => r.reduce((s, x) => s + x, 0));
    items.forEach((item, j) => {
      const rest = rows.map((r, n) => totals[n]! - r[j]!);
      expect(correlation(rows.map((r) => r[j]!), rest), `${item.id} against the rest of ${dimension}`).toBeGreaterThan(
        0.2,
      );
    });
  });

  it('catches a flipped key: the same simulation with one key reversed fails the check', () => {
    const items = itemsOf('SOC').map((i, n) => (n === 0 ? { ...i, keyed: '-' as const } : i));
    const rows = simulate('SOC', items, 7);
    const totals = rows.map((r) => r.reduce((s, x) => s + x, 0));
    const rest = rows.map((r, n) => totals[n]! - r[0]!);
    expect(correlation(rows.map((r) => r[0]!), rest)).toBeLessThan(0.2);
  });
});

/** Every string of a JSON tree with its path, to compare locales key by key. */
function leaves(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (Array.isArray(node)) return node.flatMap((child, n) => leaves(child, `${path}[${n}]`));
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
  }
  return [];
}
function shape(node: unknown, path = ''): string[] {
  if (Array.isArray(node)) return [`${path}[]`];
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, child]) => shape(child, path ? `${path}.${key}` : key));
  }
  return [path];
}

describe.each(['items', 'report'])('the psychological map %s texts', (kind) => {
  const source = kind === 'items' ? english : englishReport;

  it.each(LOCALES)('%s has every key of en-US, no empty text, nothing left in English', (locale) => {
    const texts = readContent<Texts>('ydgx', kind, `${locale}.json`);
    expect(texts, `${kind}/${locale}.json`).not.toBeNull();
    expect(shape(texts).sort()).toEqual(shape(source).sort());
    const own = new Map(leaves(texts));
    for (const [path, text] of leaves(source)) {
      const translated = own.get(path);
      expect(translated, `${locale} ${path}`).toBeDefined();
      expect(translated!.trim().length, `${locale} ${path}`).toBeGreaterThan(0);
      if (locale !== 'en-US') expect(translated, `${locale} ${path} is still the English text`).not.toBe(text);
    }
  });
});

describe('the psychological map item texts', () => {
  const ids = exam.items.filter((i) => i.block !== 'WHO5').map((i) => i.id);

  it.each(LOCALES)('%s words each of the 92 statements once, five labels, WHO-5 left to the DEPS texts', (locale) => {
    const texts = readContent<{ items: Record<string, string>; labels: { accuracy5: string[] } }>(
      'ydgx',
      'items',
      `${locale}.json`,
    )!;
    expect(Object.keys(texts.items).sort()).toEqual([...ids].sort());
    expect(new Set(Object.values(texts.items)).size, 'no two statements alike').toBe(92);
    expect(texts.labels.accuracy5).toHaveLength(5);
    if (/^(zh|ja|ko)/.test(locale)) {
      for (const id of ids) expect(texts.items[id], `${locale} ${id}`).not.toMatch(/[A-Za-z]/);
    }
  });
});

describe('the psychological map report', () => {
  it.each(LOCALES)('%s covers every dimension with three levels and advice, and every pole with keywords and a tag', (locale) => {
    const report = readContent<{
      dimensions: Record<string, { levels: Record<string, string>; advice: Record<string, string> }>;
      keywords: Record<string, string[]>;
      tags: Record<string, string>;
    }>('ydgx', 'report', `${locale}.json`)!;
    expect(Object.keys(report.dimensions).sort()).toEqual([...DIMENSIONS].sort());
    for (const d of DIMENSIONS) {
      expect(Object.keys(report.dimensions[d]!.levels).sort(), d).toEqual(['high', 'low', 'medium']);
      expect(Object.keys(report.dimensions[d]!.advice).sort(), d).toEqual(['high', 'low', 'medium']);
      for (const pole of [`${d}+`, `${d}-`]) {
        expect(report.keywords[pole]!.length, pole).toBeGreaterThanOrEqual(2);
        expect(report.tags[pole]!.length, pole).toBeGreaterThan(0);
      }
    }
  });

  it('runs to about 2,500 words in English', () => {
    const words = leaves(englishReport)
      .map(([, text]) => text.split(/\s+/).filter(Boolean).length)
      .reduce((s, n) => s + n, 0);
    expect(words).toBeGreaterThanOrEqual(2200);
  });
});
