// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isCalendarDay, isValidBirthday, localDay, quickDates } from './quickDates';

const asMap = (today: string) => Object.fromEntries(quickDates(today).map(({ id, day }) => [id, day]));

describe('quick dates', () => {
  it('on a Wednesday in mid-month', () => {
    expect(asMap('2025-06-18')).toEqual({
      today: '2025-06-18',
      yesterday: '2025-06-17',
      dayBeforeYesterday: '2025-06-16',
      thisMonday: '2025-06-16',
      lastMonday: '2025-06-09',
      firstOfMonth: '2025-06-01',
    });
  });

  it('on a Sunday, which belongs to the ISO week that began six days before', () => {
    expect(asMap('2025-06-22')).toMatchObject({ thisMonday: '2025-06-16', lastMonday: '2025-06-09', dayBeforeYesterday: '2025-06-20' });
  });

  it('on a Monday, which is its own week’s Monday', () => {
    expect(asMap('2025-06-16')).toMatchObject({ thisMonday: '2025-06-16', lastMonday: '2025-06-09', yesterday: '2025-06-15' });
  });

  it('on the first of a month, going back across the month and the year', () => {
    // 2025-03-01 is a Saturday: yesterday is the end of February (not a leap year), this Monday is in February.
    expect(asMap('2025-03-01')).toEqual({
      today: '2025-03-01',
      yesterday: '2025-02-28',
      dayBeforeYesterday: '2025-02-27',
      thisMonday: '2025-02-24',
      lastMonday: '2025-02-17',
      firstOfMonth: '2025-03-01',
    });
    // 2026-01-01 is a Thursday: Monday is in the year before.
    expect(asMap('2026-01-01')).toMatchObject({ yesterday: '2025-12-31', thisMonday: '2025-12-29', lastMonday: '2025-12-22', firstOfMonth: '2026-01-01' });
    expect(asMap('2024-03-01')).toMatchObject({ yesterday: '2024-02-29' });
  });

  it('keeps the order the picker lists them in', () => {
    expect(quickDates('2025-06-18').map(({ id }) => id)).toEqual(['today', 'yesterday', 'dayBeforeYesterday', 'thisMonday', 'lastMonday', 'firstOfMonth']);
  });

  it('refuses a day that is not one', () => {
    expect(() => quickDates('2025-02-30')).toThrow(RangeError);
  });

  it('takes today in the browser’s time zone, not UTC', () => {
    // Late on 31 December local time is already 1 January in UTC west of Greenwich, and the reverse east of it.
    expect(localDay(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31');
    expect(localDay(new Date(2026, 0, 1, 0, 1))).toBe('2026-01-01');
    expect(localDay(new Date(2020, 0, 5))).toBe('2020-01-05');
  });
});

describe('birthday rule', () => {
  it('takes real days from 1900 up to today', () => {
    expect(isValidBirthday('2020-01-01', '2025-06-18')).toBe(true);
    expect(isValidBirthday('1900-01-01', '2025-06-18')).toBe(true);
    expect(isValidBirthday('2025-06-18', '2025-06-18')).toBe(true);
    expect(isValidBirthday('2024-02-29', '2025-06-18')).toBe(true);
  });

  it('refuses other forms, days that do not exist, the future and before 1900', () => {
    for (const value of ['', '2020-1-1', '01/01/2020', '2020-01-01T00:00', '2023-02-29', '2020-13-01', '2020-00-10']) {
      expect(isValidBirthday(value, '2025-06-18'), value).toBe(false);
    }
    expect(isValidBirthday('2025-06-19', '2025-06-18')).toBe(false);
    expect(isValidBirthday('1899-12-31', '2025-06-18')).toBe(false);
    expect(isCalendarDay('1999-02-29')).toBe(false);
  });
});
