import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { assembleReport } from '../modules/report/report.assemble';
import type { ReportModel } from '../modules/report/report.models';
import { axesFor, seedSources } from '../modules/report/report.seedSources';
import type { StatsSnapshot } from '../modules/report/report.stats';
import { shownTexts } from '../modules/report/report.words';
import { intlCatalog } from '../shared/intlCatalog';
import type { Locale } from '../shared/locales';
import { fontsFor } from './fonts';
import { createPdfWriter } from './pdfWriter';
import { renderReportPdf } from './reportPdf';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'report-pdf-'));

/** The PDF's text as pdftotext reads it, one printed line per line. */
function pdfLines(bytes: Buffer, name: string, layout = false): string[] {
  const file = path.join(dir, `${name}.pdf`);
  fs.writeFileSync(file, bytes);
  return execFileSync('pdftotext', [...(layout ? ['-layout'] : []), file, '-'], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

function model(locale: Locale, code: string, leanings: [number, number, number, number], calm: number, stats: StatsSnapshot | null = null): ReportModel {
  const sources = seedSources(locale, code, axesFor(code, leanings, calm))!;
  return {
    orderNumber: 'R1',
    orderId: 'r1',
    examId: 1754,
    status: 'COMPLETED',
    locale,
    firstName: 'Mina',
    additionalTests: [],
    completedAt: new Date('2026-11-22T10:00:00Z'),
    pdfUrl: null,
    ...assembleReport({ ...sources, snapshot: stats }),
  };
}

const TYPES = ['INTJ', 'INFP', 'ESFP', 'ESTJ', 'ENTJ', 'INFJ', 'ISFP', 'ESTP', 'ENTP', 'ENFJ', 'ISFJ', 'ISTP', 'INTP', 'ENFP', 'ESFJ', 'ISTJ'];

/**
 * Everyone's results as the stats service gives them once there are at least 500 (below that it gives none):
 * 1,284 results, eleven countries, the 16 types' recent shares.
 */
function liveStats(): StatsSnapshot {
  const deciles = [4, 15, 24, 33, 40, 47, 53, 60, 67, 77, 95];
  const countries = ['KR', 'US', 'JP', 'DE', 'FR', 'ES', 'PT', 'CN', 'HK', 'GB', 'CA'];
  return {
    sampleSize: 1284,
    axisDeciles: { EI: deciles, SN: deciles, TF: deciles, JP: deciles, ES: deciles },
    countries: Object.fromEntries(countries.map((c, i) => [c, Object.fromEntries(TYPES.map((t, j) => [t, ((j * 7 + i * 3) % 13) + 1.5]))])),
    recentShares: Object.fromEntries(TYPES.map((t, j) => [t, 11.2 - j * 0.6])),
  };
}

const pdfCatalog = intlCatalog(path.join(import.meta.dirname, 'locales'));

const squash = (s: string) => s.replace(/\s+/g, '');

/** Each of `needles` in `text`, one after the other; whitespace is ignored (pdftotext spaces runs of CJK its own way). */
function expectInOrder(text: string, needles: readonly string[]) {
  const hay = squash(text);
  let from = 0;
  for (const needle of needles) {
    const at = hay.indexOf(squash(needle), from);
    expect(at, `“${needle}” after “${hay.slice(Math.max(0, from - 60), from)}”`).toBeGreaterThanOrEqual(0);
    from = at + squash(needle).length;
  }
}

const HANGUL = /[\uAC00-\uD7A3]/;
const CLOSING = /^[、。，．,.:;!?）」』】〕〉》！？：；ー…]/u;

describe('the report PDF', () => {
  it('sets a long Korean paragraph with every line break between words (keep-all)', async () => {
    const paragraph = seedSources('ko-KR', 'INFJ', axesFor('INFJ', [70, 70, 70, 70], 50))!.texts.personal.intro.repeat(3);
    const doc = new PDFDocument({ size: 'A4', margin: 40 });
    const fonts = fontsFor('ko-KR', 'regular');
    for (const f of fonts) doc.registerFont(f.id, f.bytes);
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise((resolve) => doc.on('end', resolve));
    // A narrow column, so the paragraph makes many lines.
    createPdfWriter(doc, { left: 40, width: 230, top: 40, bottom: 800 }, 1.7).paragraph(paragraph, { size: 10.5, fonts, color: '#000' });
    doc.end();
    await ended;
    const lines = pdfLines(Buffer.concat(chunks), 'ko-paragraph');
    expect(lines.length).toBeGreaterThan(20);
    // Joined with a space where each line ends, the lines give back the paragraph: no word was cut.
    expect(lines.join(' ')).toBe(paragraph.replace(/\s+/g, ' ').trim());
  });

  it('never splits a Korean word anywhere in a whole ko-KR report', async () => {
    const report = model('ko-KR', 'ENFJ', [62, 53, 80, 91], 30);
    const lines = pdfLines(await renderReportPdf(report), 'ko-report');
    const words = new Set(shownTexts(report).join(' ').split(/\s+/));
    for (const line of lines) {
      for (const token of line.split(/\s+/).filter((w) => HANGUL.test(w))) {
        // Every Korean token printed is a whole word of the report's texts (or of the PDF's own labels, which are short).
        if (!words.has(token)) expect(token.length, `“${token}” in “${line}”`).toBeLessThanOrEqual(12);
      }
    }
    const intro = report.personal!.intro;
    const first = lines.findIndex((line) => line.length > 30 && intro.startsWith(line));
    expect(first).toBeGreaterThanOrEqual(0);
    let joined = lines[first]!;
    for (let i = first + 1; joined.length < intro.length; i += 1) joined = `${joined} ${lines[i]}`;
    expect(joined).toBe(intro);
  });

  it.each(['ja-JP', 'zh-CN', 'zh-HK'] as const)('%s: no line starts with closing punctuation', async (locale) => {
    const lines = pdfLines(await renderReportPdf(model(locale, 'ISFP', [70, 66, 58, 75], 60)), `${locale}-report`);
    expect(lines.length).toBeGreaterThan(100);
    for (const line of lines) expect(line).not.toMatch(CLOSING);
  });

  it('has a cover with the type, then the sections written for the scores, links to real pages, and no sample figures', async () => {
    const report = model('en-US', 'INTJ', [55, 90, 70, 62], 20);
    const bytes = await renderReportPdf(report, { publicUrl: 'https://innerscope.example' });
    const cover = pdfLines(bytes, 'en-cover').slice(0, 8).join('\n');
    expect(cover).toContain('INTJ');
    expect(cover).toContain(report.type!.title);
    expect(cover).toContain('Prepared for Mina');
    // The picture is on the cover: one image, drawn from the type's own file.
    expect(bytes.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const text = pdfLines(bytes, 'en-report').join('\n');
    for (const heading of [report.depth!.glance.title, report.depth!.personal.strongest.title, report.depth!.career.steadiness.title, 'A close call', 'Further reading']) {
      expect(text).toContain(heading);
    }
    for (const absent of ['Professional benchmark', 'Top 10 countries', 'Latest ranking', 'Reference range', 'Sample']) expect(text).not.toContain(absent);
    for (const item of report.furtherReading) {
      expect(bytes.toString('latin1')).toContain(`/URI (https://innerscope.example/en-US${item.href})`);
    }
  });

  it.each(['en-US', 'ko-KR', 'ja-JP'] as const)('%s: draws the page’s charts in its order, with their labels, figures and text equivalents', async (locale) => {
    // INFJ with Introversion a close call (52%), and enough results for the comparisons.
    const report = model(locale, 'INFJ', [52, 71, 63, 78], 38, liveStats());
    const text = pdfLines(await renderReportPdf(report), `${locale}-charts`, true).join('\n');
    const intl = pdfCatalog.intl(locale);
    const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
    const percent = (n: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(n / 100);
    const share = (n: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(n / 100);
    const countryName = (code: string) => new Intl.DisplayNames([locale], { type: 'region', style: code === 'HK' ? 'short' : 'long' }).of(code)!;
    const { population } = report.type!;
    const stats = report.stats!;
    const names = new Map(report.poles.map((p) => [p.pole, p.name]));
    const steps = ['VERY_LOW', 'LOW', 'MODERATE', 'HIGH', 'VERY_HIGH'].map((level) => t(`step.${level}`)).join(' ');
    const ownRank = stats.latestRanking.findIndex((r) => r.code === 'INFJ');
    expectInOrder(text, [
      // How common the type is: the sentence, then the three bars.
      t('population'),
      t('populationText', { total: share(population.total), male: share(population.male), female: share(population.female) }),
      `${t('populationTotal')} ${share(population.total)}`,
      `${t('populationMale')} ${share(population.male)}`,
      `${t('populationFemale')} ${share(population.female)}`,
      t('populationNote'),
      // Each pole: its score above its track, the five steps, the reader's named; the close call after its pair.
      t('dimensions'),
      ...report.poles.flatMap((pole) => [
        `${pole.name} (${pole.pole})`,
        t('yourScore', { percent: percent(pole.percent) }),
        steps,
        t('levelLabel', { level: t(`level.${pole.level}`) }),
        ...(pole.pole === 'I' ? [report.depth!.axes.find((a) => a.axis === 'EI')!.closeCall!.title] : []),
      ]),
      // The result table with its reference range, from the same results.
      t('resultAnalysis'),
      t('tableRange'),
      ...report.table.map((r) => `${r.dimension} ${percent(r.score)} ${t('rangeValue', { low: percent(r.rangeLow!), high: percent(r.rangeHigh!) })}`),
      // The benchmark: its bars, then the same figures in words.
      t('benchmark'),
      t('liveNote', { count: 1284 }),
      ...stats.benchmark.map((b) => `${names.get(b.pole)} ${percent(b.percentile)}`),
      ...stats.benchmark.map((b) => t('benchmarkLine', { pole: names.get(b.pole)!, percentile: percent(b.percentile) })),
      // The ten countries, largest share first.
      t('topCountries'),
      ...stats.topCountries.map((c) => `${countryName(c.country)} ${share(c.percent)}`),
      // All sixteen types with their ranks, the reader's own named, then the sentence that says it.
      t('latestRanking'),
      ...stats.latestRanking.map((r, i) => `${i + 1} ${r.code === 'INFJ' ? t('yourTick', { code: r.code }) : r.code} ${share(r.percent)}`),
      t('yourRank', { code: 'INFJ', rank: ownRank + 1, percent: share(stats.latestRanking[ownRank]!.percent) }),
      t('personalGrowth'),
    ]);
    expect(stats.topCountries).toHaveLength(10);
    expect(stats.topCountries.map((c) => c.country)).toContain('HK');
    if (locale === 'en-US') expect(text).not.toContain('SAR');
  });

  it('leaves out every chart that needs other people’s results while there are fewer than 500 of them', async () => {
    const text = pdfLines(await renderReportPdf(model('en-US', 'INFJ', [52, 71, 63, 78], 38, null)), 'en-no-stats', true).join('\n');
    // The charts of the reader's own scores and of the type's published estimates are there...
    for (const present of ['How common your type is', 'Everyone', 'Your score: 52%', 'Level: moderate', 'Your score on each dimension, with a quick reading']) {
      expect(text).toContain(present);
    }
    // ...and nothing drawn from other test takers: no comparison, no reference range, no source line.
    for (const absent of ['Professional benchmark', 'Top 10 countries', 'Latest ranking', 'Reference range', '(you)', 'Drawn from', 'test takers']) {
      expect(text).not.toContain(absent);
    }
  });
});
