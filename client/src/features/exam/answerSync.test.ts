// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnswerBatch, createAnswerSync, type SaveOutcome, type SyncStatus } from './answerSync';

/** A fake server: records each batch and answers with the outcomes it is given, then `saved`. */
function fakeServer(outcomes: Array<SaveOutcome | Error> = []) {
  const batches: Array<AnswerBatch<number>> = [];
  const stored = new Map<string, number>();
  const save = vi.fn(async (batch: AnswerBatch<number>) => {
    batches.push(batch);
    const outcome = outcomes.shift() ?? 'saved';
    if (outcome instanceof Error) throw outcome;
    if (outcome === 'saved') for (const [id, value] of batch) stored.set(id, value);
    return outcome;
  });
  return { batches, stored, save };
}

describe('answer sync', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends answers in one batch once the visitor pauses', async () => {
    const server = fakeServer();
    const statuses: SyncStatus[] = [];
    const sync = createAnswerSync({ save: server.save, debounceMs: 1000, onStatus: (s) => statuses.push(s) });
    sync.put('A', 3);
    await vi.advanceTimersByTimeAsync(600);
    sync.put('B', -1);
    sync.put('A', 2);
    await vi.advanceTimersByTimeAsync(900);
    expect(server.save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(server.batches).toEqual([[['B', -1], ['A', 2]]]);
    expect(sync.status()).toBe('saved');
    expect(statuses).toEqual(['pending', 'saving', 'saved']);
  });

  it('does not let a steady stream of answers wait longer than the maximum', async () => {
    const server = fakeServer();
    const sync = createAnswerSync({ save: server.save, debounceMs: 1000, maxWaitMs: 2500 });
    for (const id of ['A', 'B', 'C']) {
      sync.put(id, 1);
      await vi.advanceTimersByTimeAsync(900);
    }
    expect(server.batches).toEqual([[['A', 1], ['B', 1], ['C', 1]]]);
  });

  it('splits a long queue into small batches', async () => {
    const server = fakeServer();
    const sync = createAnswerSync({ save: server.save, batchSize: 2 });
    for (const id of ['A', 'B', 'C', 'D', 'E']) sync.put(id, 0);
    await expect(sync.flush()).resolves.toBe(true);
    expect(server.batches.map((batch) => batch.length)).toEqual([2, 2, 1]);
    expect(server.stored.size).toBe(5);
  });

  it('retries a failed batch with growing waits and never loses an answer', async () => {
    const server = fakeServer([new Error('network down'), 'retry']);
    const sync = createAnswerSync({ save: server.save, debounceMs: 100, retryDelaysMs: [1000, 3000] });
    sync.put('A', 3);
    await vi.advanceTimersByTimeAsync(100);
    expect(sync.status()).toBe('retrying');
    sync.put('B', -3);
    sync.put('A', 1);
    await vi.advanceTimersByTimeAsync(999);
    expect(server.save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.save).toHaveBeenCalledTimes(2);
    expect(server.batches[1]).toEqual([['B', -3], ['A', 1]]);
    await vi.advanceTimersByTimeAsync(2999);
    expect(server.save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sync.status()).toBe('saved');
    expect(Object.fromEntries(server.stored)).toEqual({ A: 1, B: -3 });
  });

  it('keeps an answer changed while its batch was failing', async () => {
    let fail: (() => void) | undefined;
    const batches: Array<AnswerBatch<number>> = [];
    const sync = createAnswerSync<number>({
      save: (batch) => {
        batches.push(batch);
        if (batches.length > 1) return Promise.resolve('saved');
        return new Promise((resolve) => {
          fail = () => resolve('retry');
        });
      },
      retryDelaysMs: [500],
    });
    sync.put('A', 3);
    void sync.flush();
    sync.put('A', -2);
    fail?.();
    await vi.advanceTimersByTimeAsync(500);
    expect(batches[1]).toEqual([['A', -2]]);
  });

  it('reports a failed flush and tries again at once when asked', async () => {
    const server = fakeServer(['retry']);
    const sync = createAnswerSync({ save: server.save, retryDelaysMs: [60_000] });
    sync.put('A', 2);
    await expect(sync.flush()).resolves.toBe(false);
    expect(sync.pendingCount()).toBe(1);
    sync.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(sync.status()).toBe('saved');
    expect(server.stored.get('A')).toBe(2);
  });

  it('drops only what the server refuses for good', async () => {
    const server = fakeServer(['rejected']);
    const sync = createAnswerSync({ save: server.save });
    sync.put('A', 9);
    await expect(sync.flush()).resolves.toBe(true);
    expect(sync.pendingCount()).toBe(0);
    expect(server.save).toHaveBeenCalledTimes(1);
  });

  it('stops its timers when disposed', async () => {
    const server = fakeServer();
    const sync = createAnswerSync({ save: server.save });
    sync.put('A', 1);
    sync.dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.save).not.toHaveBeenCalled();
  });
});
