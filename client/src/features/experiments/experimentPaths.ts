import type { To } from 'react-router-dom';
import type { ExperimentKey } from '../../__generated__/graphql';

/** The experiments as their detail page's address names them (`?id=stroop`), in the list's order. */
export const EXPERIMENT_SLUGS: Readonly<Record<ExperimentKey, string>> = {
  STROOP: 'stroop',
  REACTION_TIME: 'reaction-time',
  VISUAL_SEARCH: 'visual-search',
  DIGIT_SPAN: 'digit-span',
};

export const experimentPath = (codeExamId: string, key: ExperimentKey) => `/userCenter/exploreMore/experiment/detail/${codeExamId}?id=${EXPERIMENT_SLUGS[key]}`;
export const experimentsPath = (codeExamId: string) => `/userCenter/exploreMore/experiment/${codeExamId}`;

/** The experiment a detail address names, or null for none or an unknown one. */
export function keyOfSlug(slug: string | null): ExperimentKey | null {
  const found = (Object.keys(EXPERIMENT_SLUGS) as ExperimentKey[]).find((k) => EXPERIMENT_SLUGS[k] === slug);
  return found ?? null;
}

/** A detail page's link in the visitor's locale prefix, keeping their query and setting `id`. */
export function experimentLink(to: (path: string) => To, codeExamId: string, key: ExperimentKey): To {
  const target = to(`/userCenter/exploreMore/experiment/detail/${codeExamId}`);
  const base = typeof target === 'string' ? { pathname: target, search: '' } : target;
  const search = new URLSearchParams(base.search ?? '');
  search.set('id', EXPERIMENT_SLUGS[key]);
  return { ...base, search: `?${search.toString()}` };
}
