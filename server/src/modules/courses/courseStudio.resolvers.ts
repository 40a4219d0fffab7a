import type { ContentBlockType, Resolvers, StudioContentState } from '../../graphql/__generated__/resolvers-types';
import { staffField } from '../../graphql/guards';
import { requireLocale } from '../exam/exam.service';
import { blockShape } from '../content/content.graphqlShapes';
import { contentChanger } from '../content/studioContent.resolvers';
import type { StudioResult, StudioState } from '../content/studioContent.models';
import type { CourseStudioModel, CourseStudioSummary } from './courseStudio.models';
import { CATEGORY_ENUM, categoryOfEnum, type CategoryEnum } from './courses.presenters';

const gqlState = (s: StudioState) => s.toUpperCase() as StudioContentState;
const upper = <T extends string>(v: string) => v.toUpperCase() as T;
const lower = (v: string) => v.toLowerCase();

const summaryShape = (s: CourseStudioSummary) => ({ ...s, state: gqlState(s.state), category: CATEGORY_ENUM[s.category] });

const courseShape = (c: CourseStudioModel) => {
  const d = c.document;
  return {
    ...c,
    state: gqlState(c.state),
    category: CATEGORY_ENUM[d.category],
    format: upper<'PDF'>(d.format),
    premium: d.premium,
    tags: d.tags.map((t) => upper<'NEW'>(t)),
    lessons: d.lessons.map((l) => ({ ...l, kind: upper<'TEXT'>(l.kind), program: l.program ? l.program.toUpperCase() : null })),
    texts: Object.entries(d.locales).map(([locale, t]) => ({
      locale,
      title: t.title,
      summary: t.summary,
      author: t.author,
      lessons: t.lessons.map((l) => ({ title: l.title, body: l.body.map(blockShape), captions: Object.entries(l.captions ?? {}).map(([key, text]) => ({ key, text })) })),
    })),
  };
};

const payload = (out: StudioResult<CourseStudioModel>) => ({ course: out.value && courseShape(out.value), errors: out.errors });

type BlockInput = { type: ContentBlockType; text?: string | null; items?: readonly string[] | null; src?: string | null };
/** A block as the content files write it; an image has no place in a lesson and is kept as asked, for the check to refuse. */
const blockOf = (b: BlockInput) => (b.type === 'UL' ? { type: 'ul', items: b.items ?? [] } : { type: lower(b.type), text: b.text ?? '', ...(b.src ? { src: b.src } : {}) });

/** The studio's courses: thin, each field one service call (schema/courseStudio.graphql). */
export const courseStudioResolvers: Resolvers = {
  Query: {
    studioCourses: staffField('content:write', async (_p, { locale, first, after }, { services }) => {
      const page = await services.courseStudio.list({ locale: requireLocale(locale), first, after });
      return { ...page, items: page.items.map(summaryShape) };
    }),
    studioCourse: staffField('content:write', async (_p, { id }, { services }) => {
      const found = await services.courseStudio.find(id);
      return found && courseShape(found);
    }),
  },
  Mutation: {
    saveStudioCourse: staffField('content:write', async (_p, { input }, ctx) => {
      const document = {
        category: categoryOfEnum(input.category as CategoryEnum),
        format: lower(input.format),
        premium: input.premium,
        tags: input.tags.map(lower),
        lessons: input.lessons.map((l) => ({ key: l.key, kind: lower(l.kind), minutes: l.minutes, ...(l.program ? { program: lower(l.program) } : {}) })),
        locales: Object.fromEntries(
          input.texts.map((t) => [
            t.locale,
            {
              title: t.title,
              summary: t.summary,
              author: t.author,
              lessons: t.lessons.map((l) => ({
                title: l.title,
                body: l.body.map(blockOf),
                ...(l.captions?.length ? { captions: Object.fromEntries(l.captions.map((c) => [c.key, c.text])) } : {}),
              })),
            },
          ]),
        ),
      };
      return payload(await ctx.services.courseStudio.save({ id: input.id, version: input.version, document }, await contentChanger(ctx, 'content:write')));
    }),
    publishStudioCourse: staffField('content:publish', async (_p, { input }, ctx) =>
      payload(await ctx.services.courseStudio.publish({ id: input.id, version: input.version, at: input.at ?? null }, await contentChanger(ctx, 'content:publish'))),
    ),
    unpublishStudioCourse: staffField('content:publish', async (_p, { input }, ctx) =>
      payload(await ctx.services.courseStudio.unpublish({ id: input.id, version: input.version }, await contentChanger(ctx, 'content:publish'))),
    ),
  },
};
