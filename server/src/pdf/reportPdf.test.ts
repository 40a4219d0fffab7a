import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { assembleReport } from '../modules/report/report.assemble';
import type { ReportModel } from '../modules/report/report.models';
import { axesFor, seedSources } from '../modules/report/report.seedSources';
import { shownTexts } from '../modules/report/report.words';
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

function model(locale: Locale, code: string, leanings: [number, number, number, number], calm: number): ReportModel {
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
    ...assembleReport(seedSources(locale, code, axesFor(code, leanings, calm))!),
  };
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
});
