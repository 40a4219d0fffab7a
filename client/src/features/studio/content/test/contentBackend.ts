import { graphql, HttpResponse } from 'msw';
import type {
  AssignDailyQuestionMutation,
  AssignDailyQuestionMutationVariables,
  PublishStudioContentMutation,
  PublishStudioContentMutationVariables,
  SaveStudioContentMutation,
  SaveStudioContentMutationVariables,
  StudioContentItemQuery,
  StudioContentItemQueryVariables,
  StudioContentListQuery,
  StudioContentListQueryVariables,
  StudioDailyMonthQuery,
  StudioDailyMonthQueryVariables,
} from '../../../../__generated__/graphql';
import type { Served } from '../../../../../test/served';

type Item = NonNullable<Served<StudioContentItemQuery>['studioContentItem']>;

/**
 * A stand-in for the studio's content graph, behaving like server/src/modules/content/studioContent.service: drafts
 * with a version each save raises (a stale one is EDIT_CONFLICT), publishing, and a month of daily questions whose
 * first days have begun. Tests read what was sent.
 */
export const contentBackend = {
  items: new Map<number, Item>(),
  nextId: 40,
  sent: [] as { op: string; variables: unknown }[],
  /** The next save answers EDIT_CONFLICT, as when another editor saved first. */
  conflict: false,
  listed: 25,
  reset() {
    Object.assign(this, { items: new Map(), nextId: 40, sent: [], conflict: false, listed: 25 });
  },
};

const summary = (i: number) => ({
  __typename: 'StudioContentSummary' as const,
  id: i,
  kind: 'ARTICLE' as const,
  state: i % 3 === 0 ? ('PUBLISHED' as const) : ('DRAFT' as const),
  category: 'SCIENCE' as const,
  title: `Article ${i}`,
  locales: ['en-US', 'zh-CN'],
  hasChanges: false,
  publishAt: null,
  publishedAt: i % 3 === 0 ? '2026-11-20' : null,
  updatedAt: '2026-11-27T10:00:00.000Z',
});

const days = (month: string) =>
  Array.from({ length: 30 }, (_v, i) => {
    const date = `${month}-${String(i + 1).padStart(2, '0')}`;
    return {
      __typename: 'StudioDailyDay' as const,
      date,
      changeable: i >= 10,
      question: { __typename: 'StudioDailyQuestionSummary' as const, id: `dq-${String(i + 1).padStart(3, '0')}`, type: 'STRESS' as const, kind: 'SINGLE' as const, prompt: `Question of day ${i + 1}` },
    };
  });

export const contentHandlers = [
  graphql.query<Served<StudioContentListQuery>, StudioContentListQueryVariables>('StudioContentList', ({ variables }) => {
    contentBackend.sent.push({ op: 'list', variables });
    const offset = Number(variables.after ?? 0);
    const all = Array.from({ length: contentBackend.listed }, (_v, i) => summary(i + 1)).filter((s) => !variables.state || s.state === variables.state);
    const page = all.slice(offset, offset + (variables.first ?? 20));
    const more = offset + page.length < all.length;
    return HttpResponse.json({ data: { studioContent: { __typename: 'StudioContentPage', items: page, endCursor: more ? String(offset + page.length) : null, hasNextPage: more } } });
  }),
  graphql.query<Served<StudioContentItemQuery>, StudioContentItemQueryVariables>('StudioContentItem', ({ variables }) =>
    HttpResponse.json({ data: { studioContentItem: contentBackend.items.get(variables.id) ?? null } }),
  ),
  graphql.mutation<Served<SaveStudioContentMutation>, SaveStudioContentMutationVariables>('SaveStudioContent', ({ variables: { input } }) => {
    contentBackend.sent.push({ op: 'save', variables: input });
    if (contentBackend.conflict) {
      return HttpResponse.json({ data: { saveStudioContent: { item: null, errors: [{ __typename: 'StudioError', code: 'EDIT_CONFLICT', field: 'version' }] } } });
    }
    if (!input.title.trim()) return HttpResponse.json({ data: { saveStudioContent: { item: null, errors: [{ __typename: 'StudioError', code: 'TITLE_REQUIRED', field: 'title' }] } } });
    const id = input.id ?? contentBackend.nextId++;
    const before = contentBackend.items.get(id);
    const text = { __typename: 'StudioContentText' as const, locale: input.locale, title: input.title, summary: input.summary ?? null, changed: true, live: false, body: input.body.map((b) => ({ __typename: 'ContentBlock' as const, type: b.type, text: b.text ?? null, items: b.items ?? [], src: b.src ?? null })) };
    const item: Item = {
      __typename: 'StudioContentItem',
      id,
      kind: input.kind,
      state: before?.state ?? 'DRAFT',
      category: input.category ?? before?.category ?? null,
      hasChanges: true,
      publishAt: null,
      publishedAt: before?.publishedAt ?? null,
      version: (before?.version ?? 0) + 1,
      updatedAt: '2026-11-27T10:00:00.000Z',
      texts: [...(before?.texts ?? []).filter((t) => t.locale !== input.locale), text],
    };
    contentBackend.items.set(id, item);
    return HttpResponse.json({ data: { saveStudioContent: { item, errors: [] } } });
  }),
  graphql.mutation<Served<PublishStudioContentMutation>, PublishStudioContentMutationVariables>('PublishStudioContent', ({ variables: { input } }) => {
    contentBackend.sent.push({ op: 'publish', variables: input });
    const before = contentBackend.items.get(input.id)!;
    const item: Item = input.at
      ? { ...before, state: 'SCHEDULED', publishAt: input.at, version: before.version + 1 }
      : { ...before, state: 'PUBLISHED', hasChanges: false, publishedAt: '2026-11-27', version: before.version + 1, texts: before.texts.map((t) => ({ ...t, changed: false, live: true })) };
    contentBackend.items.set(input.id, item);
    return HttpResponse.json({ data: { publishStudioContent: { item, errors: [] } } });
  }),
  graphql.query<Served<StudioDailyMonthQuery>, StudioDailyMonthQueryVariables>('StudioDailyMonth', ({ variables }) => {
    contentBackend.sent.push({ op: 'month', variables });
    return HttpResponse.json({
      data: {
        studioDailyMonth: { __typename: 'StudioDailyMonth', locale: variables.locale, month: variables.month, days: days(variables.month) },
        studioDailyQuestions: days(variables.month).map((d) => d.question),
      },
    });
  }),
  graphql.mutation<Served<AssignDailyQuestionMutation>, AssignDailyQuestionMutationVariables>('AssignDailyQuestion', ({ variables: { input } }) => {
    contentBackend.sent.push({ op: 'assign', variables: input });
    return HttpResponse.json({ data: { assignDailyQuestion: { days: [], errors: [] } } });
  }),
];
