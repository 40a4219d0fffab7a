/** A name initial or a common abbreviation: a full stop after it does not end the sentence. */
const NOT_AN_END = /(?:^|[\s(])(?:[A-Z]|al|cf|e\.g|i\.e|vs|et|no|vol|pp|ed|eds)\.$/;

/**
 * The first sentence of a text (ending in `.`, `!`, `?` or an East Asian full stop), or the whole text when it
 * has one sentence. Initials such as "L. R." do not end a sentence.
 */
export function firstSentence(text: string): string {
  const trimmed = text.trim();
  const pattern = /[.!?](?=\s)|[。！？]/g;
  for (let match = pattern.exec(trimmed); match; match = pattern.exec(trimmed)) {
    const end = match.index + 1;
    if (match[0] === '.' && NOT_AN_END.test(trimmed.slice(0, end))) continue;
    return trimmed.slice(0, end);
  }
  return trimmed;
}

export interface NormsSource {
  /** The source in a short display form (older reports hold the whole citation here). */
  readonly source: string;
  /** The full citation; null for the product's own results. */
  readonly citation?: string | null;
}

/** What the note shows at once (short) and behind its disclosure (full; null when it would say nothing more). */
export function normsText(norms: NormsSource): { short: string; full: string | null } {
  const short = firstSentence(norms.source);
  const full = norms.citation?.trim() || norms.source.trim();
  return { short, full: full && full !== short ? full : null };
}
