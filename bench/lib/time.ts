/** Rejects after `ms` unless `work` settles first; the timer never keeps the process alive. */
export async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${Math.round(ms / 1000)} s`)), ms);
    timer.unref();
  });
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Load-test duration in seconds: BENCH_DURATION (1 to 120), default 10. */
export function benchDurationSeconds(): number {
  const raw = process.env.BENCH_DURATION;
  if (raw === undefined || raw.trim() === '') return 10;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`BENCH_DURATION must be a positive number of seconds, got "${raw}"`);
  return Math.min(120, Math.max(1, Math.round(n)));
}
