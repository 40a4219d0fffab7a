/** Polls `check` until it returns something truthy; fails naming `what` after `timeoutMs`. */
export async function waitUntil<T>(what: string, check: () => Promise<T> | T, timeoutMs = 30_000, everyMs = 50): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
