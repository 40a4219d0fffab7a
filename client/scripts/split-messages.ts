/**
 * Splits each compiled catalogue (`src/i18n/compiled/<locale>.json`, written by `formatjs compile-folder`) into
 * its bundles (`src/i18n/compiled/<bundle>/<locale>.json`), so that each group of pages loads only its own
 * words. Run by `npm run i18n:compile`; see `src/i18n/messageBundles.ts` for what goes where.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { splitCatalogue } from '../src/i18n/messageBundles';

const compiled = fileURLToPath(new URL('../src/i18n/compiled/', import.meta.url));

for (const file of readdirSync(compiled).filter((name) => name.endsWith('.json'))) {
  const catalogue = JSON.parse(readFileSync(compiled + file, 'utf8')) as Record<string, unknown>;
  for (const [bundle, messages] of Object.entries(splitCatalogue(catalogue))) {
    mkdirSync(compiled + bundle, { recursive: true });
    writeFileSync(`${compiled}${bundle}/${file}`, JSON.stringify(messages));
  }
}
