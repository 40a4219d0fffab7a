/**
 * Where a line of the PDF may break, by the rules readers of each script expect (the ones CSS calls `word-break:
 * keep-all` for Korean and kinsoku for Chinese and Japanese), since pdfkit's own breaker splits Hangul words:
 * - Latin, Greek, Cyrillic and Korean break only at spaces: a Korean word (eojeol) is never split, like a Latin one.
 * - Chinese and Japanese break between any two characters, except that no line starts with closing punctuation,
 *   a small kana or the long-vowel mark, and none ends with opening punctuation.
 * A word longer than the whole line is the one exception: it is cut where it must be rather than overflow.
 */

/** Characters that may not start a line. */
const NO_START = new Set(
  [...'、。，．,.:;!?％%‰℃)]}｝）〕］〉》」』】〙〗〟｠»›’”・：；！？゛゜ヽヾゝゞ々〻ー‐゠–〜～…‥'].concat(
    [...'ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ'],
  ),
);

/** Characters that may not end a line. */
const NO_END = new Set('([{｛（〔［〈《「『【〘〖〝｟«‹‘“');

/** Chinese characters, kana and CJK punctuation: a line may break beside them (Hangul is not among them). */
const CJK = /[\u2E80-\u2FDF\u3000-\u303F\u3040-\u30FF\u31F0-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFF00-\uFF60\uFFE0-\uFFEF\u{20000}-\u{3FFFF}]/u;

const isSpace = (ch: string) => /\s/.test(ch);

/** Whether a line may break between two adjacent characters. */
export function mayBreakBetween(before: string, after: string): boolean {
  if (isSpace(after)) return false; // spaces stay at the end of the line they follow
  if (isSpace(before)) return true;
  if (NO_START.has(after) || NO_END.has(before)) return false;
  return CJK.test(before) || CJK.test(after);
}

/** Text cut into the pieces a line may not break inside, each with the spaces that follow it. */
export function unbreakablePieces(text: string): string[] {
  const chars = [...text];
  const pieces: string[] = [];
  let current = '';
  for (let i = 0; i < chars.length; i += 1) {
    const ch = chars[i]!;
    if (current && !mayBreakBetween(chars[i - 1]!, ch)) current += ch;
    else {
      if (current) pieces.push(current);
      current = ch;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/**
 * Lines of at most `width` (as `measure` says), filled greedily with unbreakable pieces. A line's width is the sum of
 * its pieces' (kerning across a break opportunity is negligible), so each piece is measured once. Spaces at the end
 * of a line are dropped; explicit line breaks in the text are kept.
 */
export function wrapLines(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const piece of unbreakablePieces(paragraph)) {
      const trimmed = piece.trimEnd();
      if (line && lineWidth + measure(trimmed) > width) {
        lines.push(line.trimEnd());
        line = '';
        lineWidth = 0;
      }
      line += piece;
      lineWidth += measure(piece);
      // A piece wider than a whole line: cut it where it must be, character by character.
      // (Only a piece alone on its line can overflow: any other would have started a new line.)
      if (measure(trimmed) > width && [...trimmed].length > 1) {
        const chars = [...line];
        while (chars.length > 1 && measure(chars.join('').trimEnd()) > width) {
          let fit = 1;
          while (fit < chars.length && measure(chars.slice(0, fit + 1).join('')) <= width) fit += 1;
          lines.push(chars.splice(0, fit).join(''));
        }
        line = chars.join('');
        lineWidth = measure(line);
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}
