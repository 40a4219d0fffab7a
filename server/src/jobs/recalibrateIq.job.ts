import { z } from 'zod';
import { createIqScaleService } from '../modules/scoring/iqScale.service';
import { defineJob } from './job.types';

/** The matrix reasoning test's exam id. */
const IQ_EXAM_ID = 1803;

/**
 * Once a day: recalibrates the matrix reasoning test's item difficulties and IQ scale from its own results, once
 * there are at least 500 (before that the scale stays provisional and says so). Recomputing from the same results
 * gives the same answer, so a run repeated after a crash does no harm.
 */
export const recalibrateIqJob = defineJob({
  kind: 'recalibrateIq',
  queue: 'maintenance',
  payload: z.object({}),
  attempts: 2,
  backoffMs: 10 * 60_000,
  everyMs: 24 * 60 * 60_000,
  async handle(_payload, { db, clock, log }) {
    const sampleSize = await createIqScaleService({ db, clock }).recalibrate(IQ_EXAM_ID);
    if (sampleSize !== null) log.info({ sampleSize }, 'IQ scale recalibrated');
  },
});
