import type { IntlShape } from 'react-intl';
import type { CourseCategory, CourseFormat, CourseTag, LessonKind } from '../../__generated__/graphql';
import type { PagedListLabels } from '../../shared/components/PagedList';
import { coursesMessages as m } from './messages';

export const CATEGORIES: readonly CourseCategory[] = ['EMOTIONS', 'STRESS', 'HABITS', 'RELATIONSHIPS', 'SELF_KNOWLEDGE', 'SLEEP'];
export const CATEGORY_LABEL = { EMOTIONS: m.emotions, STRESS: m.stress, HABITS: m.habits, RELATIONSHIPS: m.relationships, SELF_KNOWLEDGE: m.selfKnowledge, SLEEP: m.sleep } as const satisfies Record<CourseCategory, unknown>;
export const FORMAT_LABEL = { PDF: m.formatPdf, WORD: m.formatWord, AUDIO: m.formatAudio, VIDEO: m.formatVideo, UNKNOWN: m.formatUnknown } as const satisfies Record<CourseFormat, unknown>;
export const KIND_LABEL = { TEXT: m.kindText, PDF: m.kindPdf, WORD: m.kindWord, AUDIO: m.kindAudio, VIDEO: m.kindVideo } as const satisfies Record<LessonKind, unknown>;
export const TAG_LABEL = { NEW: m.tagNew, RECOMMENDED: m.tagRecommended } as const satisfies Record<CourseTag, unknown>;

/** The state and paging words of the courses list. */
export function courseListLabels(intl: IntlShape, page: { page: number; pageCount: number; total: number } | null | undefined): PagedListLabels {
  return {
    loading: intl.formatMessage(m.loading),
    loadFailed: intl.formatMessage(m.loadFailed),
    retry: intl.formatMessage(m.retry),
    loadMore: intl.formatMessage(m.loadMore),
    loadingMore: intl.formatMessage(m.loading),
    noMore: intl.formatMessage(m.noMore),
    pageOf: page ? intl.formatMessage(m.pageOf, { page: page.page, pageCount: page.pageCount, total: page.total }) : '',
  };
}
