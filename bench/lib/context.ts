import { startServer, type ServerHandle } from './server';
import { print } from './print';

/** What a benchmark may ask of the run: the real server, started once on first use and shared. */
export interface BenchContext {
  server(): Promise<ServerHandle>;
  /**
   * Registers clean-up for something a benchmark started on its own (a second server, a database), run when
   * the run closes, before the shared server stops. It also runs when the benchmark was abandoned on its time
   * limit, so it must be safe to call after the benchmark already cleaned up.
   */
  onClose(cleanup: () => Promise<void>): void;
}

export function createContext(): BenchContext & { close(): Promise<void> } {
  let starting: Promise<ServerHandle> | null = null;
  const cleanups: Array<() => Promise<void>> = [];
  return {
    server() {
      starting ??= startServer().then((s) => {
        print(`  (server ready at ${s.url} in ${(s.startupMs / 1000).toFixed(1)} s)`);
        return s;
      });
      return starting;
    },
    onClose(cleanup) {
      cleanups.push(cleanup);
    },
    async close() {
      // Last registered, first run.
      for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) {
        await cleanup().catch((err: unknown) => console.error(`clean-up failed: ${err instanceof Error ? err.message : String(err)}`));
      }
      if (!starting) return;
      const s = await starting.catch(() => null);
      await s?.stop();
    },
  };
}
