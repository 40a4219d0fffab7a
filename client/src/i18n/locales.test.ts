// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MessageFormatElement } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@innerscope/shared/locales';

const SOURCE_DIR = fileURLToPath(new URL('../../locales/', import.meta.url));
const COMPILED_DIR = fileURLToPath(new URL('./compiled/', import.meta.url));
const CLIENT_DIR = fileURLToPath(new URL('../../', import.meta.url));

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

const source = (locale: string) => readJson<Record<string, string>>(`${SOURCE_DIR}${locale}.json`);
const compiled = (locale: string) =>
  readJson<Record<string, MessageFormatElement[]>>(`${COMPILED_DIR}${locale}.json`);

/** ICU element kinds, as the compiled AST numbers them. */
const KINDS: Readonly<Record<number, string>> = {
  1: 'argument',
  2: 'number',
  3: 'date',
  4: 'time',
  5: 'select',
  6: 'plural',
  8: 'tag',
};

/** Every placeholder of a message, such as `count:plural` or `year:number`, sorted and without repeats. */
function placeholders(elements: readonly MessageFormatElement[]): string[] {
  const found = new Set<string>();
  const visit = (nodes: readonly MessageFormatElement[]) => {
    for (const node of nodes) {
      const kind = KINDS[node.type];
      if (kind && 'value' in node) found.add(`${String(node.value)}:${kind}`);
      if ('options' in node) for (const option of Object.values(node.options)) visit(option.value);
      if ('children' in node) visit(node.children);
    }
  };
  visit(elements);
  return [...found].sort();
}

const english = source('en-US');
const englishCompiled = compiled('en-US');
const others = LOCALES.filter((locale) => locale !== 'en-US');

describe('message catalogues', () => {
  it('has a source catalogue for each of the nine locales', () => {
    expect(LOCALES).toHaveLength(9);
    for (const locale of LOCALES) expect(Object.keys(source(locale)).length).toBeGreaterThan(0);
  });

  it.each(others)('%s has exactly the keys en-US has', (locale) => {
    const keys = Object.keys(source(locale));
    expect(keys.filter((key) => !(key in english)), 'extra keys').toEqual([]);
    expect(Object.keys(english).filter((key) => !keys.includes(key)), 'missing keys').toEqual([]);
  });

  it.each(others)('%s uses the same placeholders as en-US in every message', (locale) => {
    const translated = compiled(locale);
    const differences = Object.entries(englishCompiled)
      .filter(([id, ast]) => {
        const other = translated[id];
        return other !== undefined && placeholders(other).join() !== placeholders(ast).join();
      })
      .map(([id]) => id);
    expect(differences).toEqual([]);
  });

  it.each(LOCALES)('%s has no empty messages', (locale) => {
    const empty = Object.entries(source(locale)).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('en-US holds exactly the messages the code defines (run `npm run i18n:extract -w client` after changing them)', () => {
    const cli = join(dirname(createRequire(import.meta.url).resolve('@formatjs/cli/package.json')), 'bin/formatjs');
    const out = join(mkdtempSync(join(tmpdir(), 'messages-')), 'en-US.json');
    execFileSync(cli, ['extract', 'src/**/*.{ts,tsx}', '--ignore', 'src/**/*.d.ts', '--out-file', out, '--format', 'simple'], {
      cwd: CLIENT_DIR,
    });
    expect(readJson<Record<string, string>>(out)).toEqual(english);
  });

  it('finds placeholders inside plural branches and tags', () => {
    expect(placeholders(englishCompiled['home.counters.ratingCount'] ?? [])).toEqual(['count:plural']);
    expect(placeholders(englishCompiled['footer.copyright'] ?? [])).toEqual(['year:number']);
    expect(placeholders(englishCompiled['error.notFound.message'] ?? [])).toEqual(['path:argument']);
  });
});
