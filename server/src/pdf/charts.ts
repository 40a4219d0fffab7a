import type { LoadedFont } from './fonts';
import type { PdfDocument, PdfWriter } from './pdfWriter';

/**
 * The report page's charts drawn as pdfkit vectors: horizontal bars like the page's MUI X bar charts, a pole's
 * score track and its five level steps. Every label and value is set as text, in the order a reader meets it, so
 * the PDF's text says what the drawing shows (the page gives the same figures to screen readers).
 */

export const INK = '#1f2933';
export const MUTED = '#52606d';
/** Lines and tracks: the page's dividers and tracks are black at 10 to 12 % on white. */
export const RULE = '#e0e0e0';
const TRACK = '#e6e6e6';
const STEP = '#f3f3f3';

export interface ChartFonts {
  readonly regular: readonly LoadedFont[];
  readonly bold: readonly LoadedFont[];
}

/** One bar: its label on the axis, its value, and whether it is the reader's own (the page's `BarRow`). */
export interface BarRow {
  readonly label: string;
  readonly value: number;
  readonly highlight?: boolean;
  /** A figure set before the label in small type, such as a rank. */
  readonly lead?: string;
}

export interface BarsOptions {
  readonly rows: readonly BarRow[];
  /** The end of the value axis, as the page sets it (100 for percentiles; a little above the largest share). */
  readonly max: number;
  readonly color: string;
  /** The colour of highlighted rows; they are also named and set in bold, never told apart by colour alone. */
  readonly highlightColor?: string;
  readonly format: (value: number) => string;
}

/** The height of one bar's band and the share of it the bar fills (the page's category gap ratio is 0.35). */
const BAND = 22;
const BAR = BAND * 0.65;
const LABEL_SIZE = 9.5;
/** Room kept after the longest bar for its value, as the page keeps 60 px. */
const VALUE_ROOM = 44;

export function barsHeight(count: number): number {
  return count * BAND + 8;
}

/**
 * Labelled horizontal bars from the writer's cursor, kept on one page: labels right-aligned against the axis, a
 * bar from the axis for each value, the value set just past the bar's end.
 */
export function drawBars(doc: PdfDocument, w: PdfWriter, fonts: ChartFonts, options: BarsOptions) {
  const { rows, max, color, highlightColor, format } = options;
  const { left, width } = w.frame;
  const height = barsHeight(rows.length);
  w.ensure(height + 6);
  const top = w.y + 4;
  const leadWidth = rows.some((row) => row.lead) ? Math.max(...rows.map((row) => w.measure(row.lead ?? '', { size: 8, fonts: fonts.regular }))) + 8 : 0;
  const labelWidths = rows.map((row) => w.measure(row.label, { size: LABEL_SIZE, fonts: row.highlight ? fonts.bold : fonts.regular }));
  const labelColumn = Math.min(Math.max(...labelWidths, 0) + 10, width * 0.38);
  const axis = left + leadWidth + labelColumn;
  const plot = left + width - VALUE_ROOM - axis;
  const scale = max > 0 ? max : 1;
  rows.forEach((row, i) => {
    const y = top + i * BAND;
    const fontsOf = row.highlight ? fonts.bold : fonts.regular;
    const textY = y + (BAND - LABEL_SIZE * 1.25) / 2;
    if (row.lead) w.line(row.lead, left, textY + 1, { size: 8, fonts: fonts.regular, color: MUTED, width: leadWidth - 8, align: 'right' });
    w.line(row.label, left + leadWidth, textY, { size: LABEL_SIZE, fonts: fontsOf, color: INK, width: labelColumn - 8, align: 'right', ellipsis: true });
    const length = Math.max(0, Math.min(1, row.value / scale)) * plot;
    if (length > 0) doc.rect(axis, y + (BAND - BAR) / 2, length, BAR).fill(row.highlight && highlightColor ? highlightColor : color);
    w.line(format(row.value), axis + length + 5, textY, { size: LABEL_SIZE, fonts: fontsOf, color: INK, width: VALUE_ROOM + plot - length - 5 });
  });
  // The axis the bars grow from, as the page's chart draws it.
  doc.moveTo(axis, top).lineTo(axis, top + rows.length * BAND).lineWidth(0.75).strokeColor(MUTED).stroke();
  w.y = top + height + 2;
}

/** A pole's score as a rounded track filled to its percentage (the page's bar under "Your score"). */
export function drawTrack(doc: PdfDocument, x: number, y: number, width: number, percent: number, color: string) {
  const height = 7;
  doc.roundedRect(x, y, width, height, height / 2).fill(TRACK);
  const filled = (width * Math.min(100, Math.max(0, percent))) / 100;
  if (filled > 0) doc.roundedRect(x, y, Math.max(filled, height), height, height / 2).fill(color);
  return height;
}

export interface StepsOptions {
  /** The five steps' names, lowest first. */
  readonly labels: readonly string[];
  /** Which of them is the reader's. */
  readonly current: number;
  readonly color: string;
  /** Said under the reader's step, so the text tells which step is marked (the page says it to screen readers). */
  readonly caption: string;
}

const STEP_GAP = 3;
const STEP_HEIGHT = 26;
const STEP_SIZE = 7.5;

/** The height the steps and their caption take. */
export function stepsHeight(): number {
  return STEP_HEIGHT + 22;
}

/**
 * The five named levels of a preference side by side, the reader's own filled with the type's colour, outlined,
 * in bold and pointed at, with the caption beneath it: never marked by colour alone.
 */
export function drawSteps(doc: PdfDocument, w: PdfWriter, fonts: ChartFonts, x: number, y: number, width: number, options: StepsOptions) {
  const { labels, current, color } = options;
  const cell = (width - STEP_GAP * (labels.length - 1)) / labels.length;
  labels.forEach((label, i) => {
    const cx = x + i * (cell + STEP_GAP);
    const mine = i === current;
    if (mine) {
      doc.roundedRect(cx - 2, y - 2, cell + 4, STEP_HEIGHT + 4, 7).lineWidth(1.2).strokeColor(color).stroke();
      doc.roundedRect(cx, y, cell, STEP_HEIGHT, 5).fill(color);
      const mid = cx + cell / 2;
      doc.polygon([mid - 4.5, y + STEP_HEIGHT + 4], [mid + 4.5, y + STEP_HEIGHT + 4], [mid, y + STEP_HEIGHT + 8.5]).fill(color);
    } else {
      doc.roundedRect(cx, y, cell, STEP_HEIGHT, 5).fill(STEP);
    }
    const style = { size: STEP_SIZE, fonts: mine ? fonts.bold : fonts.regular };
    // Two lines at most, as the page lets a long name (German, French) wrap inside its step.
    const lines = w.lines(label, style, cell - 4).slice(0, 2);
    const lineHeight = STEP_SIZE * 1.25;
    let ty = y + (STEP_HEIGHT - lines.length * lineHeight) / 2;
    for (const line of lines) {
      w.line(line, cx + 2, ty, { ...style, color: mine ? '#ffffff' : MUTED, width: cell - 4, align: 'center', ellipsis: true });
      ty += lineHeight;
    }
  });
  // The caption centred under the marked step, kept inside the steps' width.
  const captionStyle = { size: 8, fonts: fonts.bold };
  const captionWidth = Math.min(width, w.measure(options.caption, captionStyle));
  const centre = x + current * (cell + STEP_GAP) + cell / 2;
  const at = Math.min(Math.max(x, centre - captionWidth / 2), x + width - captionWidth);
  w.line(options.caption, at, y + STEP_HEIGHT + 10, { ...captionStyle, color, width: captionWidth, ellipsis: true });
  return stepsHeight();
}

/** A short label on a pill, outlined in `color` or filled with it (the page's level and close-call tags). */
export function drawTag(doc: PdfDocument, w: PdfWriter, text: string, x: number, y: number, maxWidth: number, options: { fonts: readonly LoadedFont[]; color: string; filled: boolean }) {
  const size = 8;
  const width = Math.min(maxWidth, w.measure(text, { size, fonts: options.fonts }) + 14);
  const height = 14;
  if (options.filled) doc.roundedRect(x, y, width, height, height / 2).fill(options.color);
  else doc.roundedRect(x + 0.4, y + 0.4, width - 0.8, height - 0.8, height / 2).lineWidth(0.8).fillAndStroke('#ffffff', options.color);
  w.line(text, x + 7, y + (height - size * 1.3) / 2 + 0.5, {
    size,
    fonts: options.fonts,
    color: options.filled ? '#ffffff' : options.color,
    // A point to spare: the width less the padding may round below the label's own measure.
    width: width - 13,
    ellipsis: true,
  });
}

/**
 * A message with one figure set in bold, such as "Your score: 52%": `template` is the message formatted with
 * `MARK` in the figure's place.
 */
export const MARK = '\u0001';

export function drawEmphasised(w: PdfWriter, fonts: ChartFonts, template: string, figure: string, x: number, y: number, width: number, size: number, color: string) {
  const [before = '', after = ''] = template.split(MARK);
  let at = x;
  for (const [text, fontSet] of [[before, fonts.regular], [figure, fonts.bold], [after, fonts.regular]] as const) {
    if (!text) continue;
    at += w.line(text, at, y, { size, fonts: fontSet, color, width: Math.max(1, x + width - at) });
  }
}
