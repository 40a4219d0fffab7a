import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads the imports of the repository's source files, for the boundary tests (the workspaces' in
 * `scripts/boundaries.test.ts`, the layers' in `server/src/boundaries.test.ts`): one reader, so both see an
 * import the same way however it is written.
 */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/** Every source file kind the repository holds. */
export const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
/** Dependencies and build output: never read. */
export const SKIPPED_DIRS: ReadonlySet<string> = new Set(['node_modules', 'dist', 'compiled', '.cache']);

export const posix = (file: string) => file.split(path.sep).join('/');
export const withoutExtension = (file: string) => file.replace(SOURCE, '');

/**
 * Module specifiers of a source file: static and dynamic imports, type imports, re-exports, `require` and
 * `vi.mock`; commented-out imports are left out.
 */
export function specifiersOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const pattern =
    /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\bvi\.(?:mock|doMock|importActual)\s*\(\s*)(['"])([^'"\n]+)\1/g;
  return [...code.matchAll(pattern)].map((match) => match[2] ?? '');
}

/**
 * Where a specifier of `file` (absolute, or from the repository root) lands, as a path from the root with `/`
 * (starting with `..` when it leaves the repository); null for a package, whose name is the specifier itself.
 */
export function landingOf(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.') && !path.isAbsolute(specifier)) return null;
  return posix(path.relative(REPO_ROOT, path.resolve(REPO_ROOT, path.dirname(file), specifier)));
}

/** The source files under `dir` (absolute paths), files matching `kinds`, folders in `skipped` left out. */
export function sourceFiles(dir: string, kinds: RegExp = SOURCE, skipped: ReadonlySet<string> = SKIPPED_DIRS): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : sourceFiles(full, kinds, skipped);
    return kinds.test(entry.name) ? [full] : [];
  });
}
