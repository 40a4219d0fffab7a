import { type GraphQLResponseBody, graphql, HttpResponse } from 'msw';
import type {
  CancelRequestErrorCode,
  CancelWithTokenMutation,
  CancelWithTokenMutationVariables,
  RequestCancelLinkMutation,
  RequestCancelLinkMutationVariables,
} from '../../../__generated__/graphql';
import type { Served } from '../../../../test/served';

/**
 * A stand-in for the server's cancel-by-e-mail API, for the cancel page tests. Like the server, it accepts any
 * well-formed address the same way (whether it has a subscription is said in the e-mail only), and a link's
 * token cancels once. Tests read what the pages sent and change how it answers.
 */

/** How the next request is answered instead of normally. */
export type CancelFailure =
  | 'network'
  /** The field's RATE_LIMITED error in a 200 answer, with Retry-After when the wait is known, as the server answers. */
  | { rateLimitedSeconds: number | null }
  /** The same error with no Retry-After header: the wait is in the body only. */
  | { rateLimitedInBodySeconds: number }
  | CancelRequestErrorCode;

let failures: CancelFailure[] = [];
/** Tokens still valid, with how many subscriptions each cancels. */
let tokens = new Map<string, number>();
const linkRequests: RequestCancelLinkMutationVariables[] = [];
const tokenRequests: string[] = [];

const rateLimitedError = (seconds: number | null) => ({
  message: 'Too many requests (cancel:address)',
  extensions: { code: 'RATE_LIMITED', ...(seconds === null ? {} : { retryAfterSeconds: seconds }) },
});

/** The failure's answer, or null to answer normally. */
function failureAnswer(failure: CancelFailure | undefined) {
  if (failure === undefined || typeof failure === 'string') return failure === 'network' ? HttpResponse.error() : null;
  if ('rateLimitedSeconds' in failure) {
    return HttpResponse.json<GraphQLResponseBody<null>>(
      { errors: [rateLimitedError(failure.rateLimitedSeconds)], data: null },
      { headers: failure.rateLimitedSeconds === null ? {} : { 'Retry-After': String(failure.rateLimitedSeconds) } },
    );
  }
  return HttpResponse.json<GraphQLResponseBody<null>>({ errors: [rateLimitedError(failure.rateLimitedInBodySeconds)], data: null });
}

export const cancelBackend = {
  reset() {
    failures = [];
    tokens = new Map();
    linkRequests.length = 0;
    tokenRequests.length = 0;
  },
  /** The next requests (of either kind) fail, one failure each. */
  fail: (...next: CancelFailure[]) => void failures.push(...next),
  /** A link the server sent, cancelling `count` subscriptions when followed. */
  issueToken: (token: string, count = 1) => void tokens.set(token, count),
  linkRequests,
  tokenRequests,
};

export const cancelHandlers = [
  graphql.mutation<Served<RequestCancelLinkMutation>, RequestCancelLinkMutationVariables>('RequestCancelLink', ({ variables }) => {
    linkRequests.push(variables);
    const failure = failures.shift();
    const answer = failureAnswer(failure);
    if (answer) return answer;
    const code = typeof failure === 'string' && failure !== 'network' ? failure : null;
    return HttpResponse.json({
      data: {
        requestCancelLink: {
          __typename: 'CancelRequestPayload',
          accepted: code === null,
          errors: code ? [{ __typename: 'CancelRequestError', code, field: 'email' }] : [],
        },
      },
    });
  }),

  graphql.mutation<Served<CancelWithTokenMutation>, CancelWithTokenMutationVariables>('CancelWithToken', ({ variables }) => {
    tokenRequests.push(variables.token);
    const answer = failureAnswer(failures.shift());
    if (answer) return answer;
    const count = tokens.get(variables.token);
    tokens.delete(variables.token);
    return HttpResponse.json({
      data: { cancelWithToken: { __typename: 'CancelWithTokenPayload', cancelled: count ?? null } },
    });
  }),
];
