import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '../../shared/locales';
import { filterText, filterWords, type FilterText } from './treeHole.normalize';

/** What the filter looks for: see wordLists/README.md. */
export const FILTER_CATEGORIES = ['selfHarm', 'abuse', 'contact'] as const;
export type FilterCategory = (typeof FILTER_CATEGORIES)[number];

interface WordListFile {
  selfHarm: string[];
  abuse: string[];
  contact: string[];
  allow: string[];
}

/** One list entry as the filter reads it: whole words in the spaced form, or a run inside the compact form. */
interface Entry {
  term: string;
  category: FilterCategory;
  /** Whole words, with a space before (and after, unless `stem`). Null for a script written without spaces. */
  spaced: string | null;
  /** Matched inside the compact form: entries in Chinese, Japanese or Korean, and long entries of several words. */
  compact: string | null;
}

export interface FilterVerdict {
  /** Whether the post waits for a moderator: whenever anything matched. */
  hold: boolean;
  /** Categories matched, self-harm first. */
  categories: FilterCategory[];
  /** The list entries that matched (for the moderator, never shown to the author). */
  matched: string[];
}

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** A link, an address or a phone number: the tree hole is anonymous for writer and reader alike. */
const CONTACT_PATTERNS = [/https?:\/\/|www\.|\b[a-z0-9-]+\.(?:com|net|org|cn|hk|jp|kr|fr|es|de|pt|io|me|ly)\b/i, /[\w.+-]+@[\w-]+\.[\w.]+/, /(?:\d[\s\-.()]*){8,}/];
/** Several words run together are matched inside the compact form only when long enough not to hide in other words. */
const MIN_COMPACT_LENGTH = 8;

function entryOf(raw: string, category: FilterCategory): Entry | null {
  const stem = raw.endsWith('*');
  const words = filterWords(stem ? raw.slice(0, -1) : raw);
  if (words.length === 0) return null;
  const compact = words.join('');
  if (UNSPACED.test(compact)) return { term: raw, category, spaced: null, compact };
  return {
    term: raw,
    category,
    spaced: ` ${words.join(' ')}${stem ? '' : ' '}`,
    compact: words.length > 1 && compact.length >= MIN_COMPACT_LENGTH ? compact : null,
  };
}

export interface WordLists {
  entries: readonly Entry[];
  allowed: readonly string[];
}

const listDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'wordLists');

/** The nine locales' lists in one, read once: a post is checked against all of them. */
export function loadWordLists(dir = listDir): WordLists {
  const entries: Entry[] = [];
  const allowed = new Set<string>();
  for (const locale of LOCALES) {
    const file = JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as WordListFile;
    for (const category of FILTER_CATEGORIES) {
      for (const raw of file[category]) {
        const entry = entryOf(raw, category);
        if (entry) entries.push(entry);
      }
    }
    for (const raw of file.allow) {
      const words = filterWords(raw);
      if (words.length) allowed.add(words.join(''));
    }
  }
  return { entries, allowed: [...allowed].sort((a, b) => b.length - a.length) };
}

/** The text with allowed words taken out, so an innocent word holding a listed one matches nothing. */
function withoutAllowed(text: FilterText, allowed: readonly string[]): FilterText {
  let { spaced, compact } = text;
  for (const word of allowed) {
    if (!compact.includes(word)) continue;
    spaced = spaced.split(word).join(' ');
    compact = compact.split(word).join('|');
  }
  return { spaced, compact };
}

/**
 * The filter's verdict on a text. Pure and synchronous: the lists are data loaded once, and a post of 500
 * characters is a few hundred substring checks.
 */
export function screen(lists: WordLists, raw: string): FilterVerdict {
  const text = withoutAllowed(filterText(raw), lists.allowed);
  const matched: string[] = [];
  const categories = new Set<FilterCategory>();
  for (const entry of lists.entries) {
    const hit = (entry.spaced !== null && text.spaced.includes(entry.spaced)) || (entry.compact !== null && text.compact.includes(entry.compact));
    if (hit) {
      matched.push(entry.term);
      categories.add(entry.category);
    }
  }
  const nfkc = raw.normalize('NFKC');
  if (CONTACT_PATTERNS.some((p) => p.test(nfkc))) {
    categories.add('contact');
    matched.push('(link, address or number)');
  }
  const ordered = FILTER_CATEGORIES.filter((c) => categories.has(c));
  return { hold: ordered.length > 0, categories: ordered, matched: [...new Set(matched)] };
}

let shared: WordLists | undefined;
/** The product's lists, loaded on first use. */
export const productWordLists = (): WordLists => (shared ??= loadWordLists());
