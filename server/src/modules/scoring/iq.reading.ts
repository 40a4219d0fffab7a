/**
 * What an IQ result says, read with the scale in force. Until the product has 500 results of its own the scale is
 * provisional: IQ = 100 + 15θ, with θ on the item difficulty model's own scale, and the percentile that of a
 * standard normal population. From then on it is the product's own: θ standardised against the abilities of its
 * own test-takers, and the percentile their share below. Always with the sample size, never more precise than the
 * standard error allows: a range of IQ ± 1 SE, and nothing shown below 70 or above 145.
 */
import { normalCdf, OWN_NORMS_MIN, percentileInSample } from './norms';

export const IQ_FLOOR = 70;
export const IQ_CEILING = 145;
/** Own results needed before the product's own scale replaces the provisional one. */
export const IQ_OWN_SCALE_MIN = OWN_NORMS_MIN;

/** The scale in force: the provisional model scale, or the one recalibrated from the product's own results. */
export interface IqScale {
  source: 'model' | 'own';
  /** Results the scale rests on (own) or the product has so far (model). */
  sampleSize: number;
  /** Mean and standard deviation of θ among own results; 0 and 1 on the model scale. */
  mean: number;
  sd: number;
  calibratedAt: string | null;
}

export const MODEL_SCALE: IqScale = { source: 'model', sampleSize: 0, mean: 0, sd: 1, calibratedAt: null };

export type IqShown = 'RANGE' | 'ABOVE' | 'BELOW';

export interface IqReading {
  shown: IqShown;
  /** The range IQ ± 1 SE, rounded and kept within 70..145; for ABOVE and BELOW, the bound passed. */
  low: number;
  high: number;
  percentile: number;
  provisional: boolean;
  sampleSize: number;
}

/** The IQ, its range and percentile for an ability and its standard error, on a scale; `sample` is own thetas. */
export function readIq(ability: { theta: number; se: number }, scale: IqScale, sample: readonly number[] = []): IqReading {
  const sd = scale.sd > 0 ? scale.sd : 1;
  const z = (ability.theta - scale.mean) / sd;
  const iq = 100 + 15 * z;
  const half = (15 * ability.se) / sd;
  const own = scale.source === 'own' && sample.length >= IQ_OWN_SCALE_MIN;
  const percentile = own ? percentileInSample(ability.theta, sample) : Math.min(99, Math.max(1, Math.round(normalCdf(z) * 100)));
  const base = { percentile, provisional: !own, sampleSize: scale.sampleSize };
  if (iq > IQ_CEILING) return { ...base, shown: 'ABOVE', low: IQ_CEILING, high: IQ_CEILING };
  if (iq < IQ_FLOOR) return { ...base, shown: 'BELOW', low: IQ_FLOOR, high: IQ_FLOOR };
  return {
    ...base,
    shown: 'RANGE',
    low: Math.max(IQ_FLOOR, Math.round(iq - half)),
    high: Math.min(IQ_CEILING, Math.round(iq + half)),
  };
}
