import { describe, expect, it } from 'vitest';
import { documentTokens, normalizeText, queryTerms, tsQueryText } from './tokenize';

describe('normalizeText', () => {
  it('folds width, case, Latin accents and Traditional Chinese, and keeps kana voicing and Hangul', () => {
    expect(normalizeText('ＡＢＣ Été Straße')).toBe('abc ete strasse');
    expect(normalizeText('睡眠與憂鬱')).toBe('睡眠与忧郁');
    expect(normalizeText('がんばる')).toBe('がんばる');
    expect(normalizeText('ｶﾞﾝﾊﾞﾙ')).toBe('ガンバル');
    expect(normalizeText('수면과 기분')).toBe('수면과 기분');
  });
});

describe('documentTokens', () => {
  it('splits spaced scripts into words at any non-letter', () => {
    expect(documentTokens("L'été à Montréal, 2026!")).toEqual(['l', 'ete', 'a', 'montreal', '2026']);
  });
  it('gives Chinese and Japanese runs their single characters and overlapping pairs', () => {
    expect(documentTokens('睡眠與情緒')).toEqual(['睡', '眠', '与', '情', '绪', '睡眠', '眠与', '与情', '情绪']);
    expect(documentTokens('こころ')).toEqual(['こ', 'こ', 'ろ', 'ここ', 'ころ']);
  });
  it('gives Korean words and their syllable pairs', () => {
    expect(documentTokens('수면과 잠')).toEqual(['수면과', '수면', '면과', '잠']);
  });
});

describe('queryTerms', () => {
  it('asks Chinese and Japanese for pairs, or the single character', () => {
    expect(queryTerms('睡')).toEqual([{ token: '睡', prefix: false }]);
    expect(queryTerms('睡眠')).toEqual([{ token: '睡眠', prefix: false }]);
    expect(queryTerms('こころ')).toEqual([{ token: 'ここ', prefix: false }, { token: 'ころ', prefix: false }]);
  });
  it('asks a Korean syllable as a prefix and a Korean word for its pairs', () => {
    expect(queryTerms('잠')).toEqual([{ token: '잠', prefix: true }]);
    expect(queryTerms('수면')).toEqual([{ token: '수면', prefix: false }]);
  });
  it('folds a Traditional query to the Simplified tokens', () => {
    expect(queryTerms('憂鬱')).toEqual(queryTerms('忧郁'));
  });
  it('quotes every term, so operators typed by a user are text', () => {
    expect(tsQueryText(queryTerms("it's a | b & !c"))).toBe("'it' & 's' & 'a' & 'b' & 'c'");
    expect(tsQueryText([{ token: "o'k\\", prefix: true }])).toBe("'o''k\\\\':*");
    expect(tsQueryText(queryTerms(' ,.!? '))).toBeNull();
  });
});
