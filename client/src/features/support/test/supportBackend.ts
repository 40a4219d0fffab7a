import { graphql, HttpResponse } from 'msw';
import type { SubmitFeedbackMutation, SubmitFeedbackMutationVariables } from '../../../__generated__/graphql';
import type { Served } from '../../../../test/served';

/** A stand-in for the server's `submitFeedback`, for the contact form's tests: it checks as the server does. */

type Reply = 'ok' | 'rateLimited' | 'invalidText' | 'network' | { code: 'TOO_SHORT' | 'INVALID_EMAIL'; field: string };

const sent: SubmitFeedbackMutationVariables['input'][] = [];
let replies: Reply[] = [];
let gate: Promise<void> | null = null;

export const supportBackend = {
  reset() {
    sent.length = 0;
    replies = [];
    gate = null;
  },
  /** Holds every answer until the returned function is called, so a test can see the form while it sends. */
  hold(): () => void {
    let release: (() => void) | undefined;
    gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    return () => {
      gate = null;
      release?.();
    };
  },
  /** How the next requests are answered, in order; then every request is accepted. */
  answer: (...next: Reply[]) => void replies.push(...next),
  sent,
};

export const supportHandlers = [
  graphql.mutation<Served<SubmitFeedbackMutation>, SubmitFeedbackMutationVariables>('SubmitFeedback', async ({ variables }) => {
    sent.push(variables.input);
    if (gate) await gate;
    const reply = replies.shift() ?? 'ok';
    if (reply === 'network') return HttpResponse.error();
    if (reply === 'rateLimited') {
      return HttpResponse.json(
        {
          data: { submitFeedback: null },
          errors: [{ message: 'Too many requests', path: ['submitFeedback'], extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 530 } }],
        },
        { headers: { 'retry-after': '530' } },
      );
    }
    if (reply === 'invalidText') {
      return HttpResponse.json(
        { errors: [{ message: 'Invalid text', extensions: { code: 'INVALID_TEXT', field: 'input.message' } }] },
        { status: 400 },
      );
    }
    const errors = reply === 'ok' ? [] : [{ __typename: 'FeedbackError' as const, code: reply.code, field: reply.field }];
    return HttpResponse.json({ data: { submitFeedback: { __typename: 'SubmitFeedbackPayload' as const, ok: reply === 'ok', errors } } });
  }),
];
