import type { Db } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import { ttlCache } from '../../shared/ttlCache';
import { recalibrate } from './iq.calibration';
import { IQ_OWN_SCALE_MIN, MODEL_SCALE, type IqScale } from './iq.reading';
import * as repo from './iq.repository';

/**
 * The scale IQ results are read on. Provisional (the item difficulty model's) until a recalibration from at least
 * 500 of the product's own results has been stored; from then on that one, with its sample size.
 */
export function createIqScaleService(deps: { db: Db; clock?: Clock }) {
  const { db } = deps;
  const scaleCache = ttlCache<number, { scale: IqScale; sample: number[] }>(10 * 60_000);

  async function load(examId: number): Promise<{ scale: IqScale; sample: number[] }> {
    const [calibration, count] = await Promise.all([repo.findCalibration(db, examId), repo.countResults(db, examId)]);
    if (!calibration || calibration.sampleSize < IQ_OWN_SCALE_MIN) return { scale: { ...MODEL_SCALE, sampleSize: count }, sample: [] };
    const sample = await repo.listThetas(db, examId);
    return {
      scale: { source: 'own', sampleSize: calibration.sampleSize, mean: calibration.mean, sd: calibration.sd, calibratedAt: calibration.calibratedAt },
      sample,
    };
  }

  return {
    /** The scale in force and the own sample's abilities (empty on the provisional scale). */
    scaleOf: (examId: number) => scaleCache.get(examId, () => load(examId)),

    /**
     * Recalibrates item difficulties and the scale from the exam's own results, once there are at least 500;
     * returns the sample size used, or null when there are too few results. Safe to run twice.
     */
    async recalibrate(examId: number): Promise<number | null> {
      const [results, difficulties] = await Promise.all([repo.listItemResponses(db, examId), repo.listDifficulties(db, examId)]);
      if (results.length < IQ_OWN_SCALE_MIN || !Object.keys(difficulties).length) return null;
      const c = recalibrate({ results, difficulties });
      await db.transaction((trx) =>
        repo.saveCalibration(trx, examId, { difficulties: c.difficulties, mean: c.mean, sd: c.sd, sampleSize: c.sampleSize, calibratedAt: (deps.clock?.now() ?? new Date()).toISOString() }),
      );
      return c.sampleSize;
    },
  };
}

export type IqScaleService = ReturnType<typeof createIqScaleService>;
