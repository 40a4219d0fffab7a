import { graphql, HttpResponse } from 'msw';
import type { ArticlesPageQuery, ArticlesPageQueryVariables } from '../../../__generated__/graphql';
import type { Served } from '../../../../test/served';

type Item = Served<ArticlesPageQuery>['articles']['items'][number];

/** Articles as the server would page them: `count` made-up items, searched by title; `fail` fails the next answers. */
let items: Item[] = [];
let fail = 0;
/** When set, a search answers as one that matched more than it ranks: at most this many, with `totalCapped`. */
let cap: number | null = null;

const item = (id: number): Item => ({
  __typename: 'ArticleSummary',
  id,
  title: `Article ${id}`,
  summary: `Summary ${id}`,
  category: id % 2 ? 'SCIENCE' : 'TEST',
  publishedAt: '2026-10-02',
});

export const articlesBackend = {
  reset(count = 0) {
    items = Array.from({ length: count }, (_, i) => item(i + 1));
    fail = 0;
    cap = null;
  },
  capSearchAt(window: number) {
    cap = window;
  },
  failNext(times = 1) {
    fail = times;
  },
};

export const articlesHandlers = [
  graphql.query<Served<ArticlesPageQuery>, ArticlesPageQueryVariables>('ArticlesPage', ({ variables }) => {
    if (fail > 0) {
      fail--;
      return HttpResponse.json({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    }
    const found = items.filter((a) => (!variables.category || a.category === variables.category) && (!variables.keyword || a.title.includes(variables.keyword)));
    const capped = Boolean(variables.keyword) && cap !== null && found.length > cap;
    const matching = capped ? found.slice(0, cap!) : found;
    const start = (variables.page - 1) * variables.pageSize;
    return HttpResponse.json({
      data: {
        articleCategories: [],
        recommendedArticle: items[0] ? { __typename: 'ArticleSummary', id: 999, title: 'Pick of the day', summary: 'Read me', category: 'SCIENCE' } : null,
        articles: {
          __typename: 'ArticlePage',
          total: matching.length,
          totalCapped: capped,
          page: variables.page,
          pageSize: variables.pageSize,
          pageCount: Math.max(1, Math.ceil(matching.length / variables.pageSize)),
          items: matching.slice(start, start + variables.pageSize),
        },
      },
    });
  }),
];
