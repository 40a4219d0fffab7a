import { describe, expect, it } from 'vitest';
import { widthOf, wrapParagraph } from './plainText';

describe('the plain-text part', () => {
  it('wraps Latin text between words, within the width', () => {
    const text = 'Your 7-day trial has started. Unless you cancel before December 4, 2026, you will then be charged $29.99 every month until you cancel.';
    const lines = wrapParagraph(text, { width: 40 }).split('\n');
    expect(lines.every((line) => line.length <= 40)).toBe(true);
    expect(lines.join(' ')).toBe(text);
  });

  it('counts Chinese and Japanese characters as two columns and breaks between them, never before closing punctuation', () => {
    const text = 'サブスクリプション料金￥4,500を請求できませんでした。2026年12月4日に再度お試しします。引き続きご利用いただくには、カード情報を更新してください。';
    const lines = wrapParagraph(text, { width: 30 }).split('\n');
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.every((line) => widthOf(line) <= 30)).toBe(true);
    expect(lines.join('')).toBe(text);
    expect(lines.some((line) => /^[、。）」ー]/.test(line))).toBe(false);
  });

  it('keeps Korean words whole, breaking only at spaces', () => {
    const text = '7일 체험이 시작되었어요. 2026년 12월 4일 전에 취소하지 않으면 그 뒤로는 취소할 때까지 매월 ₩39,000씩 청구돼요.';
    const lines = wrapParagraph(text, { width: 30 }).split('\n');
    expect(lines.every((line) => widthOf(line) <= 30)).toBe(true);
    expect(lines.join(' ')).toBe(text);
  });

  it('never breaks at a no-break space (a price, a French colon)', () => {
    const text = 'Sauf résiliation avant le 4 décembre 2026, nous prélèverons ensuite 29,99\u00a0€ chaque mois.';
    for (let width = 20; width < text.length; width += 1) {
      expect(wrapParagraph(text, { width }).split('\n').some((line) => line.startsWith('€'))).toBe(false);
    }
  });

  it('puts a link longer than the line alone on its line, unbroken', () => {
    const url = `https://innerscope.app/report/result/BMBTI-1754?order=Q7K2M9X4T8B3N6P1&t=${'x'.repeat(43)}&hl=en-US`;
    expect(wrapParagraph(`Open it here ${url} today`, { width: 40 }).split('\n')).toEqual(['Open it here', url, 'today']);
  });

  it('cuts a long word that is no link, and prefixes quotes and list items', () => {
    expect(wrapParagraph('a'.repeat(90), { width: 40 }).split('\n').map((l) => l.length)).toEqual([40, 40, 10]);
    expect(wrapParagraph('one two three four', { width: 10, first: '> ' })).toBe('> one two\n> three\n> four');
    expect(wrapParagraph('one two three four', { width: 10, first: '- ', rest: '  ' })).toBe('- one two\n  three\n  four');
    expect(wrapParagraph('first line\n\nthird', { width: 40, first: '> ' })).toBe('> first line\n>\n> third');
  });
});
