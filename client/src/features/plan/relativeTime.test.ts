// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { timeAgo } from './relativeTime';

const NOW = Date.UTC(2026, 10, 22, 12);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeAgo', () => {
  it.each([
    [0, { kind: 'justNow' }],
    [5 * SECOND, { kind: 'justNow' }],
    [6 * SECOND, { kind: 'ago', value: 6, unit: 'second' }],
    [59 * SECOND, { kind: 'ago', value: 59, unit: 'second' }],
    [MINUTE, { kind: 'ago', value: 1, unit: 'minute' }],
    [31 * MINUTE, { kind: 'ago', value: 31, unit: 'minute' }],
    [23 * HOUR, { kind: 'ago', value: 23, unit: 'hour' }],
    [6 * DAY, { kind: 'ago', value: 6, unit: 'day' }],
    [7 * DAY, { kind: 'ago', value: 1, unit: 'week' }],
    [27 * DAY, { kind: 'ago', value: 3, unit: 'week' }],
    [28 * DAY, { kind: 'ago', value: 1, unit: 'month' }],
    [359 * DAY, { kind: 'ago', value: 11, unit: 'month' }],
    [360 * DAY, { kind: 'ago', value: 1, unit: 'year' }],
    [800 * DAY, { kind: 'ago', value: 2, unit: 'year' }],
    [-HOUR, { kind: 'justNow' }],
  ])('%i ms ago is %o', (elapsed, expected) => {
    expect(timeAgo(NOW - elapsed, NOW)).toEqual(expected);
  });
});
