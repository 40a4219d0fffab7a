import { normalizeText } from '../search/tokenize';

/**
 * Text as the tree hole's filter reads it. The search's fold comes first (NFKC, so full-width and half-width forms
 * are one; lower case; Latin accents dropped; Traditional Chinese folded to Simplified), then what people do to slip
 * a word past a filter is undone: invisible characters go, noise between letters goes (k.i.l.l, f*ck, 死-了), the
 * usual digit and symbol stand-ins become letters (h4te, $tupid), letters spaced one by one are joined again
 * (d i e), and a letter repeated is read once (diiiie), on both the text and the word lists alike.
 */
const INVISIBLE = /\u034f|\p{Variation_Selector}|[\u00ad\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u3164\ufeff]/gu;
const LATIN = /[a-z]/;
const STAND_INS: Readonly<Record<string, string>> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i', '|': 'i', '€': 'e' };
const NOT_WORD = /[^\p{L}\p{N}]/gu;
const REPEATS = /(.)\1+/gu;

export interface FilterText {
  /** Words separated by single spaces, with a space at each end: a list entry matches whole words. */
  spaced: string;
  /** The same words run together: scripts written without spaces (and entries run together) match inside it. */
  compact: string;
}

const EDGES = /^[^\p{L}\p{N}$@]+|[^\p{L}\p{N}]+$/gu;

/**
 * One word with its noise taken out: punctuation at its ends goes first (so "help!" stays "help"), then stand-ins
 * read as letters when the word has Latin letters at all (sh!t, $tupid), then anything that is not a letter or digit.
 */
function cleanWord(word: string): string {
  const trimmed = word.replace(EDGES, '');
  const read = LATIN.test(trimmed) ? [...trimmed].map((ch) => STAND_INS[ch] ?? ch).join('') : trimmed;
  return read.replace(NOT_WORD, '');
}

const SPELT = /^[a-z0-9]$/;
/** Where a spaced script meets one written without spaces (我同事on9), a word begins. */
const SCRIPT_EDGE = /(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])(?=[a-z0-9])|(?<=[a-z0-9])(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])/gu;

/**
 * Words of one letter or digit in a row (three or more) are one word spelt out: "k i l l" is "kill". A run that
 * begins with a word of one letter may begin with a real one ("is a c u n t"): the run without it is read too,
 * as an alternative reading.
 */
function joinSpeltOut(words: readonly string[]): { words: string[]; alternatives: string[] } {
  const out: string[] = [];
  const alternatives: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 3) {
      out.push(run.join(''));
      if (run.length >= 4) alternatives.push(run.slice(1).join(''));
    } else out.push(...run);
    run = [];
  };
  for (const word of words) {
    if (SPELT.test(word)) run.push(word);
    else {
      flush();
      out.push(word);
    }
  }
  flush();
  return { words: out, alternatives };
}

const squeeze = (word: string) => word.replace(REPEATS, '$1');

function readWords(text: string): { words: string[]; alternatives: string[] } {
  const words = normalizeText(text.replace(INVISIBLE, ''))
    .split(/\s+/u)
    .flatMap((w) => cleanWord(w).replace(SCRIPT_EDGE, ' ').split(' '))
    .filter((w) => w.length > 0);
  const read = joinSpeltOut(words);
  return { words: read.words.map(squeeze), alternatives: read.alternatives.map(squeeze) };
}

/** The words of a text as the filter reads them (see above). */
export const filterWords = (text: string): string[] => readWords(text).words;

/** The text as the filter matches it; alternative readings of spelt-out words follow the text's own words. */
export function filterText(text: string): FilterText {
  const { words, alternatives } = readWords(text);
  const spaced = alternatives.length ? ` ${words.join(' ')}  ${alternatives.join(' ')} ` : ` ${words.join(' ')} `;
  return { spaced, compact: words.join('') };
}

/** Characters as the author counts them (code points: an emoji or a rare CJK character is one). */
export const characterCount = (text: string): number => [...text].length;
