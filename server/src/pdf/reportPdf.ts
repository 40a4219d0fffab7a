import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { typeColours } from '../mail/brand';
import type { ReportModel } from '../modules/report/report.models';
import { intlCatalog } from '../shared/intlCatalog';
import { DEFAULT_LOCALE, type Locale, normalizeLocale } from '../shared/locales';
import { fontsFor, type LoadedFont } from './fonts';
import { createPdfWriter } from './pdfWriter';
import { typePicture } from './typeArt';

const catalog = intlCatalog(path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales'));

const INK = '#1f2933';
const MUTED = '#52606d';
const TRACK = '#e4e7eb';
const MARGIN = 56;
const FOOTER = 64;

/** Chinese and Japanese read better with more room between lines than Latin text. */
const LEADING: Partial<Record<Locale, number>> = { 'zh-CN': 1.75, 'zh-HK': 1.75, 'ja-JP': 1.75, 'ko-KR': 1.7 };

export interface PdfOptions {
  /** The site's address, for the links of further reading. */
  publicUrl?: string;
}

/**
 * Renders a paid report as an A4 PDF in the report's locale: a cover with the type's picture and colours, then the
 * same sections and figures as the page, charts drawn as vector bars. Lines are broken by the product's own rules
 * (Korean between words, Chinese and Japanese never before closing punctuation). Nothing is fetched: the fonts
 * come from npm packages and the picture from assets/types, and the buyer's name is set as text like any other.
 */
export async function renderReportPdf(report: ReportModel, options: PdfOptions = {}): Promise<Buffer> {
  if (!report.type || !report.personal || !report.relationships || !report.career || !report.advancedGuide) {
    throw new Error(`report ${report.orderNumber} is not paid: nothing to render`);
  }
  const { type, depth } = report;
  const locale: Locale = normalizeLocale(report.locale) ?? DEFAULT_LOCALE;
  const intl = catalog.intl(locale);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const colours = typeColours(type.code);
  const accent = colours.primary;
  const regular = fontsFor(locale, 'regular');
  const bold = fontsFor(locale, 'bold');
  const picture = await typePicture(type.code, colours.primary);

  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: FOOTER, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: locale,
    displayTitle: true,
    info: { Title: t('documentTitle', { code: type.code }), Author: t('brand'), Subject: type.title },
  });
  for (const f of [...regular, ...bold]) doc.registerFont(f.id, f.bytes);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const pageWidth = doc.page.width;
  const pageHeight = doc.page.height;
  const width = pageWidth - 2 * MARGIN;
  const w = createPdfWriter(doc, { left: MARGIN, width, top: MARGIN, bottom: pageHeight - FOOTER }, LEADING[locale] ?? 1.5);
  const body = (size = 10.5, color = INK, fonts: readonly LoadedFont[] = regular) => ({ size, color, fonts });

  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const countries = new Intl.DisplayNames([locale], { type: 'region' });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const percent = (value: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100);

  // The cover: the type's colour, its picture, its letters and name.
  const band = pageHeight * 0.6;
  doc.rect(0, 0, pageWidth, pageHeight).fill(colours.soft);
  doc.rect(0, 0, pageWidth, band).fill(accent);
  doc.rect(0, band, pageWidth, 6).fill(colours.accent);
  w.line(t('brand'), MARGIN, 44, { ...body(12, '#ffffff', bold), width });
  w.line(t('reportTitle'), MARGIN, 62, { ...body(10.5, '#ffffff'), width });
  const art = 210;
  if (picture) doc.image(picture, (pageWidth - art) / 2, 104, { width: art, height: art });
  w.line(type.code, MARGIN, 338, { ...body(52, '#ffffff', bold), width, align: 'center' });
  w.y = 414;
  w.paragraph(type.title, { ...body(22, '#ffffff', bold), align: 'center', leading: 1.3 });
  w.y = band + 40;
  w.paragraph(type.tagline, { ...body(14, colours.dark, bold), indent: 40, width: width - 80, align: 'center', leading: 1.45 });
  w.y = pageHeight - 150;
  if (report.firstName) w.paragraph(t('preparedFor', { name: report.firstName }), { ...body(11, colours.dark), align: 'center' });
  if (report.completedAt) w.paragraph(t('completedOn', { date: dateFormat.format(report.completedAt) }), { ...body(10, MUTED), align: 'center' });
  w.newPage();

  const heading = (text: string) => {
    w.ensure(90);
    if (w.y > MARGIN) w.gap(18);
    doc.rect(MARGIN, w.y + 3, 4, 18).fill(accent);
    w.paragraph(text, { ...body(17, accent, bold), indent: 14, leading: 1.35 });
    w.gap(6);
  };
  const subheading = (text: string, color = INK) => {
    // Kept with at least two lines of what follows.
    w.ensure(72);
    w.gap(8);
    w.paragraph(text, { ...body(12, color, bold), leading: 1.4 });
    w.gap(2);
  };
  const paragraph = (text: string, size = 10.5) => {
    w.paragraph(text, body(size));
    w.gap(6);
  };
  const list = (items: readonly string[]) => {
    for (const item of items) {
      w.ensure(24);
      doc.circle(MARGIN + 3, w.y + 7, 2.2).fill(accent);
      w.paragraph(item, { ...body(), indent: 14 });
      w.gap(3);
    }
  };
  /** A titled paragraph on the type's soft colour with a bar of its accent: the parts written for the reader's scores. */
  const panel = (title: string, text: string) => {
    const inner = width - 32;
    const titleStyle = body(11, colours.dark, bold);
    const height = 12 + w.heightOf(title, { ...titleStyle, width: inner }) + 4 + w.heightOf(text, { ...body(), width: inner }) + 10;
    w.gap(4);
    w.ensure(height);
    const top = w.y;
    // A panel taller than a page (never with the report's texts) flows on without its ground rather than overflow.
    const fits = top + height <= pageHeight - FOOTER;
    if (fits) {
      doc.roundedRect(MARGIN, top, width, height, 8).fill(colours.soft);
      doc.rect(MARGIN, top + 10, 3, height - 20).fill(accent);
      w.y = top + 12;
    }
    w.paragraph(title, { ...titleStyle, indent: 16, width: inner });
    w.gap(4);
    w.paragraph(text, { ...body(), indent: 16, width: inner });
    w.y = fits ? top + height + 10 : w.y + 10;
  };
  /** A labelled horizontal bar: `label` on the left, the bar, then `value` on the right. */
  const bar = (label: string, share: number, value: string, highlight = false) => {
    w.ensure(22);
    const y = w.y;
    const labelWidth = 160;
    const valueWidth = 60;
    const barWidth = width - labelWidth - valueWidth - 16;
    w.line(label, MARGIN, y, { ...body(9.5, INK, highlight ? bold : regular), width: labelWidth, ellipsis: true });
    doc.roundedRect(MARGIN + labelWidth + 8, y + 4, barWidth, 8, 4).fill(TRACK);
    doc.roundedRect(MARGIN + labelWidth + 8, y + 4, Math.max(4, (barWidth * Math.min(100, share)) / 100), 8, 4).fill(highlight ? accent : '#7b8794');
    w.line(value, MARGIN + labelWidth + barWidth + 16, y, { ...body(9.5, INK, highlight ? bold : regular), width: valueWidth, align: 'right' });
    w.y = y + 19;
  };

  heading(t('basicProfile'));
  if (depth) {
    depth.portrait.forEach((text, i) => paragraph(text, i === 0 ? 12 : 10.5));
    // The scores at a glance: three cells on the type's soft colour.
    const items = [depth.glance.strongest, depth.glance.weakest, depth.glance.steadiness];
    const cell = (width - 16) / 3;
    w.ensure(96);
    w.gap(6);
    const top = w.y;
    doc.roundedRect(MARGIN, top, width, 84, 10).fill(colours.soft);
    w.line(depth.glance.title, MARGIN + 14, top + 10, { ...body(10.5, colours.dark, bold), width: width - 28 });
    items.forEach((item, i) => {
      const x = MARGIN + 8 + i * cell;
      w.line(item.label, x + 6, top + 32, { ...body(8.5, MUTED), width: cell - 12, ellipsis: true });
      w.line(`${item.name} ${percent(item.percent)}`, x + 6, top + 46, { ...body(11, colours.dark, bold), width: cell - 12, ellipsis: true });
      const note = item.closeCall ? depth.glance.closeCallLabel : t('levelLabel', { level: t(`level.${item.level}`) });
      w.line(note, x + 6, top + 63, { ...body(8.5, item.closeCall ? accent : MUTED, item.closeCall ? bold : regular), width: cell - 12, ellipsis: true });
    });
    w.y = top + 96;
  }
  subheading(t('population'));
  const pop = type.population;
  bar(t('populationTotal'), pop.total * 4, `${number.format(pop.total)}%`, true);
  bar(t('populationMale'), pop.male * 4, `${number.format(pop.male)}%`);
  bar(t('populationFemale'), pop.female * 4, `${number.format(pop.female)}%`);
  w.paragraph(t('populationNote'), body(8.5, MUTED));
  subheading(t('keywords'));
  paragraph(type.keywords.join(' · '));
  subheading(t('famousPeople', { code: type.code }));
  paragraph(type.famousPeople.join(' · '));

  heading(t('dimensions'));
  const readings = new Map((depth?.axes ?? []).map((a) => [a.axis, a]));
  for (const axis of report.axes) {
    for (const pole of report.poles.filter((p) => p.pole === axis.firstPole || p.pole === axis.secondPole)) {
      w.ensure(80);
      subheading(`${pole.name} (${pole.pole})`);
      bar(t('levelLabel', { level: t(`level.${pole.level}`) }), pole.percent, `${pole.percent}%`, pole.percent > 50);
      w.paragraph(pole.quick, body(10.5, INK, bold));
      paragraph(pole.text);
    }
    const reading = readings.get(axis.axis);
    if (reading) {
      panel(`${reading.name} · ${percent(reading.percent)}`, reading.text);
      if (reading.closeCall) panel(reading.closeCall.title, reading.closeCall.text);
    }
  }

  heading(t('resultAnalysis'));
  const withRange = report.table.every((r) => r.rangeLow !== null && r.rangeHigh !== null);
  const cols = (withRange ? [0.28, 0.12, 0.2, 0.4] : [0.3, 0.14, 0.56]).map((c) => c * width);
  const row = (cells: string[], header: boolean) => {
    const style = body(9.5, INK, header ? bold : regular);
    const heights = cells.map((cell, i) => w.heightOf(cell, { ...style, width: cols[i]! - 8 }));
    w.ensure(Math.max(...heights) + 8);
    const y = w.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      w.y = y;
      w.paragraph(cell, { ...style, indent: x - MARGIN, width: cols[i]! - 8 });
      x += cols[i]!;
    });
    w.y = y + Math.max(...heights) + 4;
    doc.moveTo(MARGIN, w.y - 2).lineTo(MARGIN + width, w.y - 2).lineWidth(0.5).strokeColor(TRACK).stroke();
    w.gap(4);
  };
  const range = (r: ReportModel['table'][number]) => (withRange ? [`${r.rangeLow}–${r.rangeHigh}%`] : []);
  row([t('tableDimension'), t('tableScore'), ...(withRange ? [t('tableRange')] : []), t('tableInterpretation')], true);
  for (const r of report.table) row([r.dimension, `${r.score}%`, ...range(r), r.interpretation], false);

  const growth = (title: string, section: NonNullable<ReportModel['personal']>, advice: NonNullable<ReportModel['depth']>['personal'] | null, labels: [string, string, string]) => {
    heading(title);
    paragraph(section.intro);
    if (advice) for (const part of [advice.strongest, advice.weakest, advice.steadiness]) panel(part.title, part.text);
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
  growth(t('personalGrowth'), report.personal, depth?.personal ?? null, [t('strengths'), t('blindSpots'), t('practices')]);
  growth(t('relationshipsGrowth'), report.relationships, depth?.relationships ?? null, [t('strengths'), t('challenges'), t('tips')]);
  growth(t('careerGrowth'), report.career, depth?.career ?? null, [t('strengths'), t('challenges'), t('tips')]);

  // Comparisons only from real results (the report has none until there are enough of them).
  const stats = report.stats;
  if (stats) {
    const statsNote = () => w.paragraph(t('liveNote', { count: number.format(stats.sampleSize) }), body(8.5, MUTED));
    heading(t('benchmark'));
    for (const b of stats.benchmark) {
      const name = report.poles.find((p) => p.pole === b.pole)?.name ?? b.pole;
      bar(name, b.percentile, `${b.percentile}%`, true);
      w.paragraph(t('benchmarkLine', { pole: name, percent: b.percent, percentile: b.percentile }), body(8.5, MUTED));
      w.gap(4);
    }
    statsNote();
    heading(t('topCountries', { code: type.code }));
    const topMax = Math.max(1, ...stats.topCountries.map((c) => c.percent));
    for (const c of stats.topCountries) bar(countries.of(c.country) ?? c.country, (c.percent * 100) / topMax, `${number.format(c.percent)}%`);
    statsNote();
    heading(t('latestRanking'));
    const rankMax = Math.max(1, ...stats.latestRanking.map((r) => r.percent));
    stats.latestRanking.forEach((r, i) => bar(`${i + 1}. ${r.code}`, (r.percent * 100) / rankMax, `${number.format(r.percent)}%`, r.code === report.typeCode));
    statsNote();
  }

  if (report.furtherReading.length) {
    heading(t('furtherReading'));
    const site = (options.publicUrl ?? '').replace(/\/$/, '');
    for (const item of report.furtherReading) {
      const url = `${site}/${locale}${item.href}`;
      subheading(item.title, accent);
      w.paragraph(item.summary, body());
      w.ensure(16);
      w.line(url.replace(/^https?:\/\//, ''), MARGIN, w.y, { ...body(9, accent), width, ellipsis: true, link: url });
      w.gap(20);
    }
  }
  heading(t('advancedGuide'));
  paragraph(report.advancedGuide.intro);
  list(report.advancedGuide.steps);

  w.gap(20);
  w.ensure(50);
  w.paragraph(t('disclaimer'), body(8.5, MUTED));

  // Page numbers, once the page count is known (the cover has none).
  const pages = doc.bufferedPageRange();
  for (let i = pages.start + 1; i < pages.start + pages.count; i += 1) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    w.line(`${t('brand')} · ${t('pageOf', { page: i + 1, pages: pages.count })}`, MARGIN, pageHeight - FOOTER + 24, { ...body(8, MUTED), width, align: 'center' });
  }
  doc.end();
  return done;
}
