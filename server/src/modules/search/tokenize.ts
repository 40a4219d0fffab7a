import { Converter } from 'opencc-js/t2cn';

/**
 * Text as the search sees it, the same for what is stored and what is asked, so PostgreSQL's plain `simple`
 * configuration can match any of the nine languages without an extension (PGlite and managed databases alike).
 *
 * - NFKC, then lower case: full-width letters, ligatures and half-width kana become their ordinary forms.
 * - Traditional Chinese folds to Simplified (OpenCC's Hong Kong and Taiwan tables, phrase-aware), so 憂鬱 finds
 *   忧郁. Japanese kanji go through the same fold on both sides, so they still match each other.
 * - Accents of Latin letters are dropped (é → e, ü → u, ç → c, ñ → n; ß is ss): most people type without them on a
 *   phone, and a French or Portuguese reader finds "été" with "ete" and "ete" with "été". Only the Latin
 *   combining marks (U+0300–U+036F) go; kana's voicing marks and Hangul stay as they are.
 */
const toSimplified = Converter({ from: 'hk', to: 'cn' });
const LATIN_MARKS = /[\u0300-\u036f]/g;

export function normalizeText(text: string): string {
  const folded = text.normalize('NFKC').toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(LATIN_MARKS, '').normalize('NFC');
  return toSimplified(folded);
}

/** Chinese characters and kana (with the long-vowel mark), read as overlapping pairs plus single characters. */
const CJ = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc\u3005]/u;
const HANGUL = /\p{Script=Hangul}/u;
const WORD = /[\p{L}\p{N}]/u;

type RunKind = 'cj' | 'hangul' | 'word';
interface Run { kind: RunKind; chars: string[] }

function kindOf(ch: string): RunKind | null {
  if (CJ.test(ch)) return 'cj';
  if (HANGUL.test(ch)) return 'hangul';
  if (WORD.test(ch)) return 'word';
  return null;
}

/** Splits normalised text into runs of one script; anything else (spaces, punctuation, symbols) separates them. */
function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  let current = null as Run | null;
  for (const ch of text) {
    const kind = kindOf(ch);
    if (!kind) {
      current = null;
      continue;
    }
    if (current?.kind !== kind) {
      current = { kind, chars: [] };
      runs.push(current);
    }
    current.chars.push(ch);
  }
  return runs;
}

const pairsOf = (chars: readonly string[]) => chars.slice(1).map((ch, i) => chars[i] + ch);

/**
 * The tokens stored for a text, in reading order (repeats kept: they count for ranking): Latin, Cyrillic and
 * other spaced scripts by word; Chinese and Japanese by single characters and overlapping pairs, so a one- or
 * two-character query finds them inside longer runs; Korean by word and by overlapping syllable pairs, since
 * particles attach to words (수면과, 수면을 both hold the pair 수면).
 */
export function documentTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const run of runsOf(normalizeText(text))) {
    if (run.kind === 'word') tokens.push(run.chars.join(''));
    else if (run.kind === 'cj') tokens.push(...run.chars, ...pairsOf(run.chars));
    else tokens.push(run.chars.join(''), ...(run.chars.length > 2 ? pairsOf(run.chars) : []));
  }
  return tokens;
}

/** One term of a query: a token that must be present, or (`prefix`) a token some stored token begins with. */
export interface QueryTerm { token: string; prefix: boolean }

/**
 * The terms a query asks for, all of which must match. A Chinese or Japanese run asks for its pairs (or its
 * character, when it has one); a Korean word for its syllable pairs, and a single syllable for any word or pair
 * that begins with it (잠 finds 잠을); a spaced-script word for itself.
 */
export function queryTerms(query: string): QueryTerm[] {
  const terms = new Map<string, QueryTerm>();
  const add = (token: string, prefix = false) => terms.set(`${token}${prefix ? ':*' : ''}`, { token, prefix });
  for (const run of runsOf(normalizeText(query))) {
    if (run.kind === 'word') add(run.chars.join(''));
    else if (run.chars.length === 1) add(run.chars[0]!, run.kind === 'hangul');
    else for (const pair of pairsOf(run.chars)) add(pair);
  }
  return [...terms.values()];
}

/** Tokens as text for `to_tsvector('simple', …)`: separated by spaces, which no token holds. */
export const tokenText = (tokens: readonly string[]): string => tokens.join(' ');

/**
 * The terms as text for `to_tsquery('simple', …)`, all joined by `&`; null when the query holds no word at all.
 * Each token is quoted (quotes doubled, backslashes escaped), so no user input is read as an operator.
 */
export function tsQueryText(terms: readonly QueryTerm[]): string | null {
  if (!terms.length) return null;
  return terms.map((t) => `'${t.token.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${t.prefix ? ':*' : ''}`).join(' & ');
}
