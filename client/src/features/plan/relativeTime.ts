/** How long ago something happened, in the tier the spec sets (section 9). */
export type TimeAgo =
  | { readonly kind: 'justNow' }
  | { readonly kind: 'ago'; readonly value: number; readonly unit: 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year' };

/**
 * The tier for a moment `then` seen at `now` (both epoch ms): just now up to 5 seconds, then seconds, minutes,
 * hours, days under 7, weeks under 4, months under 12, then years. Moments in the future (a clock ahead of
 * the visitor's) read as just now.
 */
export function timeAgo(then: number, now: number): TimeAgo {
  const seconds = Math.floor((now - then) / 1000);
  if (seconds <= 5) return { kind: 'justNow' };
  if (seconds < 60) return { kind: 'ago', value: seconds, unit: 'second' };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { kind: 'ago', value: minutes, unit: 'minute' };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { kind: 'ago', value: hours, unit: 'hour' };
  const days = Math.floor(hours / 24);
  if (days < 7) return { kind: 'ago', value: days, unit: 'day' };
  const weeks = Math.floor(days / 7);
  if (weeks < 4) return { kind: 'ago', value: weeks, unit: 'week' };
  const months = Math.max(1, Math.floor(days / 30));
  if (months < 12) return { kind: 'ago', value: months, unit: 'month' };
  return { kind: 'ago', value: Math.max(1, Math.floor(days / 365)), unit: 'year' };
}
