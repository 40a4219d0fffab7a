import { startServer, type ServerHandle } from './server';
import { print } from './print';

/** What a benchmark may ask of the run: the real server, started once on first use and shared. */
export interface BenchContext {
  server(): Promise<ServerHandle>;
}

export function createContext(): BenchContext & { close(): Promise<void> } {
  let starting: Promise<ServerHandle> | null = null;
  return {
    server() {
      starting ??= startServer().then((s) => {
        print(`  (server ready at ${s.url} in ${(s.startupMs / 1000).toFixed(1)} s)`);
        return s;
      });
      return starting;
    },
    async close() {
      if (!starting) return;
      const s = await starting.catch(() => null);
      await s?.stop();
    },
  };
}
