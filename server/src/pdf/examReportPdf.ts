import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import type { CrisisResourcesModel, DepressionReportModel, IqReportModel, PsychMapReportModel } from '../modules/report/examReport.models';
import type { ReportModel } from '../modules/report/report.models';
import { intlCatalog } from '../shared/intlCatalog';
import { DEFAULT_LOCALE, type Locale, normalizeLocale } from '../shared/locales';
import { barsHeight, drawBars, INK, MUTED } from './charts';
import { fontsFor, type LoadedFont } from './fonts';
import { createPdfWriter, type PdfWriter } from './pdfWriter';

const catalog = intlCatalog(path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales'));
const MARGIN = 56;
const FOOTER = 64;
const ACCENT = '#2f5d62';
const CRISIS = '#9b2c2c';
const LEADING: Partial<Record<Locale, number>> = { 'zh-CN': 1.75, 'zh-HK': 1.75, 'ja-JP': 1.75, 'ko-KR': 1.7 };

interface Kit {
  doc: InstanceType<typeof PDFDocument>;
  w: PdfWriter;
  t: (id: string, values?: Record<string, string | number>) => string;
  regular: LoadedFont[];
  bold: LoadedFont[];
  width: number;
}

const style = (k: Kit, size: number, color = INK, bold = false) => ({ size, color, fonts: bold ? k.bold : k.regular });
const heading = (k: Kit, text: string, color = ACCENT) => {
  k.w.ensure(60);
  k.w.gap(10);
  k.w.paragraph(text, { ...style(k, 15, color, true), leading: 1.3 });
  k.w.gap(4);
};
const para = (k: Kit, text: string, size = 10.5, color = INK) => text && k.w.paragraph(text, style(k, size, color));
const bullets = (k: Kit, items: readonly string[]) => items.forEach((item) => k.w.paragraph(`•  ${item}`, { ...style(k, 10.5), indent: 10 }));

/** Crisis lines, set apart in red: first in the report whenever item 9 was answered above 0. */
function crisisBlock(k: Kit, title: string | null, body: string | null, crisis: CrisisResourcesModel) {
  heading(k, title ?? k.t('exam.crisisHeading'), CRISIS);
  if (body) para(k, body);
  if (crisis.emergency) para(k, k.t('exam.emergency', { number: crisis.emergency }), 11, CRISIS);
  for (const l of [...crisis.lines, ...crisis.international]) {
    const how = [l.phone && k.t('exam.call', { number: l.phone }), l.text && k.t('exam.text', { number: l.text }), l.url, l.hours].filter(Boolean).join(' · ');
    k.w.paragraph(`${l.name}${how ? ` — ${how}` : ''}`, { ...style(k, 10.5, INK), indent: 10 });
  }
}

function depressionPages(k: Kit, d: DepressionReportModel) {
  const r = d.result;
  if (r.item9Flag && r.crisis) crisisBlock(k, r.item9Title, r.item9Body, r.crisis);
  heading(k, r.bandTitle);
  para(k, k.t('exam.phq9Score', { score: r.score, max: r.maxScore }), 12, ACCENT);
  para(k, r.summary);
  bullets(k, r.nextSteps);
  heading(k, r.wellbeingTitle);
  para(k, k.t('exam.wellbeingIndex', { index: r.wellbeingIndex }), 12, ACCENT);
  para(k, r.wellbeingText);
  // The heading goes to the next page with its chart rather than stay alone at the foot of this one.
  k.w.ensure(60 + barsHeight(d.symptoms.length) + 6);
  heading(k, k.t('exam.symptoms'));
  drawBars(k.doc, k.w, { regular: k.regular, bold: k.bold }, {
    rows: d.symptoms.map((s) => ({ label: s.name, value: s.score })),
    max: 3,
    color: ACCENT,
    format: (v: number) => `${v} / 3`,
  });
  for (const s of d.symptoms) {
    k.w.ensure(40);
    para(k, `${s.name} (${s.score} / 3)`, 11, ACCENT);
    para(k, s.text);
    bullets(k, s.tips);
  }
  for (const p of d.patterns) {
    heading(k, `${p.title} (${p.score} / ${p.maxScore})`);
    para(k, p.body);
  }
  for (const p of d.selfHelpPlan) {
    heading(k, p.title);
    para(k, p.text);
  }
  heading(k, d.retest.title);
  para(k, d.retest.body);
  para(k, d.retest.trend.map((p) => `${p.completedAt.toISOString().slice(0, 10)}: ${p.score} / 27 · WHO-5 ${p.wellbeingIndex}`).join('\n'), 10, MUTED);
  para(k, r.disclaimer, 9, MUTED);
  // The one page to bring to a doctor: the figures, the symptom scores, the checklist and phrases.
  k.w.newPage();
  heading(k, d.doctorTalk.title);
  para(k, k.t('exam.phq9Score', { score: r.score, max: r.maxScore }), 11, ACCENT);
  para(k, k.t('exam.wellbeingIndex', { index: r.wellbeingIndex }), 11, ACCENT);
  para(k, d.symptoms.map((s) => `${s.name}: ${s.score} / 3`).join(' · '), 9.5);
  para(k, d.doctorTalk.intro, 10);
  bullets(k, d.doctorTalk.checklist);
  bullets(k, d.doctorTalk.phrases.map((p) => `“${p}”`));
  if (r.item9Flag && r.crisis) para(k, k.t('exam.emergency', { number: r.crisis.emergency ?? '' }), 10, CRISIS);
  para(k, r.disclaimer, 8.5, MUTED);
}

type MapBlock = PsychMapReportModel['tabs'][number]['blocks'][number];

/** The height a block of the psychological map takes: its title, paragraphs, bar chart and chart line. */
function blockHeight(k: Kit, block: MapBlock): number {
  const text = (value: string, size: number) => k.w.heightOf(value, { ...style(k, size), width: k.width });
  const chart = block.chart && block.chart.kind !== 'quadrant' ? barsHeight(block.chart.points.length) + 6 : 0;
  return text(block.title, 12) + block.paragraphs.reduce((sum, p) => sum + text(p, 10.5), 0) + chart + (block.chart ? text(block.chart.textEquivalent, 8.5) : 0);
}

function psychMapPages(k: Kit, m: PsychMapReportModel) {
  for (const tab of m.tabs) {
    heading(k, tab.title);
    for (const block of tab.blocks) {
      // A block (its title, its few lines, its chart and the line that reads it) is kept on one page when it is
      // short enough, so a chart never opens a page cut off from what it shows.
      k.w.ensure(Math.min(blockHeight(k, block), (k.w.frame.bottom - k.w.frame.top) / 2));
      para(k, block.title, 12, ACCENT);
      for (const text of block.paragraphs) para(k, text);
      if (block.chart && block.chart.kind !== 'quadrant') {
        drawBars(k.doc, k.w, { regular: k.regular, bold: k.bold }, {
          rows: block.chart.points.map((p) => ({ label: p.label, value: p.value })),
          max: Math.max(...block.chart.points.map((p) => p.max), 1),
          color: ACCENT,
          format: (v: number) => String(Math.round(v)),
        });
      }
      if (block.chart) para(k, block.chart.textEquivalent, 8.5, MUTED);
    }
  }
  para(k, k.t('exam.sampleSize', { n: m.norms.sampleSize }), 9, MUTED);
  if (m.norms.citation) para(k, m.norms.citation, 8, MUTED);
  para(k, m.disclaimer, 9, MUTED);
}

/** The matrix reasoning test's report: the range and scale, a bar per rule kind, the time per item, practice, limits. */
function iqPages(k: Kit, r: IqReportModel) {
  const res = r.result;
  heading(k, r.headings.result);
  para(k, res.headline, 14, ACCENT);
  para(k, res.percentileText);
  para(k, r.answeredText, 10, MUTED);
  para(k, res.scaleNote, 9.5, MUTED);
  heading(k, r.headings.rules);
  drawBars(k.doc, k.w, { regular: k.regular, bold: k.bold }, {
    rows: r.rules.map((rule) => ({ label: rule.title, value: rule.right })),
    max: Math.max(...r.rules.map((rule) => rule.total), 1),
    color: ACCENT,
    format: (v: number) => String(v),
  });
  for (const rule of r.rules) {
    k.w.ensure(40);
    para(k, `${rule.title} (${rule.right} / ${rule.total})`, 11, ACCENT);
    para(k, rule.text);
  }
  heading(k, r.headings.time);
  para(k, r.timeProfile.text);
  const timed = r.timeProfile.points.filter((p) => p.seconds !== null);
  if (timed.length) {
    drawBars(k.doc, k.w, { regular: k.regular, bold: k.bold }, {
      rows: timed.map((p) => ({ label: p.itemId, value: p.seconds ?? 0 })),
      max: Math.max(...timed.map((p) => p.seconds ?? 0), 1),
      color: ACCENT,
      format: (v: number) => `${Math.round(v)} s`,
    });
  }
  para(k, r.timeProfile.textEquivalent, 8.5, MUTED);
  heading(k, r.headings.practice);
  bullets(k, r.practice);
  heading(k, r.headings.limits);
  bullets(k, r.limits);
}

/**
 * The PDF of a report of an exam written as data (the depression screen, the psychological map), in the report's
 * locale. The depression screen's starts with the crisis lines when item 9 was answered above 0 and ends with the
 * one page to bring to a doctor.
 */
export async function renderExamReportPdf(report: ReportModel): Promise<Buffer> {
  if (!report.depression && !report.psychMap && !report.iq) throw new Error(`report ${report.orderNumber} is not paid: nothing to render`);
  const locale: Locale = normalizeLocale(report.locale) ?? DEFAULT_LOCALE;
  const intl = catalog.intl(locale);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const title = report.iq ? report.iq.title : t(report.depression ? 'exam.depressionTitle' : 'exam.psychMapTitle');
  const doc = new PDFDocument({ size: 'A4', margins: { top: MARGIN, bottom: FOOTER, left: MARGIN, right: MARGIN }, bufferPages: true, lang: locale, displayTitle: true, info: { Title: title, Author: t('brand') } });
  const regular = fontsFor(locale, 'regular');
  const bold = fontsFor(locale, 'bold');
  for (const f of [...regular, ...bold]) doc.registerFont(f.id, f.bytes);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const w = createPdfWriter(doc, { left: MARGIN, width, top: MARGIN, bottom: doc.page.height - FOOTER }, LEADING[locale] ?? 1.5);
  const k: Kit = { doc, w, t, regular, bold, width };
  w.paragraph(t('brand'), style(k, 11, MUTED, true));
  w.paragraph(title, { ...style(k, 20, ACCENT, true), leading: 1.3 });
  if (report.firstName) para(k, t('preparedFor', { name: report.firstName }), 10, MUTED);
  if (report.completedAt) para(k, t('completedOn', { date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(report.completedAt) }), 10, MUTED);
  if (report.depression) depressionPages(k, report.depression);
  if (report.psychMap) psychMapPages(k, report.psychMap);
  if (report.iq) iqPages(k, report.iq);
  const pages = doc.bufferedPageRange();
  for (let i = pages.start; i < pages.start + pages.count; i += 1) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    w.line(`${t('brand')} · ${t('pageOf', { page: i + 1, pages: pages.count })}`, MARGIN, doc.page.height - FOOTER + 24, { ...style(k, 8, MUTED), width, align: 'center' });
  }
  doc.end();
  return done;
}
