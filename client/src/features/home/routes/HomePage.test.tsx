import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { HomeCountersQuery, HomeCountersQueryVariables } from '../../../__generated__/graphql';
import { clickToLazyPage, currentUrl, renderApp } from '../../../../test/renderApp';
import { EXAM_FACTS, HOME_COUNTERS, homeCountersHandler } from '../../../../test/handlers';
import type { Served } from '../../../../test/served';
import { server } from '../../../../test/server';

describe('home page', () => {
  it('shows the counters from the server in English', async () => {
    await renderApp('/index/BMBTI-1754');
    expect(screen.getByRole('heading', { level: 1, name: 'Understand how you think, feel and connect' })).toBeTruthy();

    // The lower sections are their own chunk, fetched after first paint: the first test of a run compiles it.
    const figures = await screen.findByText('1,284', {}, { timeout: 15_000 });
    const grid = figures.closest('dl');
    expect(grid).not.toBeNull();
    const counters = within(grid as HTMLElement);
    expect(counters.getByText('Taken today')).toBeTruthy();
    expect(counters.getByText('In United States, last 30 days')).toBeTruthy();
    expect(counters.getByText('45,210')).toBeTruthy();
    expect(counters.getByText('3,902,117')).toBeTruthy();
    expect(counters.getByText('4.7 / 5')).toBeTruthy();
    expect(counters.getByText('from 1,520 ratings')).toBeTruthy();
    // Four figures about people fill the row: no fact is needed beside them.
    expect(counters.queryByText('statements to answer')).toBeNull();
    expect(screen.getByText('Your full report:').closest('p')?.textContent).toBe('Your full report:on screenas a PDFby e-mail');
  });

  it('shows facts about the test, never zeros, while no figure rests on 20 people', async () => {
    const unpublished = { takenToday: null, inRegion: null, region: 'US', totalCompleted: null, accuracyRating: null, ratingCount: null };
    server.use(homeCountersHandler(unpublished));
    await renderApp('/');
    const facts = within((await screen.findByText('statements to answer')).closest('dl') as HTMLElement);
    expect(facts.getByText('76')).toBeTruthy();
    expect(facts.getByText('15 min')).toBeTruthy();
    expect(facts.getByText('Estimated time to finish')).toBeTruthy();
    expect(facts.getByText('5')).toBeTruthy();
    expect(facts.getByText('scales measured in your report')).toBeTruthy();
    expect(facts.getByText('9')).toBeTruthy();
    expect(facts.getByText('languages')).toBeTruthy();
    expect(facts.queryByText('Taken today')).toBeNull();
    expect(facts.queryByText('0')).toBeNull();
  });

  it('fills the row with facts where a figure is not published, and names a measured time as typical', async () => {
    server.use(homeCountersHandler({ ...HOME_COUNTERS, inRegion: null, accuracyRating: null, ratingCount: null }, { ...EXAM_FACTS, minutes: 13, minutesMeasured: true }));
    await renderApp('/');
    const row = within((await screen.findByText('1,284')).closest('dl') as HTMLElement);
    expect(row.getByText('3,902,117')).toBeTruthy();
    expect(row.getByText('76')).toBeTruthy();
    expect(row.getByText('13 min')).toBeTruthy();
    expect(row.getByText('Typical time to finish')).toBeTruthy();
    expect(row.queryByText(/last 30 days/)).toBeNull();
    expect(row.queryByText('Accuracy rated by users')).toBeNull();
  });

  it('shows the counters in Simplified Chinese with ?hl=zh-CN', async () => {
    await renderApp('/?hl=zh-CN');
    expect(screen.getByRole('heading', { level: 1, name: '了解你如何思考、感受与相处' })).toBeTruthy();
    const counters = within((await screen.findByText('今日测试人数')).closest('dl') as HTMLElement);
    expect(counters.getByText('1,284')).toBeTruthy();
    expect(counters.getByText('美国，近 30 天')).toBeTruthy();
    expect(counters.getByText('3,902,117')).toBeTruthy();
    expect(counters.getByText('共 1,520 条评价')).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('asks for the country of the visitor', async () => {
    let country: string | null | undefined;
    server.use(
      graphql.query<Served<HomeCountersQuery>, HomeCountersQueryVariables>('HomeCounters', ({ variables }) => {
        country = variables['country'] as string | null | undefined;
        return HttpResponse.json({ data: { homeCounters: HOME_COUNTERS, examFacts: EXAM_FACTS } });
      }),
    );
    await renderApp('/');
    await screen.findByText('1,284');
    expect(country).toBe('US');
  });

  it('hides the accuracy rating until 20 people have rated', async () => {
    server.use(homeCountersHandler({ ...HOME_COUNTERS, accuracyRating: null, ratingCount: null, region: null }));
    await renderApp('/');
    await screen.findByText('1,284');
    expect(screen.queryByText('Accuracy rated by users')).toBeNull();
    expect(screen.getByText('In your region, last 30 days')).toBeTruthy();
  });

  it('shows an error with a retry when the counters fail', async () => {
    server.use(
      graphql.query<Served<HomeCountersQuery>, HomeCountersQueryVariables>('HomeCounters', () => HttpResponse.json({ errors: [{ message: 'database down' }] }), {
        once: true,
      }),
    );
    const { user } = await renderApp('/');
    expect(await screen.findByText('The figures could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1,284')).toBeTruthy();
    expect(screen.queryByText('The figures could not be loaded.')).toBeNull();
  });

  it('starts the test keeping the query string', async () => {
    const { user } = await renderApp('/?utm_source=ad&fbclid=abc');
    await clickToLazyPage(screen.getAllByRole('link', { name: 'Start the test' })[0] as HTMLElement);
    expect(currentUrl()).toMatch(/^\/answer\/question\/BMBTI-1754\?utm_source=ad&fbclid=abc/);
    const statement = await screen.findByRole('group', { name: /Statement number 1 about how I live/ });
    // The run starts at the visitor's first touch on the question page, and its key joins the query.
    await user.click(statement);
    await waitFor(() =>
      expect(currentUrl()).toBe('/answer/question/BMBTI-1754?utm_source=ad&fbclid=abc&s=session-000000000001'),
    );
  });

  it('stores the cookie choice and hides the banner', async () => {
    const { user } = await renderApp('/');
    const banner = await screen.findByRole('region', { name: 'Cookies' });
    await user.click(within(banner).getByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
    expect(window.localStorage.getItem('IQ-cookieConsent')).toContain('"analytics":true');
  });
});
