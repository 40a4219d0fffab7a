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

/** The legal text a location hash points at (`#terms`, `#privacy`), or null. */
export function protocolKindOfHash(hash: string): ProtocolKind | null {
  const id = hash.replace(/^#/, '');
  return (PROTOCOL_KINDS as readonly string[]).includes(id) ? (id as ProtocolKind) : null;
}
