/** How one save went: stored, worth trying again later (network, server trouble), or refused for good. */
export type SaveOutcome = 'saved' | 'retry' | 'rejected';

/**
 * - `idle`: nothing was ever waiting;
 * - `pending`: answers wait for the next batch;
 * - `saving`: a batch is on its way;
 * - `saved`: everything answered so far is stored;
 * - `retrying`: the last batch failed and will be sent again (the answers stay in the queue meanwhile).
 */
export type SyncStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'retrying';

export type AnswerBatch<V> = ReadonlyArray<readonly [id: string, value: V]>;

export interface AnswerSyncOptions<V> {
  /** Stores a batch; a thrown error counts as `retry`. `urgent` when the page may be closing. */
  readonly save: (batch: AnswerBatch<V>, options: { urgent: boolean }) => Promise<SaveOutcome>;
  readonly onStatus?: (status: SyncStatus) => void;
  /** Quiet time after the last answer before a batch leaves. */
  readonly debounceMs?: number;
  /** The longest an answer waits while the visitor keeps answering. */
  readonly maxWaitMs?: number;
  readonly batchSize?: number;
  /** Waits before each new attempt after a failure; the last one repeats. */
  readonly retryDelaysMs?: readonly number[];
}

export interface AnswerSync<V> {
  /** Queues an answer; a newer answer to the same statement replaces one not yet sent. */
  put(id: string, value: V): void;
  /** Sends everything queued now; true once all of it is stored, false if an attempt failed (retries go on). */
  flush(options?: { urgent?: boolean }): Promise<boolean>;
  /** Tries again at once instead of waiting (the connection came back). */
  retryNow(): void;
  status(): SyncStatus;
  pendingCount(): number;
  /** Stops the timers; answers still queued stay wherever the caller also keeps them. */
  dispose(): void;
}

export const SYNC_DEFAULTS = {
  debounceMs: 1200,
  maxWaitMs: 6000,
  batchSize: 12,
  retryDelaysMs: [1000, 2000, 5000, 10_000, 20_000, 30_000],
} as const;

/**
 * The queue between the answers a visitor gives and the server: answers leave in small batches once the
 * visitor pauses, one batch at a time, in the order given. A failed batch goes back to the front of the queue
 * and is retried with growing waits, so an answer is never dropped on the way; only the server refusing it
 * (`rejected`) removes it.
 */
export function createAnswerSync<V>(options: AnswerSyncOptions<V>): AnswerSync<V> {
  const debounceMs = options.debounceMs ?? SYNC_DEFAULTS.debounceMs;
  const maxWaitMs = options.maxWaitMs ?? SYNC_DEFAULTS.maxWaitMs;
  const batchSize = options.batchSize ?? SYNC_DEFAULTS.batchSize;
  const retryDelays = options.retryDelaysMs ?? SYNC_DEFAULTS.retryDelaysMs;

  let pending = new Map<string, V>();
  let inFlight = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstPendingAt: number | null = null;
  let failures = 0;
  let status: SyncStatus = 'idle';
  let disposed = false;
  let waiters: Array<(stored: boolean) => void> = [];

  const setStatus = (next: SyncStatus) => {
    if (next === status) return;
    status = next;
    options.onStatus?.(next);
  };

  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const settleWaiters = (stored: boolean) => {
    const settled = waiters;
    waiters = [];
    for (const resolve of settled) resolve(stored);
  };

  const schedule = (delay: number) => {
    clearTimer();
    timer = setTimeout(() => void send(false), Math.max(0, delay));
  };

  const scheduleBatch = () => {
    const waited = firstPendingAt === null ? 0 : Date.now() - firstPendingAt;
    schedule(Math.min(debounceMs, maxWaitMs - waited));
  };

  async function send(urgent: boolean): Promise<void> {
    clearTimer();
    if (disposed || inFlight || pending.size === 0) return;
    const batch = [...pending.entries()].slice(0, batchSize);
    for (const [id] of batch) pending.delete(id);
    inFlight = true;
    setStatus('saving');
    const outcome = await options.save(batch, { urgent }).catch((): SaveOutcome => 'retry');
    inFlight = false;
    if (disposed) return;
    if (outcome === 'retry') {
      // Back to the front of the queue, unless the visitor has answered the same statement again meanwhile.
      pending = new Map([...batch.filter(([id]) => !pending.has(id)), ...pending]);
      failures += 1;
      setStatus('retrying');
      schedule(retryDelays[Math.min(failures, retryDelays.length) - 1] ?? 1000);
      settleWaiters(false);
      return;
    }
    failures = 0;
    if (pending.size > 0) {
      if (waiters.length > 0 || urgent) void send(urgent);
      else {
        setStatus('pending');
        firstPendingAt = Date.now();
        scheduleBatch();
      }
      return;
    }
    firstPendingAt = null;
    setStatus('saved');
    settleWaiters(true);
  }

  return {
    put(id, value) {
      if (disposed) return;
      pending.delete(id);
      pending.set(id, value);
      firstPendingAt ??= Date.now();
      // While a batch is out or a retry is due, the answer simply joins the queue.
      if (inFlight || status === 'retrying') return;
      setStatus('pending');
      scheduleBatch();
    },
    flush({ urgent = false } = {}) {
      if (disposed) return Promise.resolve(false);
      if (pending.size === 0 && !inFlight) return Promise.resolve(true);
      const done = new Promise<boolean>((resolve) => waiters.push(resolve));
      if (!inFlight) void send(urgent);
      return done;
    },
    retryNow() {
      if (status === 'retrying' && !inFlight) void send(false);
    },
    status: () => status,
    pendingCount: () => pending.size,
    dispose() {
      disposed = true;
      clearTimer();
      settleWaiters(false);
    },
  };
}
