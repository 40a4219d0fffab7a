import type { Locale } from '../locales';
import { describePanel, type FigureGroup } from './describe';
import { type AdjectiveWord, DESCRIPTION_WORDS, type LocaleWords } from './descriptionWords';
import type { Layout, Panel } from './types';

/**
 * A panel as one sentence in a locale, for an option's accessible name or a cell's description, for example
 * "Two large dark gray triangles: top left and bottom right." Each language orders count, size, colour, shape
 * and places its own way; the words come from `DESCRIPTION_WORDS`.
 */

interface Grammar {
  readonly group: (group: FigureGroup, words: LocaleWords, places: string) => string;
  readonly list: (items: readonly string[]) => string;
  readonly groupSeparator: string;
  readonly end: string;
  readonly capitalise: boolean;
}

function joinList(items: readonly string[], separator: string, last: string, serialLast = last): string {
  if (items.length <= 1) return items[0] ?? '';
  const head = items.slice(0, -1).join(separator);
  return `${head}${items.length > 2 ? serialLast : last}${items[items.length - 1]}`;
}

function form(word: AdjectiveWord, count: number, masculine = false): string {
  if (count !== 1) return word.other;
  return masculine ? (word.oneMasculine ?? word.one) : word.one;
}

function parts(group: FigureGroup, words: LocaleWords) {
  const shape = words.shapes[group.shape];
  const many = group.count !== 1;
  return {
    count: words.counts[group.count - 1] ?? String(group.count),
    shape: many ? shape.other : shape.one,
    size: words.sizes[group.sizeWord],
    color: words.colors[group.colorWord],
    masculine: shape.masculine === true,
  };
}

/** Korean picks 과 after a closed syllable and 와 after an open one. */
function koreanAnd(word: string): string {
  const code = word.charCodeAt(word.length - 1);
  const closed = code >= 0xac00 && code <= 0xd7a3 && (code - 0xac00) % 28 !== 0;
  return closed ? '과 ' : '와 ';
}

const western = (and: string, order: 'size-first' | 'noun-first', serialAnd = and, colon = ': '): Grammar => ({
  group: (group, words, places) => {
    const { count, shape, size, color, masculine } = parts(group, words);
    const sized = form(size, group.count, masculine);
    const coloured = form(color, group.count, masculine);
    const figure =
      order === 'size-first'
        ? size.after
          ? `${count} ${shape} ${coloured} ${sized}`
          : `${count} ${sized} ${coloured} ${shape}`
        : `${count} ${shape} ${sized} ${coloured}`;
    return `${figure}${colon}${places}`;
  },
  list: (items) => joinList(items, ', ', and, serialAnd),
  groupSeparator: '; ',
  end: '.',
  capitalise: true,
});

/** French puts most sizes before the noun and colours after it. */
const french: Grammar = {
  group: (group, words, places) => {
    const { count, shape, size, color } = parts(group, words);
    const sized = form(size, group.count);
    const coloured = form(color, group.count);
    // French sets a thin space before a colon; a plain space reads the same aloud.
    return `${size.after ? `${count} ${shape} ${coloured} ${sized}` : `${count} ${sized} ${shape} ${coloured}`} : ${places}`;
  },
  list: (items) => joinList(items, ', ', ' et '),
  groupSeparator: ' ; ',
  end: '.',
  capitalise: true,
};

const chinese = (located: string): Grammar => ({
  group: (group, words, places) => {
    const { count, shape, size, color } = parts(group, words);
    return `${count}${size.one}${color.one}${shape}，${located}${places}`;
  },
  list: (items) => joinList(items, '、', '和'),
  groupSeparator: '；',
  end: '。',
  capitalise: false,
});

const GRAMMARS: Readonly<Record<Locale, Grammar>> = {
  'en-US': western(' and ', 'size-first', ', and '),
  'de-DE': western(' und ', 'size-first'),
  'es-ES': western(' y ', 'noun-first'),
  'pt-PT': western(' e ', 'noun-first'),
  'fr-FR': french,
  'zh-CN': chinese('位于'),
  'zh-HK': chinese('位於'),
  'ja-JP': {
    group: (group, words, places) => {
      const { count, shape, size, color } = parts(group, words);
      return `${places}に${size.one}${color.one}の${shape}が${count}`;
    },
    // Two places take と; longer lists read better with commas only.
    list: (items) => joinList(items, '、', 'と', '、'),
    groupSeparator: '、',
    end: '。',
    capitalise: false,
  },
  'ko-KR': {
    group: (group, words, places) => {
      const { count, shape, size, color } = parts(group, words);
      return `${places}에 ${size.one} ${color.one} ${shape} ${count}`;
    },
    list: (items) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')}${koreanAnd(items[items.length - 2] ?? '')}${items[items.length - 1]}`),
    groupSeparator: ', ',
    end: '.',
    capitalise: false,
  },
};

export function describePanelText(panel: Panel, layout: Layout, locale: Locale): string {
  const words = DESCRIPTION_WORDS[locale];
  const grammar = GRAMMARS[locale];
  const groups = describePanel(panel, layout).groups.map((group) =>
    grammar.group(group, words, grammar.list(group.positionWords.map((position) => words.positions[position]))),
  );
  const sentence = `${groups.join(grammar.groupSeparator)}${grammar.end}`;
  return grammar.capitalise ? sentence.charAt(0).toLocaleUpperCase(locale) + sentence.slice(1) : sentence;
}
