import { useEffect, useState } from 'react';

/** `hh:mm:ss` for a duration in milliseconds, rounded up to the second, never negative (spec: timer format). */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/**
 * The milliseconds left until `endsAt` (epoch ms), updated every second; null when there is no end. Stops at 0.
 * `now` is injectable for tests.
 */
export function useTimeLeft(endsAt: number | null, now: () => number = Date.now): number | null {
  const [current, setCurrent] = useState(now);
  const running = endsAt !== null && current < endsAt;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setCurrent(now()), 1000);
    return () => window.clearInterval(timer);
  }, [running, now]);
  return endsAt === null ? null : Math.max(0, endsAt - current);
}
