import { describe, expect, it } from 'vitest';
import { readContent } from '../../../seeds/content';
import type { ItemBank, ItemTexts } from '../../../seeds/bmbti';
import { LOCALES } from '../../shared/locales';

const bank = readContent<ItemBank>('bmbti', 'items.json')!;
const source = readContent<ItemTexts>('bmbti', 'items', 'en-US.json')!;
const ids = bank.items.map((i) => i.id);

/** The first label must agree and the last disagree, in each language's own words. */
const LABEL_ANCHORS: Record<string, { agree: RegExp; disagree: RegExp }> = {
  'en-US': { agree: /^Strongly agree$/, disagree: /disagree/ },
  'zh-CN': { agree: /^(?!.*不).*同意/, disagree: /不同意/ },
  'zh-HK': { agree: /^(?!.*不).*同意/, disagree: /不同意/ },
  'ja-JP': { agree: /^(?!.*(ない|わない)).*そう思う$/, disagree: /(思わない|ない)$/ },
  'ko-KR': { agree: /^(?!.*않).*그렇다$/, disagree: /않다$/ },
  'fr-FR': { agree: /^(?!.*pas).*d'accord/i, disagree: /pas/i },
  'es-ES': { agree: /^(?!.*desacuerdo).*de acuerdo/i, disagree: /desacuerdo/ },
  'de-DE': { agree: /^(?!.*nicht).*zu$/i, disagree: /nicht/ },
  'pt-PT': { agree: /^Concordo/, disagree: /^Discordo/ },
};

describe('the 16-type item bank', () => {
  it('has unique ids, three parts and positions 1..n', () => {
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(bank.items.map((i) => i.part))).toEqual(new Set([1, 2, 3]));
    expect(bank.items.map((i) => i.position)).toEqual(ids.map((_, n) => n + 1));
  });

  it.each(LOCALES)('%s has every statement, seven labels in the source order, nothing left in English', (locale) => {
    const texts = readContent<ItemTexts>('bmbti', 'items', `${locale}.json`);
    expect(texts, `items/${locale}.json`).not.toBeNull();
    // Keying lives only in items.json: a translation cannot carry (or reverse) it.
    expect(Object.keys(texts!).sort()).toEqual(['items', 'labels']);
    expect(Object.keys(texts!.items)).toEqual(Object.keys(source.items));
    expect(texts!.labels).toHaveLength(7);
    const anchors = LABEL_ANCHORS[locale]!;
    expect(texts!.labels[0]).toMatch(anchors.agree);
    expect(texts!.labels[6]).toMatch(anchors.disagree);
    expect(texts!.labels[6]).not.toMatch(anchors.agree);
    for (const id of ids) {
      const text = texts!.items[id]!;
      expect(text.trim().length, id).toBeGreaterThan(3);
      if (locale !== 'en-US') expect(text, id).not.toBe(source.items[id]);
      if (/^(zh|ja|ko)/.test(locale)) expect(text, `${locale} ${id}`).not.toMatch(/[A-Za-z]/);
    }
    expect(new Set(Object.values(texts!.items)).size, 'no two statements alike').toBe(ids.length);
  });
});
