import { init, parse } from 'es-module-lexer';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { BenchContext } from './lib/context';
import { clientDist } from './lib/paths';
import { figure, type BenchResult } from './lib/types';
import { print } from './lib/print';

export const HOME_JS_BUDGET_KB = 150;

interface FileSize {
  file: string;
  /** Why the file is on the first-render path. */
  via: string;
  rawBytes: number;
  gzipBytes: number;
}

/** KB here are 1024 bytes. */
const kb = (bytes: number) => bytes / 1024;
const gzipSize = (buf: Buffer) => zlib.gzipSync(buf, { level: 9 }).length;

/** The value of attribute `name` in the attribute text of a tag, or null when absent. */
function attrValue(tag: string, name: string): string | null {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : null;
}

/**
 * Initial JS of the home route: the scripts index.html loads, every `<link rel="modulepreload">`, and the
 * static import chain of every module script (`import ... from "./x.js"`, `import "./x.js"`,
 * `export ... from "./x.js"`), followed recursively. Dynamic `import()` is not followed: it loads after first
 * render. Each file is gzipped at level 9 and the sizes are summed.
 */
export async function homeBundle(_ctx?: BenchContext): Promise<BenchResult> {
  const indexFile = path.join(clientDist, 'index.html');
  if (!fs.existsSync(indexFile)) throw new Error(`${path.relative(process.cwd(), indexFile)} is missing: the client is not built`);
  const html = fs.readFileSync(indexFile, 'utf8');
  await init();

  const notes: string[] = [];
  const files = new Map<string, FileSize>();
  const inline: FileSize[] = [];

  /** Maps a URL in index.html (`/assets/x.js`, `./assets/x.js`) to a file in client/dist. */
  const fromHtml = (ref: string): string | null => {
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(ref)) {
      notes.push(`external script not counted: ${ref}`);
      return null;
    }
    const clean = ref.split(/[?#]/)[0]!;
    return path.join(clientDist, clean.startsWith('/') ? clean.slice(1) : clean);
  };

  const visit = (file: string, via: string, isModule: boolean) => {
    const key = path.relative(clientDist, file);
    if (files.has(key)) return;
    if (!fs.existsSync(file)) {
      notes.push(`referenced but missing: ${key} (${via})`);
      return;
    }
    const buf = fs.readFileSync(file);
    files.set(key, { file: key, via, rawBytes: buf.length, gzipBytes: gzipSize(buf) });
    if (!isModule) return;
    const [imports] = parse(buf.toString('utf8'), key);
    for (const imp of imports) {
      // Static imports and re-exports load before the importer runs; import() and import.meta do not.
      if (imp.type !== 'static' && imp.type !== 'reexport-star') continue;
      const spec = imp.specifier;
      if (!spec.startsWith('.') && !spec.startsWith('/')) {
        notes.push(`bare or external import not counted: "${spec}" in ${key}`);
        continue;
      }
      const target = spec.startsWith('/') ? path.join(clientDist, spec.slice(1)) : path.resolve(path.dirname(file), spec);
      visit(target.split(/[?#]/)[0]!, `imported by ${key}`, true);
    }
  };

  // <script src> (and inline <script>), in document order.
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const tag = m[1] ?? '';
    const type = (attrValue(tag, 'type') ?? '').toLowerCase();
    const isModule = type === 'module';
    if (type && !isModule && !/javascript|ecmascript/.test(type)) continue; // JSON, import maps and the like
    const src = attrValue(tag, 'src');
    if (src !== null) {
      const file = fromHtml(src);
      if (file) visit(file, isModule ? 'entry <script type="module">' : '<script src>', isModule);
    } else if ((m[2] ?? '').trim()) {
      const buf = Buffer.from(m[2]!, 'utf8');
      inline.push({ file: `(inline script #${inline.length + 1} in index.html)`, via: 'inline', rawBytes: buf.length, gzipBytes: gzipSize(buf) });
    }
  }
  // <link rel="modulepreload" href>.
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const tag = m[1] ?? '';
    const rel = (attrValue(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attrValue(tag, 'href');
    if (!rel.includes('modulepreload') || href === null) continue;
    const file = fromHtml(href);
    if (file) visit(file, '<link rel="modulepreload">', true);
  }
  if (files.size === 0) throw new Error('index.html loads no script: nothing to measure');

  const rows = [...files.values(), ...inline];
  const totalGzip = rows.reduce((s, r) => s + r.gzipBytes, 0);
  const totalRaw = rows.reduce((s, r) => s + r.rawBytes, 0);

  const width = Math.max(...rows.map((r) => r.file.length));
  print(`  ${'file'.padEnd(width)}  ${'raw KB'.padStart(8)}  ${'gzip KB'.padStart(8)}  via`);
  for (const r of [...rows].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    print(`  ${r.file.padEnd(width)}  ${kb(r.rawBytes).toFixed(1).padStart(8)}  ${kb(r.gzipBytes).toFixed(1).padStart(8)}  ${r.via}`);
  }
  print(`  ${'total'.padEnd(width)}  ${kb(totalRaw).toFixed(1).padStart(8)}  ${kb(totalGzip).toFixed(1).padStart(8)}  (${rows.length} file${rows.length === 1 ? '' : 's'}, KB = 1024 bytes)`);

  // The budget is read in KB of 1024 bytes; say so when 1000-byte kB (Vite's own report) would read otherwise.
  const budgetBytes = HOME_JS_BUDGET_KB * 1024;
  const decimalBudgetBytes = HOME_JS_BUDGET_KB * 1000;
  if ((totalGzip <= budgetBytes) !== (totalGzip <= decimalBudgetBytes)) {
    notes.push(
      `${totalGzip.toLocaleString('en-US')} bytes gzip: ${kb(totalGzip).toFixed(1)} KB of 1024 bytes ` +
        `(${totalGzip <= budgetBytes ? 'within' : 'not within'} ${HOME_JS_BUDGET_KB} KB) but ${(totalGzip / 1000).toFixed(1)} kB of 1000 bytes ` +
        `(${totalGzip <= decimalBudgetBytes ? 'within' : 'not within'} ${HOME_JS_BUDGET_KB} kB)`,
    );
  }

  return {
    name: 'Home route initial JS',
    figures: [
      figure('gzip total', Number(kb(totalGzip).toFixed(1)), 'KB', { op: '<=', value: HOME_JS_BUDGET_KB }),
      figure('gzip total bytes', totalGzip, 'B'),
      figure('raw total', Number(kb(totalRaw).toFixed(1)), 'KB'),
      figure('files', rows.length, ''),
    ],
    notes,
    details: { files: rows },
  };
}
