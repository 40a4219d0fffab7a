import type { BenchContext } from './lib/context';
import { entryChain, kb, kilobyteReadingNote, printFileTable } from './lib/initialJs';
import { figure, type BenchResult } from './lib/types';

export const HOME_JS_BUDGET_KB = 150;

/**
 * Initial JS of the home route: the scripts index.html loads, every `<link rel="modulepreload">`, and the
 * static import chain of every module script (`import ... from "./x.js"`, `import "./x.js"`,
 * `export ... from "./x.js"`), followed recursively. Dynamic `import()` is not followed: it loads after first
 * render. Each file is gzipped at level 9 and the sizes are summed.
 */
export async function homeBundle(_ctx?: BenchContext): Promise<BenchResult> {
  const notes: string[] = [];
  const js = await entryChain(notes);
  const rows = js.rows();
  const { totalGzip, totalRaw } = printFileTable(rows);
  const reading = kilobyteReadingNote(totalGzip, HOME_JS_BUDGET_KB);
  if (reading) notes.push(reading);

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
