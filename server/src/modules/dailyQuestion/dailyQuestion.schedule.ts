import { createHash } from 'node:crypto';
import { addDays, daysBetween } from './dailyQuestion.calendar';

export interface ScheduleEntry {
  date: string;
  questionId: string;
  cycle: number;
}

/** How far ahead the schedule is kept: the seed and the recurring job fill it this many days past today. */
export const SCHEDULE_AHEAD_DAYS = 60;

/** The first day of the schedule, for a database that has none yet. */
export const SCHEDULE_START = '2026-11-23';

/**
 * A stable shuffle key: a cycle always orders the questions the same way, in every locale, so locales with the same
 * questions show the same one on the same day (a member who changes language meets no other question).
 */
const orderKey = (cycle: number, id: string) => createHash('sha256').update(`daily:${cycle}:${id}`).digest('hex');

/**
 * The entries that extend a locale's schedule through `until`, after its last entry (or from `start`). Questions
 * come in cycles: each cycle takes every question once in its own shuffled order, so none repeats within a cycle;
 * a question added mid-cycle joins the cycle under way. Pure: the same inputs give the same days.
 */
export function planSchedule(input: {
  questionIds: readonly string[];
  last: { date: string; cycle: number } | null;
  /** Questions already used in the last entry's cycle. */
  usedInCycle: readonly string[];
  start: string;
  until: string;
}): ScheduleEntry[] {
  const { questionIds } = input;
  if (questionIds.length === 0) return [];
  let date = input.last ? addDays(input.last.date, 1) : input.start;
  let cycle = input.last?.cycle ?? 0;
  const used = new Set(input.usedInCycle);
  const out: ScheduleEntry[] = [];
  const days = daysBetween(date, input.until) + 1;
  for (let i = 0; i < days; i++) {
    let left = questionIds.filter((id) => !used.has(id));
    if (left.length === 0) {
      cycle += 1;
      used.clear();
      left = [...questionIds];
    }
    const next = left.reduce((best, id) => (orderKey(cycle, id) < orderKey(cycle, best) ? id : best));
    used.add(next);
    out.push({ date, questionId: next, cycle });
    date = addDays(date, 1);
  }
  return out;
}
