import { z } from 'zod';
import { extendAllSchedules } from '../modules/dailyQuestion/dailyQuestion.service';
import { defineJob } from './job.types';

/**
 * Every six hours: keeps each locale's daily-question schedule 60 days ahead, continuing its cycle so no question
 * repeats within one. A day already scheduled is never changed, so runs at once or twice do no harm.
 */
export const extendDailyQuestionsJob = defineJob({
  kind: 'extendDailyQuestions',
  queue: 'maintenance',
  payload: z.object({}),
  attempts: 2,
  backoffMs: 10 * 60_000,
  everyMs: 6 * 60 * 60_000,
  async handle(_payload, { db, clock, log }) {
    const added = await extendAllSchedules(db, clock.now());
    if (added > 0) log.info({ added }, 'daily question schedule extended');
  },
});
