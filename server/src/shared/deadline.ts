/**
 * `work`'s answer, or `fallback` once `ms` have passed without one (a rejection also gives `fallback`). For calls
 * to a backend that can hang rather than fail, such as a Redis stopped mid-connection: the caller moves on, the
 * call itself is left to finish or fail on its own.
 */
export async function withDeadline<T>(work: () => Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
    timer.unref();
  });
  try {
    return await Promise.race([work().catch(() => fallback), late]);
  } finally {
    clearTimeout(timer);
  }
}
