import type { To } from 'react-router-dom';
import { HOME_CODE_EXAM_ID, parseCodeExamId } from '@innerscope/shared/routes';

/** The `{code}-{examId}` of a user-centre path, or the home test's when it has none. */
export function codeExamIdOr(segment: string | undefined): string {
  const parsed = segment ? parseCodeExamId(segment) : null;
  return parsed ? `${parsed.code}-${parsed.examId}` : HOME_CODE_EXAM_ID;
}

/** The id in a detail page's `?id=`, or null. */
export function idParam(search: URLSearchParams): number | null {
  const id = Number(search.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const articlePath = (codeExamId: string, id: number) => `/userCenter/exploreMore/articles/detail/${codeExamId}?id=${id}`;
export const articlesPath = (codeExamId: string) => `/userCenter/exploreMore/articles/${codeExamId}`;
export const noticePath = (codeExamId: string, id: number) => `/userCenter/notification/detail/${codeExamId}?id=${id}`;
export const noticesPath = (codeExamId: string) => `/userCenter/notification/${codeExamId}`;

/** A list's link from its detail page: the visitor's locale prefix and query, without the detail's `id`. */
export function withoutId(target: To): To {
  if (typeof target === 'string') return target;
  const search = new URLSearchParams(target.search ?? '');
  search.delete('id');
  const rest = search.toString();
  return { ...target, search: rest ? `?${rest}` : '' };
}
