import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { typeColours } from '../mail/brand';
import { drawBars, drawSteps } from './charts';
import { fontsFor } from './fonts';
import { createPdfWriter } from './pdfWriter';

/** Draws on one uncompressed page and gives back its content stream, to read the vectors drawn. */
async function drawn(draw: (doc: PDFKit.PDFDocument, w: ReturnType<typeof createPdfWriter>) => void): Promise<string> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, compress: false });
  const fonts = { regular: fontsFor('en-US', 'regular'), bold: fontsFor('en-US', 'bold') };
  for (const f of [...fonts.regular, ...fonts.bold]) doc.registerFont(f.id, f.bytes);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  draw(doc, createPdfWriter(doc, { left: 40, width: 480, top: 40, bottom: 800 }, 1.5));
  doc.end();
  await ended;
  return Buffer.concat(chunks).toString('latin1');
}

/** The shapes filled on the page, in drawing order: their left edge, width and fill colour (0-255). */
function fills(content: string) {
  const shapes: { x: number; width: number; rgb: number[] }[] = [];
  let colour: number[] = [];
  let xs: number[] = [];
  for (const line of content.split('\n')) {
    const parts = line.trim().split(' ');
    const op = parts.at(-1);
    const n = parts.slice(0, -1).map(Number);
    if (op === 'rg' || op === 'scn') colour = n.map((c) => Math.round(c * 255));
    else if (op === 're') xs.push(n[0]!, n[0]! + n[2]!);
    else if (op === 'm' || op === 'l' || op === 'c') xs.push(...n.filter((_, i) => i % 2 === 0));
    else if (op === 'f' || op === 'S' || op === 'n') {
      if (op === 'f' && xs.length) shapes.push({ x: Math.min(...xs), width: Math.max(...xs) - Math.min(...xs), rgb: colour });
      xs = [];
    }
  }
  return shapes;
}

const rgbOf = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
const fonts = () => ({ regular: fontsFor('en-US', 'regular'), bold: fontsFor('en-US', 'bold') });

describe('the PDF charts', () => {
  it('draws one bar per row from one axis, in order, its length proportional to the value on the page’s scale', async () => {
    const infj = typeColours('INFJ');
    const content = await drawn((doc, w) =>
      drawBars(doc, w, fonts(), {
        rows: [
          { label: 'INTJ', value: 10 },
          { label: 'INFJ (you)', value: 7.5, highlight: true },
          { label: 'ISTJ', value: 2.5 },
        ],
        max: 12,
        color: '#9A918A',
        highlightColor: infj.primary,
        format: (v) => `${v}%`,
      }),
    );
    const bars = fills(content);
    expect(bars).toHaveLength(3);
    // One axis for every bar.
    expect(new Set(bars.map((b) => b.x)).size).toBe(1);
    const unit = bars[0]!.width / 10;
    expect(bars[1]!.width).toBeCloseTo(7.5 * unit, 1);
    expect(bars[2]!.width).toBeCloseTo(2.5 * unit, 1);
    // The longest bar ends short of the plot's end: the scale runs to 12, as the page's does (its largest value × 1.2).
    expect(bars[0]!.x + bars[0]!.width).toBeLessThan(40 + 480 - 44 - 0.1 * bars[0]!.width);
    // The reader's own row in the type's colour, the others in the page's neutral grey.
    expect(bars.map((b) => b.rgb)).toEqual([rgbOf('#9A918A'), rgbOf(infj.primary), rgbOf('#9A918A')]);
  });

  it('marks the reader’s level step in the type’s colour and names it beneath', async () => {
    const { primary } = typeColours('ENFJ');
    const content = await drawn((doc, w) =>
      drawSteps(doc, w, fonts(), 40, 100, 480, { labels: ['Very low', 'Low', 'Moderate', 'High', 'Very high'], current: 3, color: primary, caption: 'Level: high' }),
    );
    // Five cells, the fourth in the type's colour with its pointer beneath.
    const shapes = fills(content);
    const mine = (c: { rgb: number[] }) => c.rgb.join() === rgbOf(primary).join();
    expect(shapes.map(mine)).toEqual([false, false, false, true, true, false]);
    const cells = shapes.filter((_, i) => i !== 4);
    const pointer = shapes[4]!;
    expect(pointer.x + pointer.width / 2).toBeCloseTo(cells[3]!.x + cells[3]!.width / 2, 1);
    // Five steps of one width, left to right.
    expect(cells.map((c) => c.x)).toEqual(cells.map((c) => c.x).toSorted((a, b) => a - b));
    expect(new Set(cells.map((c) => c.width.toFixed(2))).size).toBe(1);
  });
});
