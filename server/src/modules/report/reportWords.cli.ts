import { LOCALES } from '../../shared/locales';
import { assembleReport } from './report.assemble';
import { TYPE_CODES } from './report.content';
import { axesFor, seedSources } from './report.seedSources';
import { countWords, SCORE_PROFILES, shownTexts } from './report.words';

/**
 * `npm run report:words`: words per assembled paid report in each locale, over the 16 types and every score
 * profile of SCORE_PROFILES, read from the seed files. Depth says whether the locale's report-depth file exists
 * (without it, the report shows only the sections every locale has).
 */
const rows: string[][] = [['locale', 'depth', 'reports', 'min', 'median', 'max']];
for (const locale of LOCALES) {
  const counts: number[] = [];
  let depth = false;
  for (const code of TYPE_CODES) {
    for (const { leanings, calm } of Object.values(SCORE_PROFILES)) {
      const sources = seedSources(locale, code, axesFor(code, leanings, calm));
      if (!sources) continue;
      depth = sources.depth !== null;
      counts.push(countWords(shownTexts(assembleReport(sources)), locale));
    }
  }
  counts.sort((a, b) => a - b);
  const at = (q: number) => String(counts[Math.min(counts.length - 1, Math.floor(q * counts.length))] ?? '-');
  rows.push([locale, depth ? 'yes' : 'no', String(counts.length), String(counts[0] ?? '-'), at(0.5), String(counts.at(-1) ?? '-')]);
}
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
for (const row of rows) process.stdout.write(`${row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')}\n`);
