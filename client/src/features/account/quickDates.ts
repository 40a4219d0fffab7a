/**
 * The birthday picker's quick dates, and the birthday rule. Dates are calendar days written as `YYYY-MM-DD`
 * (the API's form), worked out on UTC days so no time zone or daylight-saving change can move them by one.
 */

/** A calendar day as `YYYY-MM-DD`. */
export type CalendarDay = string;

export const QUICK_DATES = ['today', 'yesterday', 'dayBeforeYesterday', 'thisMonday', 'lastMonday', 'firstOfMonth'] as const;
export type QuickDate = (typeof QUICK_DATES)[number];

/** The earliest birthday taken, as on the server. */
export const BIRTHDAY_MIN: CalendarDay = '1900-01-01';

/** The format of a birthday, as typed and as sent; the spec's example of it. */
export const BIRTHDAY_FORMAT = 'YYYY-MM-DD';
export const BIRTHDAY_EXAMPLE: CalendarDay = '2020-01-01';

const DAY_MS = 24 * 60 * 60 * 1000;
const PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtc(day: CalendarDay): Date | null {
  const match = PATTERN.exec(day);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // 2021-02-30 rolls over to March: not a day of the calendar.
  return date.toISOString().slice(0, 10) === day ? date : null;
}

const fromUtc = (date: Date): CalendarDay => date.toISOString().slice(0, 10);

/** Whether `day` is a real calendar day written as `YYYY-MM-DD` (1999-02-29 is not). */
export function isCalendarDay(day: string): boolean {
  return toUtc(day) !== null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar day the person is living at `now`, in the browser's time zone. */
export function localDay(now: Date): CalendarDay {
  return `${String(now.getFullYear()).padStart(4, '0')}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function addDays(day: CalendarDay, days: number): CalendarDay {
  const date = toUtc(day);
  if (!date) throw new RangeError(`Not a calendar day: ${day}`);
  return fromUtc(new Date(date.getTime() + days * DAY_MS));
}

/** Monday of the ISO week (Monday to Sunday) that holds `day`: a Sunday belongs to the week that began six days before. */
function mondayOf(day: CalendarDay): CalendarDay {
  const weekday = toUtc(day)!.getUTCDay(); // 0 is Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** Each quick date for `today` (see `localDay`), in the order the picker lists them. */
export function quickDates(today: CalendarDay): ReadonlyArray<{ readonly id: QuickDate; readonly day: CalendarDay }> {
  if (!isCalendarDay(today)) throw new RangeError(`Not a calendar day: ${today}`);
  const thisMonday = mondayOf(today);
  const days: Record<QuickDate, CalendarDay> = {
    today,
    yesterday: addDays(today, -1),
    dayBeforeYesterday: addDays(today, -2),
    thisMonday,
    lastMonday: addDays(thisMonday, -7),
    firstOfMonth: `${today.slice(0, 8)}01`,
  };
  return QUICK_DATES.map((id) => ({ id, day: days[id] }));
}

/**
 * The spec's birthday rule, as the server applies it: a real day written `YYYY-MM-DD`, from 1900 and not after
 * `today`. Dates written this way compare as text.
 */
export function isValidBirthday(value: string, today: CalendarDay): boolean {
  return isCalendarDay(value) && value >= BIRTHDAY_MIN && value <= today;
}
