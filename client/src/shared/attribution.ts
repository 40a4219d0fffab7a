import { isHealthExam } from '@innerscope/shared/examKinds';
import { parseCodeExamId } from '@innerscope/shared/routes';
import { trackingParamsOf } from '@innerscope/shared/tracking';
import { effectiveChoices } from './consent';

export interface OrderAttribution {
  readonly params: { readonly key: string; readonly value: string }[];
  readonly marketingConsent: boolean;
}

/**
 * What an order records of the ad or link behind it: the tracking parameters of the page's query (the funnel
 * carries the query from page to page) and whether marketing consent is given now. Nothing for a health screen,
 * and nothing when the query has no tracking parameter but the language.
 */
export function orderAttribution(search: string, codeExamId: string): OrderAttribution | undefined {
  const exam = parseCodeExamId(codeExamId);
  if (!exam || isHealthExam(exam.examId)) return undefined;
  const params = Object.entries(trackingParamsOf(search)).map(([key, value]) => ({ key, value }));
  // The language alone is no campaign: the order keeps its locale anyway.
  return params.some(({ key }) => key !== 'hl') ? { params, marketingConsent: effectiveChoices().marketing } : undefined;
}
