import { graphql, HttpResponse } from 'msw';
import type { NoticeDetailQuery, NoticeDetailQueryVariables, NoticesPageQuery, NoticesPageQueryVariables } from '../../../__generated__/graphql';
import type { Served } from '../../../../test/served';

/** Two notices as a visitor sees them: no read state from the server (`read: null`), so the browser keeps it. */
const NOTICES = [
  { id: 2, title: 'Two new tests', excerpt: 'The depression screen is live.', body: 'The depression screen and the psychological map are live.', publishedAt: '2026-11-25' },
  { id: 1, title: 'Planned maintenance', excerpt: 'Ten minutes on Sunday night.', body: 'The site pauses for ten minutes on Sunday night.', publishedAt: '2026-11-20' },
];

export const noticesHandlers = [
  graphql.query<Served<NoticesPageQuery>, NoticesPageQueryVariables>('NoticesPage', ({ variables }) => {
    const items = NOTICES.filter((n) => !variables.keyword || n.title.includes(variables.keyword));
    return HttpResponse.json({
      data: {
        notices: {
          __typename: 'NoticePage',
          total: items.length,
          page: 1,
          pageSize: variables.pageSize,
          pageCount: 1,
          unread: null,
          items: items.map(({ body: _body, ...n }) => ({ __typename: 'NoticeSummary', ...n, read: null })),
        },
      },
    });
  }),
  graphql.query<Served<NoticeDetailQuery>, NoticeDetailQueryVariables>('NoticeDetail', ({ variables }) => {
    const found = NOTICES.find((n) => n.id === variables.id);
    return HttpResponse.json({
      data: {
        notice: found
          ? {
              __typename: 'Notice',
              id: found.id,
              locale: 'en-US',
              title: found.title,
              publishedAt: found.publishedAt,
              read: null,
              body: [{ __typename: 'ContentBlock', type: 'P', text: found.body, items: [], src: null }],
            }
          : null,
      },
    });
  }),
];
