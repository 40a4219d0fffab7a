import type { CrisisFile, CrisisLineFile } from '../exam/examContent.models';
import type { CrisisLineModel, CrisisResourcesModel } from './examReport.models';

const line = (l: CrisisLineFile): CrisisLineModel => ({
  name: l.name,
  phone: l.phone ?? null,
  text: l.text ?? null,
  url: l.url ?? null,
  hours: l.hours ?? null,
});

/** The country a locale is written for (ja-JP: JP), the last guess when neither the form nor the client names one. */
export const countryOfLocale = (locale: string): string | null => /^[a-z]{2}-([A-Z]{2})$/.exec(locale)?.[1] ?? null;

/**
 * The crisis lines for the first of the candidate countries the table covers, then the international directories.
 * With none covered, the country is null and only the directories are given.
 */
export function crisisFor(table: CrisisFile | null, candidates: readonly (string | null | undefined)[]): CrisisResourcesModel {
  const international = (table?.international.lines ?? []).map(line);
  for (const raw of candidates) {
    const country = raw?.trim().toUpperCase();
    const entry = country ? table?.countries[country] : undefined;
    if (country && entry) return { country, emergency: entry.emergency ?? null, lines: entry.lines.map(line), international, reviewedOn: table!.reviewedOn };
  }
  return { country: null, emergency: null, lines: [], international, reviewedOn: table?.reviewedOn ?? '' };
}
