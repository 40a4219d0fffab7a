/**
 * The plain-text part of an e-mail, wrapped so that it reads on a phone and in a terminal: at most 78 columns a
 * line (RFC 5322's advice), Chinese and Japanese characters counting two columns as they do on screen. Latin and
 * Korean text breaks between words (Korean keeps its words whole, as the site does); Chinese and Japanese break
 * between characters, but never before closing punctuation or small kana, nor after opening punctuation. A word
 * longer than a line (a link, an address) stands alone on its line, unbroken, so it stays clickable.
 */
export const TEXT_WIDTH = 78;

/** Columns a code point takes: two for East Asian wide and full-width characters, one otherwise. */
export function columnsOf(codePoint: number): number {
  return (codePoint >= 0x1100 && codePoint <= 0x115f) ||
    (codePoint >= 0x2e80 && codePoint <= 0x303e) ||
    (codePoint >= 0x3041 && codePoint <= 0x33ff) ||
    (codePoint >= 0x3400 && codePoint <= 0x4dbf) ||
    (codePoint >= 0x4e00 && codePoint <= 0x9fff) ||
    (codePoint >= 0xa000 && codePoint <= 0xa4cf) ||
    (codePoint >= 0xac00 && codePoint <= 0xd7a3) ||
    (codePoint >= 0xf900 && codePoint <= 0xfaff) ||
    (codePoint >= 0xfe30 && codePoint <= 0xfe4f) ||
    (codePoint >= 0xff00 && codePoint <= 0xff60) ||
    (codePoint >= 0xffe0 && codePoint <= 0xffe6) ||
    (codePoint >= 0x20000 && codePoint <= 0x3fffd)
    ? 2
    : 1;
}

/** The width of a string in columns. */
export function widthOf(text: string): number {
  let width = 0;
  for (const char of text) width += columnsOf(char.codePointAt(0)!);
  return width;
}

const isHangul = (cp: number) => (cp >= 0xac00 && cp <= 0xd7a3) || (cp >= 0x1100 && cp <= 0x11ff) || (cp >= 0x3130 && cp <= 0x318f);
/** Characters a line may break before or after without a space: Han, kana, full-width forms (not Hangul). */
const breaksFreely = (cp: number) => columnsOf(cp) === 2 && !isHangul(cp);
const NO_BREAK_BEFORE = new Set(
  '、。，．,.!?！？：；:;)]｝〕〉》」』】〙〗’”%％・ー…‥々ゝゞぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ',
);
const NO_BREAK_AFTER = new Set('([｛〔〈《「『【〘〖‘“（');
// Spaces a line breaks at: not the no-break ones (U+00A0, U+2007, U+202F) that bind "29,99 €" or "rapport :".
const BREAKING_SPACE = /[\t\n\v\f\r \u1680\u2000-\u2006\u2008-\u200a\u2028\u2029\u205f\u3000]/;

/** One unbreakable run of a paragraph, and whether a space stood before it. */
interface Atom {
  text: string;
  spaced: boolean;
}

function atomsOf(paragraph: string): Atom[] {
  const atoms: Atom[] = [];
  let current = '';
  let spaced = false;
  let previous: string | null = null;
  const flush = () => {
    if (current) atoms.push({ text: current, spaced });
    current = '';
    spaced = false;
  };
  for (const char of paragraph) {
    if (BREAKING_SPACE.test(char)) {
      flush();
      spaced = atoms.length > 0;
      previous = null;
      continue;
    }
    const cp = char.codePointAt(0)!;
    if (previous !== null) {
      const prevCp = previous.codePointAt(0)!;
      if ((breaksFreely(cp) || breaksFreely(prevCp)) && !NO_BREAK_BEFORE.has(char) && !NO_BREAK_AFTER.has(previous)) flush();
    }
    current += char;
    previous = char;
  }
  flush();
  return atoms;
}

const isLink = (word: string) => /^(?:https?:\/\/|mailto:)\S+$/i.test(word) || /^[^\s@]+@[^\s@]+$/.test(word);

/** Cuts a word that fits no line (not a link) into pieces of at most `width` columns. */
function cut(word: string, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (widthOf(piece + char) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * Wraps one paragraph (its own line breaks are kept) to `width` columns. `first` starts the first line and `rest`
 * every later one (a list's "- " and its hanging indent, a quote's "> ").
 */
export function wrapParagraph(paragraph: string, options: { width?: number; first?: string; rest?: string } = {}): string {
  const width = options.width ?? TEXT_WIDTH;
  const first = options.first ?? '';
  const rest = options.rest ?? first;
  const lines: string[] = [];
  for (const sourceLine of paragraph.split('\n')) {
    let line = '';
    const push = () => {
      lines.push(line);
      line = '';
    };
    const prefix = () => (lines.length === 0 ? first : rest);
    for (const atom of atomsOf(sourceLine)) {
      const room = width - widthOf(prefix());
      const joined = line && atom.spaced ? `${line} ${atom.text}` : line + atom.text;
      if (widthOf(joined) <= room) {
        line = joined;
        continue;
      }
      if (line) push();
      if (widthOf(atom.text) <= width - widthOf(prefix())) {
        line = atom.text;
      } else if (isLink(atom.text)) {
        line = atom.text;
        push();
      } else {
        const pieces = cut(atom.text, width - widthOf(prefix()));
        for (const piece of pieces.slice(0, -1)) {
          line = piece;
          push();
        }
        line = pieces.at(-1) ?? '';
      }
    }
    if (line || lines.length === 0 || sourceLine === '') push();
  }
  // Prefixes are applied once the lines are known, so a link alone on its line keeps its own line.
  return lines.map((line, i) => `${i === 0 ? first : rest}${line}`.trimEnd()).join('\n');
}
