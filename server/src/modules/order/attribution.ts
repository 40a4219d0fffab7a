import { isTrackingParam, isTrackingValue, TRACKING_PARAMS, type TrackingParam } from '@innerscope/shared/tracking';
import { AppError } from '../../shared/errors';

/** What an order keeps of the ad or link that brought it. */
export interface OrderAttribution {
  readonly params: Partial<Record<TrackingParam, string>>;
  /** Whether the buyer's browser had given marketing consent (Global Privacy Control counts as a refusal). */
  readonly marketingConsent: boolean;
  readonly recordedAt: string;
}

export interface AttributionInput {
  readonly params: ReadonlyArray<{ readonly key: string; readonly value: string }>;
  readonly marketingConsent: boolean;
}

/**
 * Checks the parameters a page sends with its order: the spec's keys only, each once, values of at most 200
 * characters without NUL. The page copies them from its own query, so a bad one is a broken client, answered
 * with BAD_USER_INPUT on the `attribution` field. Null when there is nothing to keep.
 */
export function parseAttribution(input: AttributionInput | null | undefined, at: Date): OrderAttribution | null {
  if (!input) return null;
  if (input.params.length > TRACKING_PARAMS.length) throw badAttribution(`At most ${TRACKING_PARAMS.length} parameters`);
  const params: Partial<Record<TrackingParam, string>> = {};
  for (const { key, value } of input.params) {
    if (!isTrackingParam(key)) throw badAttribution(`Unknown tracking parameter "${key.slice(0, 40).replaceAll('\u0000', '')}"`);
    if (params[key] !== undefined) throw badAttribution(`The parameter ${key} is given twice`);
    if (!isTrackingValue(value)) throw badAttribution(`The parameter ${key} must be 1 to 200 characters without NUL`);
    params[key] = value;
  }
  if (Object.keys(params).length === 0) return null;
  return { params, marketingConsent: input.marketingConsent === true, recordedAt: at.toISOString() };
}

function badAttribution(message: string): AppError {
  return new AppError('BAD_USER_INPUT', message, { field: 'attribution' });
}

/** A stored attribution read back; anything that does not look like one reads as none. */
export function storedAttribution(value: unknown): OrderAttribution | null {
  if (typeof value !== 'object' || value === null) return null;
  const { params, marketingConsent, recordedAt } = value as Partial<OrderAttribution>;
  if (typeof params !== 'object' || params === null || typeof recordedAt !== 'string') return null;
  const kept: Partial<Record<TrackingParam, string>> = {};
  for (const [key, v] of Object.entries(params)) if (isTrackingParam(key) && isTrackingValue(v)) kept[key] = v;
  return { params: kept, marketingConsent: marketingConsent === true, recordedAt };
}
