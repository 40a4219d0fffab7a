import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';

const ID = 'InvitationId000000000001';
let state: 'OPEN' | 'CONSENTED' | 'DECLINED' | 'COMPLETED';
let answers: { id: string; consent: boolean }[];

const invitation = () => ({
  __typename: 'InvitationForTaker',
  id: ID,
  partnerName: 'Acme Coaching',
  examName: 'the 16-type test',
  examRouteKey: 'BMBTI-1754',
  locale: 'en-US',
  state,
  sessionId: state === 'CONSENTED' || state === 'COMPLETED' ? 'SessionFromInvite00001' : null,
});

beforeEach(() => {
  state = 'OPEN';
  answers = [];
  server.use(
    graphql.query('InvitationForTaker', ({ variables }) => HttpResponse.json({ data: { invitationForTaker: variables['id'] === ID ? invitation() : null } })),
    graphql.mutation('AnswerPartnerInvitation', ({ variables }) => {
      const input = variables['input'] as { id: string; consent: boolean };
      answers.push(input);
      state = input.consent ? 'CONSENTED' : 'DECLINED';
      return HttpResponse.json({ data: { answerPartnerInvitation: { __typename: 'AnswerPartnerInvitationPayload', invitation: invitation(), errors: [] } } });
    }),
  );
});

describe('a partner invitation', { timeout: 60_000 }, () => {
  it('names the partner that receives the result and starts nothing until the taker agrees', async () => {
    // The test flow itself is the usual question page: here a stand-in that shows where the taker lands.
    const { user } = await renderApp(`/invite?i=${ID}`, { loaders: { question: async () => ({ default: () => <h1>Question page</h1> }) } });
    expect(await screen.findByRole('heading', { name: 'Acme Coaching invited you to take the 16-type test' })).toBeTruthy();
    expect(screen.getByText(/Acme Coaching will receive your result and your full report/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Agree and start the test' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Tick the box to agree first, or decline.');
    expect(answers).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'I agree to share my result and report with Acme Coaching' }));
    await user.click(screen.getByRole('button', { name: 'Agree and start the test' }));
    await waitFor(() => expect(window.location.pathname).toBe('/answer/question/BMBTI-1754'));
    expect(window.location.search).toBe('?s=SessionFromInvite00001');
    expect(await screen.findByRole('heading', { name: 'Question page' })).toBeTruthy();
    expect(answers).toEqual([{ id: ID, consent: true }]);
  });

  it('declines without sharing anything', async () => {
    const { user } = await renderApp(`/invite?i=${ID}`);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('heading', { name: 'You declined this invitation' })).toBeTruthy();
    expect(screen.getByText('Nothing was shared with Acme Coaching.')).toBeTruthy();
    expect(answers).toEqual([{ id: ID, consent: false }]);
  });

  it('says when a link does not work', async () => {
    await renderApp('/invite?i=UnknownInvitation0000000');
    expect(await screen.findByRole('heading', { name: 'This invitation link does not work' })).toBeTruthy();
  });
});
