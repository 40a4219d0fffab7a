import { describe, expect, it } from 'vitest';
import { grade, normaliseFill, readAnswer, rhythmOf } from './dailyQuestion.answers';
import { addDays, dayIn, zoneFor } from './dailyQuestion.calendar';
import { planSchedule } from './dailyQuestion.schedule';

const ids = ['dq-001', 'dq-002', 'dq-003', 'dq-004', 'dq-005'];

describe('planSchedule', () => {
  it('takes every question once per cycle, then starts a new cycle', () => {
    const plan = planSchedule({ questionIds: ids, last: null, usedInCycle: [], start: '2026-11-23', until: addDays('2026-11-23', 11) });
    expect(plan).toHaveLength(12);
    expect(plan.map((e) => e.date)[0]).toBe('2026-11-23');
    expect(new Set(plan.slice(0, 5).map((e) => e.questionId)).size).toBe(5);
    expect(new Set(plan.slice(5, 10).map((e) => e.questionId)).size).toBe(5);
    expect(plan.map((e) => e.cycle)).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2]);
  });

  it('continues a cycle under way without repeating its questions, and is the same each time', () => {
    const first = planSchedule({ questionIds: ids, last: null, usedInCycle: [], start: '2026-11-23', until: '2026-11-24' });
    const rest = planSchedule({
      questionIds: ids,
      last: { date: '2026-11-24', cycle: 0 },
      usedInCycle: first.map((e) => e.questionId),
      start: '2026-11-23',
      until: '2026-11-27',
    });
    expect(rest.map((e) => e.date)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27']);
    expect(new Set([...first, ...rest].map((e) => e.questionId)).size).toBe(5);
    const whole = planSchedule({ questionIds: ids, last: null, usedInCycle: [], start: '2026-11-23', until: '2026-11-27' });
    expect(whole.map((e) => e.questionId)).toEqual([...first, ...rest].map((e) => e.questionId));
  });

  it('gives every locale with the same questions the same question on the same day', () => {
    const input = { questionIds: ids, last: null, usedInCycle: [], start: '2026-11-23', until: '2026-12-10' };
    expect(planSchedule({ ...input, questionIds: ids.toReversed() })).toEqual(planSchedule(input));
  });
});

describe('today in a zone', () => {
  it('turns at the member’s own midnight', () => {
    const justAfterTokyoMidnight = new Date('2026-11-27T15:00:30Z');
    expect(dayIn(justAfterTokyoMidnight, 'Asia/Tokyo')).toBe('2026-11-28');
    expect(dayIn(justAfterTokyoMidnight, 'America/New_York')).toBe('2026-11-27');
    expect(dayIn(new Date('2026-11-27T14:59:59Z'), 'Asia/Tokyo')).toBe('2026-11-27');
  });

  it('uses the locale’s zone when none, or an unknown one, is given', () => {
    expect(zoneFor('ja-JP', null)).toBe('Asia/Tokyo');
    expect(zoneFor('ja-JP', 'Not/AZone')).toBe('Asia/Tokyo');
    expect(zoneFor('ja-JP', 'Europe/Lisbon')).toBe('Europe/Lisbon');
  });
});

describe('answers', () => {
  it('needs an answer, and only the question’s options', () => {
    expect(readAnswer('single', 4, {})).toEqual({ error: expect.objectContaining({ code: 'ANSWER_REQUIRED' }) });
    expect(readAnswer('fill', 0, { text: '   ' })).toEqual({ error: expect.objectContaining({ code: 'ANSWER_REQUIRED' }) });
    expect(readAnswer('single', 4, { choices: [4] })).toEqual({ error: expect.objectContaining({ code: 'INVALID_CHOICE' }) });
    expect(readAnswer('single', 4, { choices: [0, 1] })).toEqual({ error: expect.objectContaining({ code: 'INVALID_CHOICE' }) });
    expect(readAnswer('multiple', 4, { choices: [2, 0, 2] })).toEqual({ value: { choices: [0, 2] } });
  });

  it('compares fill-ins after NFKC, case and spaces', () => {
    expect(normaliseFill('  ＦＯＲＴＹ   Two. ', 'en-US')).toBe('forty two');
    const q = { kind: 'fill' as const, correct: null, accepted: ['42', 'forty two'], locale: 'en-US' };
    expect(grade(q, { text: '４２' })).toBe(true);
    expect(grade(q, { text: 'Forty  TWO' })).toBe(true);
    expect(grade(q, { text: '41' })).toBe(false);
  });

  it('grades choices, and never grades a reflection', () => {
    expect(grade({ kind: 'multiple', correct: [0, 2], accepted: [], locale: 'en-US' }, { choices: [0, 2] })).toBe(true);
    expect(grade({ kind: 'multiple', correct: [0, 2], accepted: [], locale: 'en-US' }, { choices: [0] })).toBe(false);
    expect(grade({ kind: 'single', correct: null, accepted: [], locale: 'en-US' }, { choices: [1] })).toBeNull();
  });
});

describe('rhythm', () => {
  it('counts days in a row up to today, or up to yesterday while today is open', () => {
    expect(rhythmOf(['2026-11-25', '2026-11-26', '2026-11-27'], '2026-11-27')).toEqual({ daysInARow: 3, daysThisWeek: 3, answeredToday: true });
    expect(rhythmOf(['2026-11-25', '2026-11-26'], '2026-11-27')).toEqual({ daysInARow: 2, daysThisWeek: 2, answeredToday: false });
  });

  it('after a pause starts again calmly while the week still counts', () => {
    expect(rhythmOf(['2026-11-21', '2026-11-22', '2026-11-24', '2026-11-27'], '2026-11-27')).toEqual({ daysInARow: 1, daysThisWeek: 4, answeredToday: true });
    expect(rhythmOf(['2026-11-01'], '2026-11-27')).toEqual({ daysInARow: 0, daysThisWeek: 0, answeredToday: false });
  });
});
