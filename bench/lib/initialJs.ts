import { init, parse } from 'es-module-lexer';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { clientDist } from './paths';
import { print } from './print';

/** One JavaScript file on a route's first-render path, with its size as built and gzipped at level 9. */
export interface FileSize {
  file: string;
  /** Why the file is on the first-render path. */
  via: string;
  rawBytes: number;
  gzipBytes: number;
}

/** KB here are 1024 bytes. */
export const kb = (bytes: number) => bytes / 1024;
export const gzipSize = (buf: Buffer) => zlib.gzipSync(buf, { level: 9 }).length;

/** The value of attribute `name` in the attribute text of a tag, or null when absent. */
function attrValue(tag: string, name: string): string | null {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : null;
}

/**
 * A set of client/dist JavaScript files, each counted once. Adding a module also adds its static import chain
 * (`import ... from "./x.js"`, `import "./x.js"`, `export ... from "./x.js"`), followed recursively: those load
 * before the module runs. Dynamic `import()` is not followed: it loads when the code asks for it.
 */
export class InitialJs {
  readonly files = new Map<string, FileSize>();
  readonly inline: FileSize[] = [];

  private constructor(readonly notes: string[]) {}

  /** An empty set; `notes` collects what could not be counted. */
  static async create(notes: string[]): Promise<InitialJs> {
    await init();
    return new InitialJs(notes);
  }

  /** The key a file is listed under: its path inside client/dist. */
  static keyOf(file: string): string {
    return path.relative(clientDist, file);
  }

  /** The client/dist file a same-origin URL path (`/assets/x.js`, `./assets/x.js`) stands for, or null for another origin. */
  fileForUrlPath(ref: string): string | null {
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(ref)) {
      this.notes.push(`external script not counted: ${ref}`);
      return null;
    }
    const clean = ref.split(/[?#]/)[0]!;
    return path.join(clientDist, clean.startsWith('/') ? clean.slice(1) : clean);
  }

  has(file: string): boolean {
    return this.files.has(InitialJs.keyOf(file));
  }

  /** Adds a file (and, for a module, its static import chain); a file already counted keeps its first reason. */
  add(file: string, via: string, isModule: boolean): void {
    const key = InitialJs.keyOf(file);
    if (this.files.has(key)) return;
    if (!fs.existsSync(file)) {
      this.notes.push(`referenced but missing: ${key} (${via})`);
      return;
    }
    const buf = fs.readFileSync(file);
    this.files.set(key, { file: key, via, rawBytes: buf.length, gzipBytes: gzipSize(buf) });
    if (!isModule) return;
    const [imports] = parse(buf.toString('utf8'), key);
    for (const imp of imports) {
      // Static imports and re-exports load before the importer runs; import() and import.meta do not.
      if (imp.type !== 'static' && imp.type !== 'reexport-star') continue;
      const spec = imp.specifier;
      if (!spec.startsWith('.') && !spec.startsWith('/')) {
        this.notes.push(`bare or external import not counted: "${spec}" in ${key}`);
        continue;
      }
      const target = spec.startsWith('/') ? path.join(clientDist, spec.slice(1)) : path.resolve(path.dirname(file), spec);
      this.add(target.split(/[?#]/)[0]!, `imported by ${key}`, true);
    }
  }

  /** Counts a script that is not a file (an inline `<script>`), by its text. */
  addInline(label: string, text: string): void {
    const buf = Buffer.from(text, 'utf8');
    this.inline.push({ file: label, via: 'inline', rawBytes: buf.length, gzipBytes: gzipSize(buf) });
  }

  rows(): FileSize[] {
    return [...this.files.values(), ...this.inline];
  }
}

/**
 * The entry chain every route loads before its first render: the scripts client/dist/index.html loads (and its
 * inline scripts), every `<link rel="modulepreload">`, and the static import chain of every module script.
 */
export async function entryChain(notes: string[]): Promise<InitialJs> {
  const indexFile = path.join(clientDist, 'index.html');
  if (!fs.existsSync(indexFile)) throw new Error(`${path.relative(process.cwd(), indexFile)} is missing: the client is not built`);
  const html = fs.readFileSync(indexFile, 'utf8');
  const js = await InitialJs.create(notes);

  // <script src> (and inline <script>), in document order.
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const tag = m[1] ?? '';
    const type = (attrValue(tag, 'type') ?? '').toLowerCase();
    const isModule = type === 'module';
    if (type && !isModule && !/javascript|ecmascript/.test(type)) continue; // JSON, import maps and the like
    const src = attrValue(tag, 'src');
    if (src !== null) {
      const file = js.fileForUrlPath(src);
      if (file) js.add(file, isModule ? 'entry <script type="module">' : '<script src>', isModule);
    } else if ((m[2] ?? '').trim()) {
      js.addInline(`(inline script #${js.inline.length + 1} in index.html)`, m[2]!);
    }
  }
  // <link rel="modulepreload" href>.
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const tag = m[1] ?? '';
    const rel = (attrValue(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attrValue(tag, 'href');
    if (!rel.includes('modulepreload') || href === null) continue;
    const file = js.fileForUrlPath(href);
    if (file) js.add(file, '<link rel="modulepreload">', true);
  }
  if (js.files.size === 0) throw new Error('index.html loads no script: nothing to measure');
  return js;
}

/** Prints one line per file, largest first, and the totals; returns the totals. */
export function printFileTable(rows: FileSize[]): { totalGzip: number; totalRaw: number } {
  const totalGzip = rows.reduce((s, r) => s + r.gzipBytes, 0);
  const totalRaw = rows.reduce((s, r) => s + r.rawBytes, 0);
  const width = Math.max(...rows.map((r) => r.file.length));
  print(`  ${'file'.padEnd(width)}  ${'raw KB'.padStart(8)}  ${'gzip KB'.padStart(8)}  via`);
  for (const r of [...rows].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    print(`  ${r.file.padEnd(width)}  ${kb(r.rawBytes).toFixed(1).padStart(8)}  ${kb(r.gzipBytes).toFixed(1).padStart(8)}  ${r.via}`);
  }
  print(`  ${'total'.padEnd(width)}  ${kb(totalRaw).toFixed(1).padStart(8)}  ${kb(totalGzip).toFixed(1).padStart(8)}  (${rows.length} file${rows.length === 1 ? '' : 's'}, KB = 1024 bytes)`);
  return { totalGzip, totalRaw };
}

/**
 * The budget is read in KB of 1024 bytes; a note when 1000-byte kB (Vite's own report) would read otherwise,
 * or null.
 */
export function kilobyteReadingNote(totalGzip: number, budgetKb: number): string | null {
  const budgetBytes = budgetKb * 1024;
  const decimalBudgetBytes = budgetKb * 1000;
  if ((totalGzip <= budgetBytes) === (totalGzip <= decimalBudgetBytes)) return null;
  return (
    `${totalGzip.toLocaleString('en-US')} bytes gzip: ${kb(totalGzip).toFixed(1)} KB of 1024 bytes ` +
    `(${totalGzip <= budgetBytes ? 'within' : 'not within'} ${budgetKb} KB) but ${(totalGzip / 1000).toFixed(1)} kB of 1000 bytes ` +
    `(${totalGzip <= decimalBudgetBytes ? 'within' : 'not within'} ${budgetKb} kB)`
  );
}
