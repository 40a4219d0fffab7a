import type { IntlShape } from '@formatjs/intl';
import type { TypeColours } from '../mail/brand';
import type { Locale } from '../shared/locales';
import { type ChartFonts, INK, MUTED } from './charts';
import type { LoadedFont } from './fonts';
import type { PdfDocument, PdfWriter } from './pdfWriter';

/**
 * The report's building blocks on the page (headings, paragraphs, lists, panels), in the type's colours; the
 * sections are composed from these so that each looks the same wherever it appears.
 */
export function createLayout(doc: PdfDocument, w: PdfWriter, deps: { locale: Locale; intl: IntlShape; colours: TypeColours; fonts: ChartFonts }) {
  const { colours, fonts, intl, locale } = deps;
  const { left, width } = w.frame;
  const accent = colours.primary;
  const body = (size = 10.5, color = INK, set: readonly LoadedFont[] = fonts.regular) => ({ size, color, fonts: set });
  const percentFormat = new Intl.NumberFormat(locale, { style: 'percent' });
  const shareFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const countFormat = new Intl.NumberFormat(locale);

  const kit = {
    doc,
    w,
    fonts,
    colours,
    accent,
    locale,
    body,
    t: (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
    /** A whole percentage as the page formats it ("52%", "52 %" in French). */
    percent: (value: number) => percentFormat.format(value / 100),
    /** A share with up to one decimal, as the page formats population and result shares. */
    share: (value: number) => shareFormat.format(value / 100),
    count: (value: number) => countFormat.format(value),
    heading(text: string) {
      w.ensure(90);
      if (w.y > w.frame.top) w.gap(18);
      doc.rect(left, w.y + 3, 4, 18).fill(accent);
      w.paragraph(text, { ...body(17, accent, fonts.bold), indent: 14, leading: 1.35 });
      w.gap(6);
    },
    /** Kept with at least two lines of what follows. */
    subheading(text: string, color = INK, size = 12) {
      w.ensure(72);
      w.gap(8);
      w.paragraph(text, { ...body(size, color, fonts.bold), leading: 1.4 });
      w.gap(2);
    },
    paragraph(text: string, size = 10.5) {
      w.paragraph(text, body(size));
      w.gap(6);
    },
    /** Small grey text: sources and notes under figures. */
    note(text: string) {
      w.paragraph(text, body(8.5, MUTED));
      w.gap(4);
    },
    list(items: readonly string[]) {
      for (const item of items) {
        w.ensure(24);
        doc.circle(left + 3, w.y + 7, 2.2).fill(accent);
        w.paragraph(item, { ...body(), indent: 14 });
        w.gap(3);
      }
    },
    /**
     * A titled paragraph on the type's soft colour with a bar of its colour (the parts written for the reader's
     * scores), or, `dashed`, inside a dashed line of it (the page's close-call note).
     */
    panel(title: string, text: string, dashed = false) {
      const inner = width - 32;
      const titleStyle = body(11, colours.dark, fonts.bold);
      const height = 12 + w.heightOf(title, { ...titleStyle, width: inner }) + 4 + w.heightOf(text, { ...body(10.5, colours.dark), width: inner }) + 10;
      w.gap(4);
      w.ensure(height);
      const top = w.y;
      // A panel taller than a page (never with the report's texts) flows on without its ground rather than overflow.
      const fits = top + height <= w.frame.bottom;
      if (fits && dashed) {
        doc.roundedRect(left + 1, top + 1, width - 2, height - 2, 10).lineWidth(1.5).dash(5, { space: 3 }).strokeColor(accent).stroke();
        doc.undash();
      } else if (fits) {
        doc.roundedRect(left, top, width, height, 8).fill(colours.soft);
        doc.rect(left, top + 10, 3, height - 20).fill(accent);
      }
      if (fits) w.y = top + 12;
      w.paragraph(title, { ...titleStyle, indent: 16, width: inner });
      w.gap(4);
      w.paragraph(text, { ...body(10.5, colours.dark), indent: 16, width: inner });
      w.y = fits ? top + height + 10 : w.y + 10;
    },
  };
  return kit;
}

export type Layout = ReturnType<typeof createLayout>;
