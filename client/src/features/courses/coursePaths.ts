import type { To } from 'react-router-dom';
import { HOME_CODE_EXAM_ID, parseCodeExamId } from '@innerscope/shared/routes';

/** The `{code}-{examId}` of a user-centre path, or the home test's when it has none. */
export function codeExamIdOr(segment: string | undefined): string {
  const parsed = segment ? parseCodeExamId(segment) : null;
  return parsed ? `${parsed.code}-${parsed.examId}` : HOME_CODE_EXAM_ID;
}

/** A positive whole number in a query parameter, or null. */
export function numberParam(search: URLSearchParams, name: string): number | null {
  const n = Number(search.get(name));
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export const coursesPath = (codeExamId: string) => `/userCenter/courseList/${codeExamId}`;
export const coursePath = (codeExamId: string) => `/userCenter/courseList/detail/${codeExamId}`;
export const coursePdfPath = (codeExamId: string) => `/userCenter/courseList/detail/pdf/${codeExamId}`;

/**
 * A link in the visitor's locale prefix and query (from `useLocalizedTo`), with some parameters set or removed
 * (null removes one).
 */
export function withParams(target: To, params: Record<string, string | number | null>): To {
  const base = typeof target === 'string' ? { pathname: target } : target;
  const search = new URLSearchParams(base.search ?? '');
  for (const [key, value] of Object.entries(params)) if (value === null) search.delete(key); else search.set(key, String(value));
  const rest = search.toString();
  return { ...base, search: rest ? `?${rest}` : '' };
}
