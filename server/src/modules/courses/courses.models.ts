import { z } from 'zod';
import type { Locale } from '../../shared/locales';
import type { ContentBlock } from '../content/content.models';

/** The growth centre's course categories, in tab order. */
export const COURSE_CATEGORIES = ['emotions', 'stress', 'habits', 'relationships', 'selfKnowledge', 'sleep'] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

/** What a lesson is: read on the page, a PDF in the viewer, a Word document shown as HTML, audio or video. */
export const LESSON_KINDS = ['text', 'pdf', 'word', 'audio', 'video'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

/** A course's format as the spec lists it: the kind of its main lessons (unknown for a course of text only). */
export const COURSE_FORMATS = ['pdf', 'word', 'audio', 'video', 'unknown'] as const;
export type CourseFormat = (typeof COURSE_FORMATS)[number];

export const COURSE_TAGS = ['new', 'recommended'] as const;
export type CourseTag = (typeof COURSE_TAGS)[number];

/**
 * How an audio or video lesson's media is made (courseMedia.ts): a paced-breathing guide (in four seconds, out six),
 * a quiet wind-down soundscape, or an animated breathing circle. Each has its cue keys, whose words the locale gives.
 */
export const MEDIA_PROGRAMS = {
  breathing: ['intro', 'in', 'out', 'end'],
  soundscape: ['c1', 'c2', 'c3', 'c4', 'c5'],
  circle: ['intro', 'in', 'out', 'end'],
} as const;
export type MediaProgram = keyof typeof MEDIA_PROGRAMS;

const text = z.string().trim().min(1);
const Block = z.discriminatedUnion('type', [
  z.object({ type: z.enum(['h2', 'p', 'quote']), text }),
  z.object({ type: z.literal('ul'), items: z.array(text).min(1) }),
]);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

const LessonDef = z.object({
  key: slug,
  kind: z.enum(LESSON_KINDS),
  minutes: z.number().int().min(1).max(60),
  program: z.enum(Object.keys(MEDIA_PROGRAMS) as [MediaProgram, ...MediaProgram[]]).optional(),
});

const LessonText = z.object({
  title: text,
  body: z.array(Block).min(1),
  /** The captions of an audio or video lesson, by the program's cue keys. */
  captions: z.record(z.string(), text).optional(),
});

/** seeds/content/courses/<slug>.json: the course, its lessons in order, and their words per locale. */
export const CourseFile = z
  .object({
    slug,
    category: z.enum(COURSE_CATEGORIES),
    format: z.enum(COURSE_FORMATS),
    premium: z.boolean(),
    tags: z.array(z.enum(COURSE_TAGS)).default([]),
    publishedAt: isoDay,
    updatedAt: isoDay,
    lessons: z.array(LessonDef).min(1).max(12),
    locales: z.record(z.string(), z.object({ title: text, summary: text, author: text, lessons: z.array(LessonText) })),
  })
  .superRefine((file, ctx) => {
    for (const lesson of file.lessons) {
      const media = lesson.kind === 'audio' || lesson.kind === 'video';
      if (media !== Boolean(lesson.program)) ctx.addIssue({ code: 'custom', message: `lesson ${lesson.key}: a program goes with audio and video only` });
    }
    for (const [locale, t] of Object.entries(file.locales)) {
      if (t.lessons.length !== file.lessons.length) ctx.addIssue({ code: 'custom', message: `${locale}: ${t.lessons.length} lessons, not ${file.lessons.length}` });
      t.lessons.forEach((l, i) => {
        const program = file.lessons[i]?.program;
        if (!program) return;
        const missing = MEDIA_PROGRAMS[program].filter((k) => !l.captions?.[k]);
        if (missing.length) ctx.addIssue({ code: 'custom', message: `${locale} lesson ${i + 1}: captions ${missing.join(', ')} missing` });
      });
    }
  });
export type CourseFile = z.infer<typeof CourseFile>;

/** A member's progress through a course: lessons completed of all, and the lesson to resume at. */
export interface CourseProgressModel {
  completed: number;
  total: number;
  resumeLessonId: number | null;
}

/** A course as lists show it. */
export interface CourseSummaryModel {
  id: number;
  slug: string;
  category: CourseCategory;
  format: CourseFormat;
  premium: boolean;
  tags: CourseTag[];
  locale: Locale;
  title: string;
  summary: string;
  author: string;
  lessonCount: number;
  minutes: number;
  publishedAt: string;
  updatedAt: string;
}

export interface LessonModel {
  id: number;
  courseId: number;
  position: number;
  key: string;
  kind: LessonKind;
  minutes: number;
  program: MediaProgram | null;
  locale: Locale;
  title: string;
  body: ContentBlock[];
  captions: Record<string, string>;
}

/** A member's place in one lesson. */
export interface LessonProgressModel {
  lessonId: number;
  completed: boolean;
  positionSeconds: number;
  updatedAt: Date;
}

/** A course in a list, with whether it is locked to the reader and the reader's progress (null for a visitor). */
export interface CourseListItem extends CourseSummaryModel {
  locked: boolean;
  progress: CourseProgressModel | null;
}

/** A lesson as it is answered: no body, captions nor media to a reader the policy keeps out. */
export interface LessonView {
  id: number;
  position: number;
  kind: LessonKind;
  minutes: number;
  title: string;
  locked: boolean;
  body: ContentBlock[] | null;
  transcript: string[] | null;
  completed: boolean;
  positionSeconds: number;
}

export interface CourseView extends CourseListItem {
  lessons: LessonView[];
  signedIn: boolean;
  /** Whether the reader's progress is kept (a member of a basic or Premium plan). */
  mayTrackProgress: boolean;
}
