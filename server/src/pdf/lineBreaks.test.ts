import { describe, expect, it } from 'vitest';
import { mayBreakBetween, unbreakablePieces, wrapLines } from './lineBreaks';

/** One unit per character: enough to test where lines break. */
const chars = (text: string) => [...text].length;

describe('line breaks in the PDF', () => {
  it('breaks Korean only between words (keep-all), never inside a word', () => {
    expect(unbreakablePieces('당신의 강점은 관계에서 드러나요.')).toEqual(['당신의 ', '강점은 ', '관계에서 ', '드러나요.']);
    const text = '사람들이 하는 말 밑에 깔린 기분이나 동기를 읽어 내고, 거기에 세심하게 반응하는 경우가 많아요.';
    for (const width of [6, 9, 14, 20]) {
      const lines = wrapLines(text, width, chars);
      expect(lines.join(' '), `width ${width}`).toBe(text);
    }
  });

  it('breaks Chinese and Japanese between characters, but no line starts with closing punctuation or ends with opening', () => {
    expect(mayBreakBetween('自', '分')).toBe(true);
    expect(mayBreakBetween('分', '。')).toBe(false);
    expect(mayBreakBetween('「', 'あ')).toBe(false);
    expect(mayBreakBetween('ッ', 'ク')).toBe(true);
    expect(mayBreakBetween('ク', 'ッ')).toBe(false);
    expect(mayBreakBetween('ト', 'ー')).toBe(false);
    const ja = 'あなたは「人の話をよく聞く」と言われることが多いでしょう。けれども、自分の気持ちは後回しになりがちです。';
    const zh = '你往往會先照顧別人的需要，然後才想到自己。這份體貼很珍貴，但也需要界線。';
    for (const text of [ja, zh]) {
      for (let width = 4; width <= 20; width += 1) {
        const lines = wrapLines(text, width, chars);
        expect(lines.join('')).toBe(text);
        for (const line of lines) {
          expect(line, `width ${width}`).not.toMatch(/^[、。，．」』）！？：；ーッ]/u);
          expect(line, `width ${width}`).not.toMatch(/[「『（]$/u);
          expect(chars(line)).toBeLessThanOrEqual(width + 1);
        }
      }
    }
  });

  it('keeps Latin words whole and cuts only a word longer than the line', () => {
    expect(wrapLines('Horizon Planners tend to live a few steps ahead', 16, chars)).toEqual(['Horizon Planners', 'tend to live a', 'few steps ahead']);
    expect(wrapLines('a https://innerscope.app/en-US/report/retrieve end', 12, chars)).toEqual(['a', 'https://inne', 'rscope.app/e', 'n-US/report/', 'retrieve end']);
    // A Latin word inside Japanese text stays whole.
    expect(unbreakablePieces('PDFを保存')).toEqual(['PDF', 'を', '保', '存']);
  });
});
