import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { intlCatalog } from '../shared/intlCatalog';
import { normalizeLocale, DEFAULT_LOCALE, type Locale } from '../shared/locales';
import type { ReportModel } from '../modules/report/report.models';
import { fontsFor, splitRuns, type LoadedFont } from './fonts';

const catalog = intlCatalog(path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales'));

const INK = '#1f2933';
const MUTED = '#52606d';
const TRACK = '#e4e7eb';
const MARGIN = 50;

type TextOptions = PDFKit.Mixins.TextOptions;

/**
 * Renders a paid report as an A4 PDF in the report's locale: the same sections and figures as the page, charts
 * drawn as vector bars. Everything is drawn from the report model: no file, font or image is fetched, and the
 * buyer's name is set as text like any other.
 */
export async function renderReportPdf(report: ReportModel): Promise<Buffer> {
  if (!report.type || !report.personal || !report.relationships || !report.career || !report.advancedGuide || !report.stats) {
    throw new Error(`report ${report.orderNumber} is not paid: nothing to render`);
  }
  const locale: Locale = normalizeLocale(report.locale) ?? DEFAULT_LOCALE;
  const intl = catalog.intl(locale);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const accent = report.type.accent;
  const regular = fontsFor(locale, 'regular');
  const bold = fontsFor(locale, 'bold');

  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 10, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: locale,
    displayTitle: true,
    info: { Title: t('documentTitle', { code: report.type.code }), Author: t('brand'), Subject: report.type.title },
  });
  for (const f of [...regular, ...bold]) doc.registerFont(f.id, f.bytes);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const ensure = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  /** Text in the fonts that have its characters, as one flowing paragraph. */
  function write(text: string, size: number, options: TextOptions & { fonts?: LoadedFont[]; color?: string } = {}) {
    const { fonts = regular, color = INK, ...rest } = options;
    doc.fontSize(size).fillColor(color);
    const runs = splitRuns(text, fonts);
    runs.forEach((run, i) => {
      doc.font(run.font.id).text(run.text, { lineGap: size * 0.35, ...rest, continued: i < runs.length - 1 });
    });
  }
  const heading = (text: string) => {
    ensure(80);
    doc.moveDown(0.8);
    write(text, 16, { fonts: bold, color: accent });
    doc.moveDown(0.3);
  };
  const subheading = (text: string) => {
    ensure(40);
    doc.moveDown(0.4);
    write(text, 11.5, { fonts: bold });
    doc.moveDown(0.15);
  };
  const paragraph = (text: string) => {
    write(text, 10.5);
    doc.moveDown(0.4);
  };
  const list = (items: readonly string[]) => {
    for (const item of items) {
      ensure(24);
      const y = doc.y;
      doc.circle(MARGIN + 3, y + 7, 2).fill(accent);
      doc.x = MARGIN + 14;
      write(item, 10.5, { width: width - 14 });
      doc.x = MARGIN;
      doc.moveDown(0.2);
    }
  };
  /** A labelled horizontal bar: `label` on the left, the bar, then `value` on the right. */
  const bar = (label: string, percent: number, value: string, highlight = false) => {
    ensure(22);
    const y = doc.y;
    const labelWidth = 150;
    const valueWidth = 70;
    const barWidth = width - labelWidth - valueWidth - 16;
    doc.x = MARGIN;
    write(label, 9.5, { width: labelWidth, lineBreak: false, ellipsis: true, fonts: highlight ? bold : regular });
    doc.roundedRect(MARGIN + labelWidth + 8, y + 3, barWidth, 8, 4).fill(TRACK);
    doc.roundedRect(MARGIN + labelWidth + 8, y + 3, Math.max(4, (barWidth * Math.min(100, percent)) / 100), 8, 4).fill(highlight ? accent : '#7b8794');
    doc.y = y;
    doc.x = MARGIN + labelWidth + barWidth + 16;
    write(value, 9.5, { width: valueWidth, align: 'right', lineBreak: false, fonts: highlight ? bold : regular });
    doc.x = MARGIN;
    doc.y = y + 18;
  };

  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const countries = new Intl.DisplayNames([locale], { type: 'region' });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });

  // Header band.
  doc.rect(0, 0, doc.page.width, 150).fill(accent);
  doc.y = 40;
  write(t('brand'), 11, { fonts: bold, color: '#ffffff' });
  write(t('reportTitle'), 10, { color: '#ffffff' });
  doc.moveDown(0.6);
  write(`${report.type.code} · ${report.type.title}`, 22, { fonts: bold, color: '#ffffff' });
  doc.y = 165;
  write(report.type.tagline, 12, { fonts: bold });
  doc.moveDown(0.3);
  if (report.firstName) write(t('preparedFor', { name: report.firstName }), 10, { color: MUTED });
  if (report.completedAt) write(t('completedOn', { date: dateFormat.format(report.completedAt) }), 10, { color: MUTED });

  heading(t('basicProfile'));
  paragraph(report.type.description);
  subheading(t('population'));
  const pop = report.type.population;
  bar(t('populationTotal'), pop.total * 4, `${number.format(pop.total)}%`, true);
  bar(t('populationMale'), pop.male * 4, `${number.format(pop.male)}%`);
  bar(t('populationFemale'), pop.female * 4, `${number.format(pop.female)}%`);
  write(t('populationNote'), 8.5, { color: MUTED });
  subheading(t('keywords'));
  paragraph(report.type.keywords.join(' · '));
  subheading(t('famousPeople', { code: report.type.code }));
  paragraph(report.type.famousPeople.join(' · '));

  heading(t('dimensions'));
  for (const pole of report.poles) {
    ensure(70);
    subheading(`${pole.name} (${pole.pole})`);
    bar(t('levelLabel', { level: t(`level.${pole.level}`) }), pole.percent, `${pole.percent}%`, pole.percent > 50);
    write(pole.quick, 10.5, { fonts: bold });
    paragraph(pole.text);
  }

  heading(t('resultAnalysis'));
  const cols = [0.28, 0.12, 0.2, 0.4].map((c) => c * width);
  const row = (cells: string[], header: boolean) => {
    ensure(36);
    const y = doc.y;
    let x = MARGIN;
    let tallest = 0;
    cells.forEach((cell, i) => {
      doc.x = x;
      doc.y = y;
      write(cell, 9.5, { width: cols[i]! - 6, fonts: header ? bold : regular });
      tallest = Math.max(tallest, doc.y - y);
      x += cols[i]!;
    });
    doc.x = MARGIN;
    doc.y = y + tallest + 4;
    doc.moveTo(MARGIN, doc.y - 2).lineTo(MARGIN + width, doc.y - 2).lineWidth(0.5).strokeColor(TRACK).stroke();
  };
  row([t('tableDimension'), t('tableScore'), t('tableRange'), t('tableInterpretation')], true);
  for (const r of report.table) row([r.dimension, `${r.score}%`, `${r.rangeLow}–${r.rangeHigh}%`, r.interpretation], false);

  const growth = (title: string, section: NonNullable<ReportModel['personal']>, labels: [string, string, string]) => {
    heading(title);
    paragraph(section.intro);
    subheading(labels[0]);
    list(section.strengths);
    subheading(labels[1]);
    list(section.challenges);
    if (section.fields.length) {
      subheading(t('fields'));
      paragraph(section.fields.join(' · '));
    }
    subheading(labels[2]);
    list(section.tips);
  };
  growth(t('personalGrowth'), report.personal, [t('strengths'), t('blindSpots'), t('practices')]);
  growth(t('relationshipsGrowth'), report.relationships, [t('strengths'), t('challenges'), t('tips')]);
  growth(t('careerGrowth'), report.career, [t('strengths'), t('challenges'), t('tips')]);

  const stats = report.stats;
  const statsNote = () =>
    write(stats.source === 'SAMPLE' ? t('sampleNote') : t('liveNote', { count: number.format(stats.sampleSize) }), 8.5, { color: MUTED });
  heading(t('benchmark'));
  for (const b of stats.benchmark) {
    const name = report.poles.find((p) => p.pole === b.pole)?.name ?? b.pole;
    bar(name, b.percentile, `${b.percentile}%`, true);
    write(t('benchmarkLine', { pole: name, percent: b.percent, percentile: b.percentile }), 8.5, { color: MUTED });
    doc.moveDown(0.3);
  }
  statsNote();
  heading(t('topCountries', { code: report.type.code }));
  const topMax = Math.max(1, ...stats.topCountries.map((c) => c.percent));
  for (const c of stats.topCountries) bar(countries.of(c.country) ?? c.country, (c.percent * 100) / topMax, `${number.format(c.percent)}%`);
  statsNote();
  heading(t('latestRanking'));
  const rankMax = Math.max(1, ...stats.latestRanking.map((r) => r.percent));
  stats.latestRanking.forEach((r, i) => bar(`${i + 1}. ${r.code}`, (r.percent * 100) / rankMax, `${number.format(r.percent)}%`, r.code === report.typeCode));
  statsNote();

  heading(t('furtherReading'));
  for (const item of report.furtherReading) {
    subheading(item.title);
    paragraph(item.summary);
  }
  heading(t('advancedGuide'));
  paragraph(report.advancedGuide.intro);
  list(report.advancedGuide.steps);

  doc.moveDown(1.5);
  ensure(50);
  write(t('disclaimer'), 8.5, { color: MUTED });

  // Page numbers, once the page count is known.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN + 5;
    doc.page.margins.bottom = 0;
    doc.x = MARGIN;
    doc.y = y;
    write(`${t('brand')} · ${t('pageOf', { page: i + 1, pages: range.count })}`, 8, { color: MUTED, width, align: 'center', lineBreak: false });
  }
  doc.end();
  return done;
}
