import { screen } from '@testing-library/react';
import { graphql } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { DEPS_ORDER, depsBackend, depsHandlers } from '../features/deps/test/depsBackend';
import { iqHandlers } from '../features/iq/test/iqBackend';
import { checkoutBackend, checkoutHandlers } from '../features/plan/test/checkoutBackend';
import { YDGX_ORDER, ydgxBackend, ydgxHandlers } from '../features/ydgx/test/ydgxBackend';
import { FIRST_SCREEN_ELEMENT_ID, resetFirstScreen } from './firstScreen';

/** What the server answers to `operation`, as it would write it into the page. */
async function served(operation: string, query: string, variables: Record<string, unknown>): Promise<unknown> {
  const response = await fetch(new URL('/graphql', window.location.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName: operation, query, variables }),
  });
  return ((await response.json()) as { data: unknown }).data;
}

/** The page as the server sends it, with the answer to its first query. */
function pageWith(operation: string, variables: Record<string, unknown>, data: unknown) {
  pageWithAnswers([{ operation, variables, data }]);
}

function pageWithAnswers(entries: { operation: string; variables: Record<string, unknown>; data: unknown }[]) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_SCREEN_ELEMENT_ID;
  element.textContent = JSON.stringify(entries);
  document.head.append(element);
}

/** The GraphQL operations the page sent, by name. */
function sentOperations(): string[] {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!request.url.endsWith('/graphql')) return;
    void request
      .clone()
      .json()
      .then((body: { operationName?: string }) => sent.push(body.operationName ?? '?'))
      .catch(() => undefined);
  });
  return sent;
}

beforeEach(() => {
  depsBackend.reset();
  ydgxBackend.reset();
  server.use(...depsHandlers, ...ydgxHandlers);
});
afterEach(() => {
  server.events.removeAllListeners();
  document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.remove();
  resetFirstScreen();
});

describe('a report page that came with its report', () => {
  it('shows the depression report without asking for it', async () => {
    const variables = { orderNumber: DEPS_ORDER, locale: 'en-US', token: null };
    pageWith('DepsReport', variables, await served('DepsReport', 'query DepsReport { report { orderNumber } }', variables));
    depsBackend.asked.length = 0;
    await renderApp(`/report/result/DEPS-1801?order=${DEPS_ORDER}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your depression screen report' })).toBeTruthy();
    expect(screen.getByText('For Ana')).toBeTruthy();
    expect(depsBackend.asked).toEqual([]);
  });

  it('shows the psychological map without asking for it', async () => {
    const variables = { orderNumber: YDGX_ORDER, locale: 'en-US', token: null };
    pageWith('YdgxReport', variables, await served('YdgxReport', 'query YdgxReport { report { orderNumber } }', variables));
    ydgxBackend.asked.length = 0;
    await renderApp(`/report/result/YDGX-1802?order=${YDGX_ORDER}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your psychological map' })).toBeTruthy();
    expect(ydgxBackend.asked).toEqual([]);
  });

  it('asks for the report as before when the page came with another one', async () => {
    pageWith('DepsReport', { orderNumber: 'R0', locale: 'en-US', token: null }, { report: null });
    await renderApp(`/report/result/DEPS-1801?order=${DEPS_ORDER}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your depression screen report' }, { timeout: 5000 })).toBeTruthy();
    expect(depsBackend.asked.at(-1)).toMatchObject({ orderNumber: DEPS_ORDER, locale: 'en-US' });
  });
});

describe('the matrix test that came with its introduction', () => {
  it('states the limit without the run, and fetches the practice item when asked for it', async () => {
    let itemRequests = 0;
    // Counts the items' requests, then lets the test backend answer them.
    server.use(
      graphql.query('IqQuestions', () => {
        itemRequests += 1;
      }),
      ...iqHandlers,
    );
    pageWith('IqIntro', { examId: 1803, locale: 'en-US' }, {
      exam: { minutes: 25, itemCount: 30 },
      questions: { locale: 'en-US', attribution: 'Items made for this test.' },
    });
    const { user } = await renderApp('/answer/question/IQ-1803');
    expect(screen.getByText('You have 25 minutes for 30 items.', { exact: false })).toBeTruthy();
    expect(screen.getByText('Items made for this test.')).toBeTruthy();
    expect(itemRequests).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Try the practice item' }));
    expect(await screen.findByRole('button', { name: 'Check my answer' }, { timeout: 15_000 })).toBeTruthy();
    expect(itemRequests).toBe(1);
  });
});

describe('the plan page that came with its test and its offers', () => {
  const SESSION = 'session-served-with-plans';
  const offersQuery = `query PlanOffers($examId: Int!, $country: String, $sessionId: ID) {
    reportOffer(examId: $examId, country: $country, sessionId: $sessionId) { id }
    plans(examId: $examId, country: $country, sessionId: $sessionId) { id }
  }`;

  it('shows the plans without asking for them, and creates the order through the client fetched on the way', async () => {
    checkoutBackend.reset();
    server.use(...checkoutHandlers);
    checkoutBackend.seedSession({ id: SESSION });
    const sessionVariables = { id: SESSION };
    const offersVariables = { examId: 1754, country: 'PT', sessionId: SESSION };
    const session = await served('PlanSession', 'query PlanSession($id: ID!) { examSession(id: $id) { id } }', sessionVariables);
    const offers = await served('PlanOffers', offersQuery, offersVariables);
    pageWithAnswers([
      { operation: 'PlanSession', variables: sessionVariables, data: session },
      { operation: 'PlanOffers', variables: offersVariables, data: offers },
    ]);
    const sent = sentOperations();
    const { user } = await renderApp(`/paying/scheme/BMBTI-1754?s=${SESSION}`, {
      loaders: { payment: () => Promise.resolve({ default: () => <h1>Payment page</h1> }) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Choose how to get your full report' });
    expect(sent.filter((name) => name === 'PlanSession' || name === 'PlanOffers')).toEqual([]);

    await user.click(screen.getByRole('radio', { name: '7-day trial, then $29.99 a month' }));
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree to the Terms of Service and Privacy Policy/ }));
    await user.click(screen.getByRole('checkbox', { name: /renews automatically/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment page' })).toBeTruthy();
    expect(checkoutBackend.createInputs).toHaveLength(1);
    expect(sent).toContain('CreatePlanOrder');
    expect(sent).not.toContain('PlanOffers');
  });
});
