import { describe, expect, it } from 'vitest';
import { formatClock } from './countdown';

describe('formatClock', () => {
  it('writes hours, minutes and seconds with two digits each', () => {
    expect(formatClock(0)).toBe('00:00:00');
    expect(formatClock(59_001)).toBe('00:01:00');
    expect(formatClock(3_723_000)).toBe('01:02:03');
    expect(formatClock(86_399_000)).toBe('23:59:59');
  });

  it('never shows a negative time', () => {
    expect(formatClock(-5000)).toBe('00:00:00');
  });
});
