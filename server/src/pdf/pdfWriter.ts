import type PDFDocument from 'pdfkit';
import { type LoadedFont, splitRuns } from './fonts';
import { wrapLines } from './lineBreaks';

export interface TextStyle {
  size: number;
  fonts: readonly LoadedFont[];
  color: string;
}

export interface LineOptions extends TextStyle {
  width: number;
  align?: 'left' | 'center' | 'right';
  /** Cut the text with an ellipsis when it does not fit (labels of bars). */
  ellipsis?: boolean;
  /** Makes the line a link to this address. */
  link?: string;
}

/**
 * Text on pdfkit pages with the product's own line breaking (lineBreaks.ts) and per-character font fallback
 * (fonts.ts): pdfkit draws each line as it is given and never wraps by itself. Keeps a cursor `y` and starts a
 * new page when the next line would not fit.
 */
export function createPdfWriter(doc: PDFKit.PDFDocument, frame: { left: number; width: number; top: number; bottom: number }, lineHeight: number) {
  const widths = new Map<string, number>();
  const wrapped = new Map<string, string[]>();

  const measure = (text: string, style: Pick<TextStyle, 'size' | 'fonts'>) => {
    const key = `${style.size}|${style.fonts[0]?.id}|${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      width = 0;
      for (const run of splitRuns(text, style.fonts)) width += doc.font(run.font.id).fontSize(style.size).widthOfString(run.text);
      widths.set(key, width);
    }
    return width;
  };

  const writer = {
    y: frame.top,
    frame,
    measure,
    /** Starts a new page when fewer than `height` points are left on this one. */
    ensure(height: number) {
      if (writer.y + height > frame.bottom) writer.newPage();
    },
    newPage() {
      doc.addPage();
      writer.y = frame.top;
    },
    /** One line of text at (x, y), never wrapped; returns its width. */
    line(text: string, x: number, y: number, options: LineOptions): number {
      let shown = text;
      if (options.ellipsis && measure(shown, options) > options.width) {
        const chars = [...text];
        while (chars.length > 1 && measure(`${chars.join('').trimEnd()}…`, options) > options.width) chars.pop();
        shown = `${chars.join('').trimEnd()}…`;
      }
      const width = measure(shown, options);
      let at = x;
      if (options.align === 'center') at = x + (options.width - width) / 2;
      if (options.align === 'right') at = x + options.width - width;
      doc.fillColor(options.color);
      for (const run of splitRuns(shown, options.fonts)) {
        doc.font(run.font.id).fontSize(options.size).text(run.text, at, y, { lineBreak: false });
        at += doc.widthOfString(run.text);
      }
      if (options.link) doc.link(x, y, Math.max(width, 1), options.size * 1.3, options.link);
      return width;
    },
    /** Lines of `text` as they will be drawn at a width (kept: a panel measures its text before drawing it). */
    lines(text: string, style: Pick<TextStyle, 'size' | 'fonts'>, width: number) {
      const key = `${style.size}|${style.fonts[0]?.id}|${width}|${text}`;
      let lines = wrapped.get(key);
      if (!lines) {
        lines = wrapLines(text, width, (t) => measure(t, style));
        wrapped.set(key, lines);
      }
      return lines;
    },
    /**
     * A wrapped paragraph from the cursor, indented by `indent`, moving the cursor below it; breaks across pages
     * line by line, keeping at least two lines together at the foot of a page.
     */
    paragraph(text: string, style: TextStyle & { indent?: number; width?: number; align?: 'left' | 'center'; link?: string; leading?: number }) {
      const indent = style.indent ?? 0;
      const width = style.width ?? frame.width - indent;
      const step = style.size * (style.leading ?? lineHeight);
      const lines = writer.lines(text, style, width);
      writer.ensure(Math.min(lines.length, 2) * step);
      for (const line of lines) {
        writer.ensure(step);
        writer.line(line, frame.left + indent, writer.y, { ...style, width, align: style.align ?? 'left' });
        writer.y += step;
      }
    },
    /** The height a paragraph will take. */
    heightOf(text: string, style: Pick<TextStyle, 'size' | 'fonts'> & { width?: number; leading?: number }) {
      return writer.lines(text, style, style.width ?? frame.width).length * style.size * (style.leading ?? lineHeight);
    },
    gap(points: number) {
      writer.y += points;
    },
  };
  return writer;
}

export type PdfWriter = ReturnType<typeof createPdfWriter>;
export type PdfDocument = InstanceType<typeof PDFDocument>;
