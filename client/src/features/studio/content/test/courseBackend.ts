import { graphql, HttpResponse } from 'msw';
import type {
  PublishStudioCourseMutation,
  PublishStudioCourseMutationVariables,
  SaveStudioCourseMutation,
  SaveStudioCourseMutationVariables,
  StudioCourseQuery,
  StudioCourseQueryVariables,
  StudioCoursesQuery,
  StudioCoursesQueryVariables,
} from '../../../../__generated__/graphql';
import type { Served } from '../../../../../test/served';

type Course = NonNullable<Served<StudioCourseQuery>['studioCourse']>;
type Input = SaveStudioCourseMutationVariables['input'];

/** The studio's courses as the server would keep them: what was saved, and every request made. */
let courses: Course[] = [];
export const courseSent: { op: string; variables: unknown }[] = [];

const shape = (id: number, input: Input, prev?: Course): Course => ({
  __typename: 'StudioCourse',
  id,
  slug: `course-${id}`,
  state: prev?.state ?? 'DRAFT',
  hasChanges: true,
  publishAt: null,
  publishedAt: prev?.publishedAt ?? null,
  version: (prev?.version ?? 0) + 1,
  updatedAt: '2026-12-01T09:00:00.000Z',
  category: input.category,
  format: input.format,
  premium: input.premium,
  tags: [...(input.tags as Course['tags'])],
  lessons: input.lessons.map((l) => ({ __typename: 'StudioCourseLesson', key: l.key, kind: l.kind, minutes: l.minutes, program: l.program ?? null })),
  texts: (input.texts as Input['texts'] & unknown[]).map((t) => ({
    __typename: 'StudioCourseText',
    locale: t.locale,
    title: t.title,
    summary: t.summary,
    author: t.author,
    lessons: t.lessons.map((l) => ({
      __typename: 'StudioCourseLessonText',
      title: l.title,
      body: l.body.map((b) => ({ __typename: 'ContentBlock', type: b.type, text: b.text ?? null, items: [...(b.items ?? [])], src: b.src ?? null })),
      captions: (l.captions ?? []).map((c) => ({ __typename: 'StudioCourseCaption', key: c.key, text: c.text })),
    })),
  })),
});

export const courseBackend = {
  reset() {
    courses = [];
    courseSent.length = 0;
  },
};

export const courseHandlers = [
  graphql.query<Served<StudioCoursesQuery>, StudioCoursesQueryVariables>('StudioCourses', ({ variables }) => {
    courseSent.push({ op: 'list', variables });
    return HttpResponse.json({
      data: {
        studioCourses: {
          __typename: 'StudioCoursePage',
          items: courses.map((c) => ({
            __typename: 'StudioCourseSummary',
            id: c.id,
            state: c.state,
            category: c.category,
            title: c.texts[0]?.title ?? null,
            locales: c.texts.map((t) => t.locale),
            hasChanges: c.hasChanges,
            publishAt: null,
            publishedAt: c.publishedAt,
            version: c.version,
            updatedAt: c.updatedAt,
          })),
          endCursor: null,
          hasNextPage: false,
        },
      },
    });
  }),
  graphql.query<Served<StudioCourseQuery>, StudioCourseQueryVariables>('StudioCourse', ({ variables }) =>
    HttpResponse.json({ data: { studioCourse: courses.find((c) => c.id === variables.id) ?? null } }),
  ),
  graphql.mutation<Served<SaveStudioCourseMutation>, SaveStudioCourseMutationVariables>('SaveStudioCourse', ({ variables }) => {
    courseSent.push({ op: 'save', variables: variables.input });
    const { input } = variables;
    if (!(input.texts as unknown[]).length) {
      return HttpResponse.json({ data: { saveStudioCourse: { __typename: 'StudioCoursePayload', course: null, errors: [{ __typename: 'StudioError', code: 'TITLE_REQUIRED', field: 'locales', message: 'x' }] } } });
    }
    const prev = courses.find((c) => c.id === input.id);
    const course = shape(input.id ?? courses.length + 1, input, prev);
    courses = [...courses.filter((c) => c.id !== course.id), course];
    return HttpResponse.json({ data: { saveStudioCourse: { __typename: 'StudioCoursePayload', course, errors: [] } } });
  }),
  graphql.mutation<Served<PublishStudioCourseMutation>, PublishStudioCourseMutationVariables>('PublishStudioCourse', ({ variables }) => {
    courseSent.push({ op: 'publish', variables: variables.input });
    const found = courses.find((c) => c.id === variables.input.id)!;
    const course: Course = { ...found, state: 'PUBLISHED', hasChanges: false, publishedAt: '2026-12-01', version: found.version + 1 };
    courses = [...courses.filter((c) => c.id !== course.id), course];
    return HttpResponse.json({ data: { publishStudioCourse: { __typename: 'StudioCoursePayload', course, errors: [] } } });
  }),
];
