import { graphql, HttpResponse } from 'msw';
import type { PublishTreeHolePostMutationVariables, TreeHolePublishErrorCode } from '../../../__generated__/graphql';

interface State {
  who: 'visitor' | 'plain' | 'premium';
  posts: number;
  publishError: TreeHolePublishErrorCode | null;
  selfHarm: boolean;
  published: PublishTreeHolePostMutationVariables['input'][];
}

let state: State;

const post = (i: number) => ({
  __typename: 'TreeHolePost',
  id: `post-${i}`,
  body: `Post number ${i}`,
  locale: 'en-US',
  publishedAt: '2026-12-04T09:00:00.000Z',
  mine: false,
  reactions: ['HUG', 'HEAR', 'STRENGTH', 'SAME'].map((kind) => ({ __typename: 'TreeHoleReaction', kind, count: kind === 'HUG' ? 2 : 0, mine: false })),
});

/** The tree hole's side of the graph, as the pages see it. */
export const treeHoleBackend = {
  reset(who: State['who'] = 'premium') {
    state = { who, posts: 12, publishError: null, selfHarm: false, published: [] };
  },
  set(extra: Partial<State>) {
    Object.assign(state, extra);
  },
  get published() {
    return state.published;
  },
};

export const treeHoleHandlers = [
  graphql.query('TreeHoleAccess', () =>
    HttpResponse.json({ data: { treeHoleAccess: { __typename: 'TreeHoleAccess', signedIn: state.who !== 'visitor', member: state.who === 'premium' } } }),
  ),
  graphql.query('TreeHoleFeed', ({ variables }) => {
    const start = variables['after'] ? Number(String(variables['after']).slice(1)) : 0;
    const size = Number(variables['first'] ?? 10);
    const end = Math.min(state.posts, start + size);
    const posts = Array.from({ length: end - start }, (_, i) => post(start + i + 1));
    return HttpResponse.json({ data: { treeHoleFeed: { __typename: 'TreeHoleFeedPage', posts, endCursor: `c${end}`, hasMore: end < state.posts } } });
  }),
  graphql.mutation('PublishTreeHolePost', ({ variables }) => {
    const input = variables['input'] as PublishTreeHolePostMutationVariables['input'];
    if (state.publishError) {
      return HttpResponse.json({ data: { publishTreeHolePost: { __typename: 'PublishTreeHolePostPayload', secret: null, crisis: null, errors: [{ __typename: 'TreeHolePublishError', code: state.publishError, field: 'body' }] } } });
    }
    state.published.push(input);
    const crisis = state.selfHarm
      ? { __typename: 'CrisisResources', country: 'US', emergency: '911', reviewedOn: '2026-11-27', lines: [{ __typename: 'CrisisLine', name: '988 Suicide & Crisis Lifeline', phone: '988', text: '988', url: 'https://988lifeline.org', hours: '24/7' }], international: [] }
      : null;
    return HttpResponse.json({
      data: { publishTreeHolePost: { __typename: 'PublishTreeHolePostPayload', secret: { __typename: 'TreeHoleSecret', id: 'new', state: state.selfHarm ? 'HELD' : 'PUBLISHED' }, crisis, errors: [] } },
    });
  }),
  graphql.query('TreeHoleSecrets', () => HttpResponse.json({ data: { treeHoleSecrets: { __typename: 'TreeHoleSecretsPage', secrets: [], endCursor: null, hasMore: false } } })),
];
