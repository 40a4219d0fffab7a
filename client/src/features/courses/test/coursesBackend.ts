import { graphql, HttpResponse } from 'msw';
import type {
  CourseDetailQuery,
  CourseDetailQueryVariables,
  CoursesPageQuery,
  CoursesPageQueryVariables,
  RecordLessonProgressMutation,
  RecordLessonProgressMutationVariables,
} from '../../../__generated__/graphql';
import type { Served } from '../../../../test/served';

type Item = Served<CoursesPageQuery>['courses']['items'][number];
type Course = NonNullable<Served<CourseDetailQuery>['course']>;
type Lesson = Course['lessons'][number];

/** Courses as the server would page them, one course in detail, and the progress mutations it received. */
let items: Item[] = [];
let fail = 0;
let course: Course | null = null;
export const recorded: RecordLessonProgressMutationVariables['input'][] = [];

const item = (id: number): Item => ({
  __typename: 'CourseSummary',
  id,
  title: `Course ${id}`,
  summary: `Summary ${id}`,
  category: id % 2 ? 'STRESS' : 'SLEEP',
  format: 'AUDIO',
  premium: id % 3 === 0,
  locked: id % 3 === 0,
  tags: id === 1 ? ['NEW'] : [],
  lessonCount: 3,
  minutes: 10,
  progress: null,
});

const block = (text: string) => ({ __typename: 'ContentBlock' as const, type: 'P' as const, text, items: [] });

export const lesson = (id: number, position: number, kind: Lesson['kind'], extra: Partial<Lesson> = {}): Lesson => ({
  __typename: 'Lesson',
  id,
  position,
  kind,
  minutes: 3,
  title: `Lesson ${id} title`,
  locked: false,
  body: [block(`Words of lesson ${id}.`), block('More words.')],
  transcript: null,
  html: null,
  fileUrl: kind === 'TEXT' ? null : `/course/media/${id}/file?hl=en-US`,
  captionsUrl: kind === 'AUDIO' || kind === 'VIDEO' ? `/course/media/${id}/captions.vtt?hl=en-US` : null,
  completed: false,
  positionSeconds: 0,
  ...extra,
});

export const detail = (extra: Partial<Course> = {}): Course => ({
  __typename: 'Course',
  id: 7,
  locale: 'en-US',
  title: 'Calm breathing',
  summary: 'Slow breathing.',
  author: 'Editors',
  category: 'STRESS',
  format: 'AUDIO',
  premium: false,
  locked: false,
  tags: [],
  lessonCount: 4,
  minutes: 12,
  updatedAt: '2026-11-25',
  signedIn: true,
  mayTrackProgress: true,
  progress: { __typename: 'CourseProgress', completed: 0, total: 4, resumeLessonId: null },
  lessons: [
    lesson(70, 0, 'TEXT'),
    lesson(71, 1, 'AUDIO', { transcript: ['Breathe in.', 'Breathe out.'] }),
    lesson(72, 2, 'WORD', { html: '<h1>Your plan</h1><ul><li>One step</li></ul>' }),
    lesson(73, 3, 'PDF'),
  ],
  ...extra,
});

export const coursesBackend = {
  reset(count = 0) {
    items = Array.from({ length: count }, (_, i) => item(i + 1));
    fail = 0;
    course = null;
    recorded.length = 0;
  },
  failNext(times = 1) {
    fail = times;
  },
  setCourse(next: Course | null) {
    course = next;
  },
};

export const coursesHandlers = [
  graphql.query<Served<CoursesPageQuery>, CoursesPageQueryVariables>('CoursesPage', ({ variables }) => {
    if (fail > 0) {
      fail--;
      return HttpResponse.json({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    }
    const matching = items.filter((c) => (!variables.category || c.category === variables.category) && (!variables.keyword || c.title.includes(variables.keyword)));
    const start = (variables.page - 1) * variables.pageSize;
    return HttpResponse.json({
      data: {
        courseCategories: [
          { __typename: 'CourseCategoryCount', category: 'STRESS', count: items.filter((c) => c.category === 'STRESS').length },
          { __typename: 'CourseCategoryCount', category: 'SLEEP', count: items.filter((c) => c.category === 'SLEEP').length },
        ],
        courses: {
          __typename: 'CoursePage',
          total: matching.length,
          page: variables.page,
          pageSize: variables.pageSize,
          pageCount: Math.max(1, Math.ceil(matching.length / variables.pageSize)),
          items: matching.slice(start, start + variables.pageSize),
        },
      },
    });
  }),
  graphql.query<Served<CourseDetailQuery>, CourseDetailQueryVariables>('CourseDetail', ({ variables }) => {
    if (fail > 0) {
      fail--;
      return HttpResponse.json({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    }
    return HttpResponse.json({ data: { course: course && course.id === variables.id ? course : null } });
  }),
  graphql.mutation<Served<RecordLessonProgressMutation>, RecordLessonProgressMutationVariables>('RecordLessonProgress', ({ variables }) => {
    recorded.push(variables.input);
    const current = course!;
    const lessons = current.lessons.map((l) => (l.id === variables.input.lessonId ? { ...l, completed: l.completed || variables.input.completed, positionSeconds: variables.input.positionSeconds ?? 0 } : l));
    course = { ...current, lessons, progress: { __typename: 'CourseProgress', completed: lessons.filter((l) => l.completed).length, total: lessons.length, resumeLessonId: variables.input.lessonId } };
    return HttpResponse.json({ data: { recordLessonProgress: { __typename: 'RecordLessonProgressPayload', course } } });
  }),
];
