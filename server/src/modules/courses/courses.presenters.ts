import type { Locale } from '../../shared/locales';
import type { CourseCategory, LessonView } from './courses.models';

/** The GraphQL names of the categories (schema/courses.graphql), one to one with the content files'. */
export const CATEGORY_ENUM = {
  emotions: 'EMOTIONS',
  stress: 'STRESS',
  habits: 'HABITS',
  relationships: 'RELATIONSHIPS',
  selfKnowledge: 'SELF_KNOWLEDGE',
  sleep: 'SLEEP',
} as const satisfies Record<CourseCategory, string>;
export type CategoryEnum = (typeof CATEGORY_ENUM)[CourseCategory];

export const categoryOfEnum = (value: CategoryEnum): CourseCategory => (Object.keys(CATEGORY_ENUM) as CourseCategory[]).find((k) => CATEGORY_ENUM[k] === value)!;

const FILE_OF_KIND = { pdf: 'lesson.pdf', word: 'lesson.docx', audio: 'media.ogg', video: 'media.webm' } as const;

/** Where a lesson's file and captions are served (rest/courses.rest.ts); none for a text lesson or a locked one. */
export function fileUrls(lesson: Pick<LessonView, 'id' | 'kind' | 'locked'>, locale: Locale): { fileUrl: string | null; captionsUrl: string | null } {
  if (lesson.locked || lesson.kind === 'text') return { fileUrl: null, captionsUrl: null };
  const base = `/course/media/${lesson.id}`;
  const media = lesson.kind === 'audio' || lesson.kind === 'video';
  return { fileUrl: `${base}/${FILE_OF_KIND[lesson.kind]}?hl=${locale}`, captionsUrl: media ? `${base}/captions.vtt?hl=${locale}` : null };
}
