import type { CourseCategory as GqlCategory, Resolvers } from '../../graphql/__generated__/resolvers-types';
import { authenticatedField, publicField } from '../../graphql/guards';
import type { Locale } from '../../shared/locales';
import { requireLocale } from '../exam/exam.service';
import { blockShape } from '../content/content.graphqlShapes';
import { categoryOfEnum, CATEGORY_ENUM, fileUrls } from './courses.presenters';
import type { CourseListItem, CourseView, LessonView } from './courses.models';

const upper = <T extends string>(v: string) => v.toUpperCase() as T;

const enums = (c: CourseListItem) => ({
  category: CATEGORY_ENUM[c.category],
  format: upper<'PDF'>(c.format),
  tags: c.tags.map((t) => upper<'NEW'>(t)),
});
const summaryShape = (c: CourseListItem) => ({ ...c, ...enums(c) });

const lessonShape = (l: LessonView, locale: Locale) => ({
  ...l,
  kind: upper<'TEXT'>(l.kind),
  body: l.body?.map(blockShape) ?? null,
  html: null as string | null,
  ...fileUrls(l, locale),
  locale,
});

const courseShape = (c: CourseView, locale: Locale) => ({ ...c, ...enums(c), lessons: c.lessons.map((l) => lessonShape(l, locale)) });

/** Courses: thin, each field one service call (schema/courses.graphql). */
export const coursesResolvers: Resolvers = {
  Query: {
    courses: publicField(async (_p, { locale, page, pageSize, category, keyword }, { services, session }) => {
      const found = await services.courses.list({ locale: requireLocale(locale), page, pageSize, category: category ? categoryOfEnum(category) : null, keyword }, await session.user());
      return { ...found, items: found.items.map(summaryShape) };
    }),
    courseCategories: publicField(async (_p, { locale }, { services }) =>
      (await services.courses.categories(requireLocale(locale))).map((c) => ({ ...c, category: CATEGORY_ENUM[c.category] as GqlCategory })),
    ),
    course: publicField(async (_p, { id, locale }, { services, session }) => {
      const found = await services.courses.detail(id, requireLocale(locale), await session.user());
      return found && courseShape(found, requireLocale(locale));
    }),
  },
  Lesson: {
    html: async (lesson, _args, { services, session }) => {
      const l = lesson as typeof lesson & { locale: Locale };
      if (l.locked || l.kind !== 'WORD') return null;
      return services.courses.lessonHtml(l.id, l.locale, await session.user());
    },
  },
  Mutation: {
    recordLessonProgress: authenticatedField(async (_p, { input }, { services, user }) => {
      const locale = requireLocale(input.locale);
      const course = await services.courses.recordProgress(user, { lessonId: input.lessonId, completed: input.completed, positionSeconds: input.positionSeconds, locale });
      return { course: courseShape(course, locale) };
    }),
  },
};
