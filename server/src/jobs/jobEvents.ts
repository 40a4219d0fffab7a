/** What became of one run of a job's handler: it finished, it failed (and may be tried again), or it failed for good. */
export type JobOutcome = 'done' | 'failed' | 'failedForGood';

export interface JobEvent {
  kind: string;
  outcome: JobOutcome;
  /** How long the handler ran; absent when the job was settled without running (its tries were used). */
  seconds?: number;
}

type Listener = (event: JobEvent) => void;
const listeners = new Set<Listener>();

/** Hears every job run in this process (the metrics endpoint counts them); returns the call that stops it. */
export function onJobEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitJobEvent(event: JobEvent): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch {
      // A listener's fault never touches the job.
    }
  }
}

/** Runs a job's handler and tells the listeners how long it took and whether it threw. */
export async function timeJob<T>(kind: string, run: () => Promise<T>): Promise<T> {
  const start = process.hrtime.bigint();
  const seconds = () => Number(process.hrtime.bigint() - start) / 1e9;
  try {
    const result = await run();
    emitJobEvent({ kind, outcome: 'done', seconds: seconds() });
    return result;
  } catch (err) {
    emitJobEvent({ kind, outcome: 'failed', seconds: seconds() });
    throw err;
  }
}
