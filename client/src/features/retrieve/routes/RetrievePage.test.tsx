import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RetrieveErrorCode, RetrieveReportsMutation, RetrieveReportsMutationVariables } from '../../../__generated__/graphql';
import { renderApp } from '../../../../test/renderApp';
import type { Served } from '../../../../test/served';
import { server } from '../../../../test/server';

const PAGE = '/report/retrieve/BMBTI-1754';
const SENT_TITLE = 'Report sent successfully';
const SENT_BODY = 'If this address has reports, the e-mail contains their links. It may take a minute; check your spam folder.';

type Answer =
  | { kind: 'accepted' }
  | { kind: 'refused'; code: RetrieveErrorCode }
  | { kind: 'network' }
  | { kind: 'internal' }
  | { kind: 'rateLimited'; extensions: Record<string, unknown> };

let answers: Answer[] = [];
const sent: RetrieveReportsMutationVariables[] = [];

/** The server as the page sees it: it accepts any well-formed address, with or without reports. */
const handler = graphql.mutation<Served<RetrieveReportsMutation>, RetrieveReportsMutationVariables>('RetrieveReports', ({ variables }) => {
  sent.push(variables);
  const answer = answers.shift() ?? { kind: 'accepted' };
  switch (answer.kind) {
    case 'network':
      return HttpResponse.error();
    case 'internal':
      return HttpResponse.json({ data: null, errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    case 'rateLimited':
      return HttpResponse.json({
        data: null,
        errors: [{ message: 'Too many requests (retrieve)', path: ['retrieveReports'], extensions: { code: 'RATE_LIMITED', ...answer.extensions } }],
      });
    case 'refused':
      return HttpResponse.json({
        data: {
          retrieveReports: {
            __typename: 'RetrieveReportsPayload',
            accepted: false,
            errors: [{ __typename: 'RetrieveError', code: answer.code, field: 'email' }],
          },
        },
      });
    case 'accepted':
      return HttpResponse.json({ data: { retrieveReports: { __typename: 'RetrieveReportsPayload', accepted: true, errors: [] } } });
  }
});

beforeEach(() => {
  answers = [];
  sent.length = 0;
  server.use(handler);
});

async function sendFor(email: string) {
  const view = await renderApp(PAGE);
  // The form is its own chunk beside the report's (it talks to the server as it goes).
  const field = await screen.findByLabelText('E-mail address');
  if (email) await view.user.type(field, email);
  await view.user.click(screen.getByRole('button', { name: 'Send my report links' }));
  return view;
}

describe('retrieve page', () => {
  it('asks for an address before sending anything', async () => {
    await sendFor('');
    expect(await screen.findByText('Please input email address')).toBeTruthy();
    expect(screen.getByLabelText('E-mail address').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail address'));
    expect(sent).toEqual([]);
  });

  it('asks for a well-formed address', async () => {
    const { user } = await sendFor('ada@example');
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(sent).toEqual([]);
    // The message goes as soon as the address changes.
    await user.type(screen.getByLabelText('E-mail address'), '.com');
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
  });

  it.each(['has-reports@example.com', 'nobody-here@example.org'])('gives the same answer for %s', async (email) => {
    await sendFor(email);
    expect(await screen.findByRole('heading', { name: SENT_TITLE })).toBeTruthy();
    expect(screen.getByText(SENT_BODY)).toBeTruthy();
    expect(screen.queryByText('There are no retrievable reports in the current mailbox.')).toBeNull();
    expect(sent).toEqual([{ email, locale: 'en-US' }]);
  });

  it.each([
    ['EMAIL_REQUIRED', 'Please input email address'],
    ['INVALID_EMAIL', 'Please enter a valid email address.'],
  ] as const)('words the server’s %s like its own check', async (code, text) => {
    answers = [{ kind: 'refused', code }];
    await sendFor('ada@example.com');
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByText(`server text ${code}`)).toBeNull();
  });

  it.each(['network', 'internal'] as const)('says sending failed on a %s failure, and tries again', async (kind) => {
    answers = [{ kind }];
    const { user } = await sendFor('ada@example.com');
    expect(await screen.findByRole('heading', { name: 'Report sending failed' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: SENT_TITLE })).toBeTruthy();
    expect(sent.map((variables) => variables.email)).toEqual(['ada@example.com', 'ada@example.com']);
  });

  it('says how long to wait when asked too often', async () => {
    answers = [{ kind: 'rateLimited', extensions: { retryAfterSeconds: 250 } }];
    await sendFor('ada@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please try again in 5 minutes.');
    expect(screen.queryByRole('heading', { name: SENT_TITLE })).toBeNull();
  });

  it('reads the wait from retryAfter too, in minutes rounded up', async () => {
    answers = [{ kind: 'rateLimited', extensions: { retryAfter: 30 } }];
    await sendFor('ada@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please try again in 1 minute.');
  });

  it('still says to wait when the server gives no time', async () => {
    answers = [{ kind: 'rateLimited', extensions: {} }];
    await sendFor('ada@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please try again later.');
  });
});
