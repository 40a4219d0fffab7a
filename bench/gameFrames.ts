/**
 * The game centre's figures alone, without the rest of the bench and without writing its results file:
 * each game's chunk (gzip, beside 30 KB) and its frame times on the phone profile (beside 16.7 ms).
 * `CLIENT_DIST=<build> node --import tsx bench/gameFrames.ts` (build the client first).
 */
import { gameChunkSizes, gameFrameTimes } from './gameChunks';
import { createContext } from './lib/context';
import { print } from './lib/print';
import { formatBudget, formatValue, formatWithin } from './lib/report';

const ctx = createContext();
let failed = false;
try {
  for (const [title, run] of [['Game chunks', gameChunkSizes], ['Game frame times', () => gameFrameTimes(ctx)]] as const) {
    print(`\n== ${title}`);
    const result = await run();
    for (const f of result.figures) {
      const budget = formatBudget(f);
      print(`  ${f.name}: ${formatValue(f)}${budget ? `  (budget ${budget}: ${formatWithin(f)})` : ''}`);
    }
    for (const n of result.notes) print(`  note: ${n}`);
  }
} catch (err) {
  failed = true;
  console.error(err instanceof Error ? err.message : String(err));
} finally {
  await ctx.close();
}
process.exit(failed ? 1 : 0);
