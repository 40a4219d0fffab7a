import { isHealthExam } from '@innerscope/shared/examKinds';
import { parseCodeExamId } from '@innerscope/shared/routes';
import { type AdEvent, adEventId, type PixelPlatform, platformsWithClickId, trackingParamsOf } from '@innerscope/shared/tracking';
import { effectiveChoices } from './consent';

export interface AdEventData {
  readonly orderNumber: string;
  readonly codeExamId: string;
  /** In minor units. */
  readonly amount?: number | null;
  readonly currency?: string | null;
}

/**
 * The platforms an ad event may go to now: none on a health screen, none without marketing consent (Global
 * Privacy Control counts as a refusal), and otherwise only those whose click id the URL carries.
 */
export function adPlatformsFor(search: string, codeExamId: string): PixelPlatform[] {
  const exam = parseCodeExamId(codeExamId);
  if (!exam || isHealthExam(exam.examId)) return [];
  if (!effectiveChoices().marketing) return [];
  return platformsWithClickId(trackingParamsOf(search));
}

/**
 * Tells the ad platforms of an order's step (checkout, payment details, purchase), with the event id the server's
 * conversion call uses too. The pixels' loader is its own chunk, fetched only when a platform may be told;
 * a failure to load is ignored, as the step itself never depends on it.
 */
export async function trackAdEvent(event: AdEvent, data: AdEventData, search: string = window.location.search): Promise<void> {
  const platforms = adPlatformsFor(search, data.codeExamId);
  if (!platforms.length) return;
  try {
    const { sendAdEvent } = await import('./adPixels/loadPixels');
    await sendAdEvent(platforms, event, adEventId(event, data.orderNumber), data);
  } catch {
    // An ad blocker or a network failure: nothing for the buyer to see.
  }
}
