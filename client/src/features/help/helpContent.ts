/** The support team's address, shown in the contact section. */
export const SUPPORT_EMAIL = 'support@innerscope.app';

/** The help centre's sections, in the order the page shows them. */
export const HELP_SECTIONS = ['subscription', 'billing', 'legal', 'contact'] as const;
export type HelpSection = (typeof HELP_SECTIONS)[number];

/** The legal texts the legal section shows in full; each is reachable at `#{kind}`. */
export const PROTOCOL_KINDS = ['terms', 'privacy'] as const;
export type ProtocolKind = (typeof PROTOCOL_KINDS)[number];

/** The section an entry's category belongs to; `support` is taken as another name for `contact`. */
export function sectionOf(category: string): HelpSection | null {
  const normalized = category.trim().toLowerCase();
  if (normalized === 'support') return 'contact';
  return (HELP_SECTIONS as readonly string[]).includes(normalized) ? (normalized as HelpSection) : null;
}

/** Groups entries by section, keeping their order; entries of an unknown category are left out. */
export function groupBySection<T extends { category: string }>(entries: readonly T[]): Record<HelpSection, T[]> {
  const groups: Record<HelpSection, T[]> = { subscription: [], billing: [], legal: [], contact: [] };
  for (const entry of entries) {
    const section = sectionOf(entry.category);
    if (section) groups[section].push(entry);
  }
  return groups;
}

/** Plain text with blank lines between paragraphs, as the paragraphs. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/**
 * A legal text's sections: blocks separated by blank lines, each a heading on its own first line followed by
 * its text. A block of one line is text without a heading.
 */
export function sectionsOf(body: string): Array<{ heading: string | null; text: string }> {
  return paragraphsOf(body).map((block) => {
    const lineEnd = block.indexOf('\n');
    if (lineEnd < 0) return { heading: null, text: block };
    return { heading: block.slice(0, lineEnd).trim(), text: block.slice(lineEnd + 1).trim() };
  });
}

/** The legal text a location hash points at (`#terms`, `#privacy`), or null. */
export function protocolKindOfHash(hash: string): ProtocolKind | null {
  const id = hash.replace(/^#/, '');
  return (PROTOCOL_KINDS as readonly string[]).includes(id) ? (id as ProtocolKind) : null;
}

/**
 * A question's detail page is `/helpDetail/{code}-{examId}?question={n}`, n counting from 1 in the help centre's
 * order. The entries come ordered by position, and a position is the same question in every locale, so a link
 * keeps pointing at the same answer after a change of language (an entry's id is one locale's row).
 */
export const QUESTION_PARAM = 'question';

export function helpDetailPath(codeExamId: string): string {
  return `/helpDetail/${codeExamId}`;
}

/** The `?question=` of a detail page's query as an index into the entries, or null when it is not one. */
export function questionIndexOf(search: string): number | null {
  const value = new URLSearchParams(search).get(QUESTION_PARAM);
  if (value === null || !/^[1-9]\d{0,3}$/.test(value)) return null;
  return Number(value) - 1;
}

/** The query of a detail page: the current one (language, campaign) with `question` set. */
export function questionSearch(search: string, index: number): string {
  const params = new URLSearchParams(search);
  params.set(QUESTION_PARAM, String(index + 1));
  return `?${params.toString()}`;
}

/** The query without `question`, for links that leave the detail pages. */
export function withoutQuestion(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(QUESTION_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The other questions of the same section, in the help centre's order, at most `limit`. */
export function relatedQuestions<T extends { category: string }>(
  entries: readonly T[],
  index: number,
  limit = 4,
): Array<{ entry: T; index: number }> {
  const own = entries[index];
  if (!own) return [];
  const section = sectionOf(own.category);
  return entries
    .map((entry, position) => ({ entry, index: position }))
    .filter(({ entry, index: position }) => position !== index && sectionOf(entry.category) === section)
    .slice(0, limit);
}
