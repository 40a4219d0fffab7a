import { describe, expect, it } from 'vitest';
import { isValidBirthday } from './profile.service';

describe('the birthday rule', () => {
  const now = new Date('2026-11-23T12:00:00Z');

  it('takes real YYYY-MM-DD dates from 1900 on', () => {
    expect(isValidBirthday('2020-01-01', now)).toBe(true);
    expect(isValidBirthday('1900-01-01', now)).toBe(true);
    expect(isValidBirthday('2024-02-29', now)).toBe(true);
    for (const bad of ['2023-02-29', '2020-13-01', '2020-1-1', '01-01-2020', '1899-12-31', '2020-01-01T00:00', '']) {
      expect(isValidBirthday(bad, now), bad).toBe(false);
    }
  });

  it('takes today wherever the user is, never a later day', () => {
    // 12:00 UTC: it is already the 24th from UTC+12 on (Auckland, Kiribati).
    expect(isValidBirthday('2026-11-23', now)).toBe(true);
    expect(isValidBirthday('2026-11-24', now)).toBe(true);
    expect(isValidBirthday('2026-11-25', now)).toBe(false);
    // 05:00 UTC: nowhere is it the 24th yet.
    expect(isValidBirthday('2026-11-24', new Date('2026-11-23T05:00:00Z'))).toBe(false);
  });
});
