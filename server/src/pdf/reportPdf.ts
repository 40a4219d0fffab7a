import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { typeColours } from '../mail/brand';
import type { ReportModel } from '../modules/report/report.models';
import { intlCatalog } from '../shared/intlCatalog';
import { DEFAULT_LOCALE, type Locale, normalizeLocale } from '../shared/locales';
import { drawBars, drawTag, INK, MUTED } from './charts';
import { drawComparisons, drawDimensionAnalysis, drawResultTable } from './dimensionsPdf';
import { fontsFor, type LoadedFont } from './fonts';
import { createLayout } from './layout';
import { createPdfWriter } from './pdfWriter';
import { typePicture } from './typeArt';

const catalog = intlCatalog(path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales'));

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
 * same sections and charts as the page (charts.ts), drawn as vectors in the type's colours with their labels, figures
 * and text equivalents set as text. Lines are broken by the product's own rules (Korean between words, Chinese and
 * Japanese never before closing punctuation). Nothing is fetched: the fonts come from npm packages and the picture
 * from assets/types, and the buyer's name is set as text like any other.
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

  const kit = createLayout(doc, w, { locale, intl, colours, fonts: { regular, bold } });
  const { heading, subheading, paragraph, list, panel } = kit;

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
      w.line(`${item.name} ${kit.percent(item.percent)}`, x + 6, top + 46, { ...body(11, colours.dark, bold), width: cell - 12, ellipsis: true });
      // The level, or "close call", on a tag as the page shows it: outlined, or filled for a close call.
      drawTag(doc, w, item.closeCall ? depth.glance.closeCallLabel : t(`step.${item.level}`), x + 6, top + 61, cell - 12, {
        fonts: bold,
        color: accent,
        filled: item.closeCall,
      });
    });
    w.y = top + 96;
  }
  // How common the type is: the sentence, the page's three bars, and where the figures come from.
  const pop = type.population;
  subheading(t('population'));
  paragraph(t('populationText', { total: kit.share(pop.total), male: kit.share(pop.male), female: kit.share(pop.female) }));
  drawBars(doc, w, kit.fonts, {
    rows: [
      { label: t('populationTotal'), value: pop.total },
      { label: t('populationMale'), value: pop.male },
      { label: t('populationFemale'), value: pop.female },
    ],
    max: Math.max(pop.total, pop.male, pop.female) * 1.15 || 1,
    color: accent,
    format: kit.share,
  });
  if (pop.source === 'estimate') kit.note(t('populationNote'));
  if (type.keywords.length) {
    subheading(t('keywords'));
    paragraph(type.keywords.join(' · '));
  }
  if (type.famousPeople.length) {
    subheading(t('famousPeople', { code: type.code }));
    paragraph(type.famousPeople.join(' · '));
  }

  // The page's Dimensions tab, in its order: the scales, the result table, then the comparisons (from 500 results).
  drawDimensionAnalysis(kit, report);
  drawResultTable(kit, report);
  drawComparisons(kit, report, countryNamer(locale));

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

/**
 * Names countries (ISO 3166-1 alpha-2) in a locale; a code it cannot name is shown as it is, as on the page. Hong Kong
 * and Macao take their short names, as the browsers the page is read in give them ("Hong Kong", "홍콩", "香港"): the
 * long ones ("Hong Kong SAR China") would not fit a bar's label.
 */
function countryNamer(locale: Locale): (code: string) => string {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const short = new Intl.DisplayNames([locale], { type: 'region', style: 'short' });
  return (code) => {
    const region = code.trim().toUpperCase();
    try {
      return (region === 'HK' || region === 'MO' ? short : names).of(region) ?? code;
    } catch {
      return code;
    }
  };
}
