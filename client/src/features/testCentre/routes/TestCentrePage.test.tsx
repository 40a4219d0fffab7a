import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { asked, TESTS, testCentreBackend, testCentreHandlers } from '../test/testCentreBackend';

const PAGE = '/userCenter/exploreMore/testCenter/BMBTI-1754';

beforeEach(() => {
  testCentreBackend.reset();
  server.use(...testCentreHandlers);
});

const region = (name: string) => screen.getByRole('region', { name });
const cardNames = (list: HTMLElement) => within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('the test centre', () => {
  it('shows skeletons while its lists load', async () => {
    testCentreBackend.hold('HotTests');
    testCentreBackend.hold('LatestTests');
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Test centre' })).toBeTruthy();
    const hot = region('Popular right now');
    expect(within(hot).getByRole('status', { name: 'Loading tests…' }).getAttribute('aria-busy')).toBe('true');
    expect(within(region('Latest tests')).getByRole('status', { name: 'Loading tests…' })).toBeTruthy();
  });

  it('lists a tab\'s tests with minutes, questions and price, each linking to its start page', async () => {
    await renderApp(PAGE);
    const panel = await screen.findByRole('tabpanel');
    await waitFor(() => expect(within(panel).getByRole('link', { name: 'Depression Screen' })).toBeTruthy());
    expect(screen.getByRole('tab', { name: 'Mental health' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Mental health', 'Ability', 'IQ', 'Personality']);
    expect(within(panel).getByRole('link', { name: 'Depression Screen' }).getAttribute('href')).toBe('/index/DEPS-1801');
    const card = screen.getAllByTestId('test-card-DEPS-1801')[0]!;
    expect(within(card).getByText('4 min · 14 questions')).toBeTruthy();
    expect(within(card).getByText('Full report $9.99')).toBeTruthy();
    // Seven finished: too few for a figure.
    expect(within(card).queryByText(/finished in the last 30 days/)).toBeNull();
    expect(within(panel).getByRole('link', { name: 'See all tests in Mental health' }).getAttribute('href')).toBe(
      '/userCenter/exploreMore/testCenter/list/BMBTI-1754?category=mental-health',
    );
  });

  it('switches tabs, keeps the tab in the address, and says when a tab is empty', async () => {
    const { user } = await renderApp(PAGE);
    await user.click(await screen.findByRole('tab', { name: 'Personality' }));
    const panel = screen.getByRole('tabpanel');
    await waitFor(() => expect(cardNames(panel)).toEqual(['Psychological Map', '16-Type Personality Test']));
    expect(currentUrl()).toBe(`${PAGE}?category=personality`);
    await user.click(screen.getByRole('tab', { name: 'Ability' }));
    expect(await within(screen.getByRole('tabpanel')).findByText(/No tests in this category yet/)).toBeTruthy();
    expect(within(screen.getByRole('tabpanel')).queryByRole('link', { name: /See all/ })).toBeNull();
  });

  it('ranks hot tests by completions and shows a figure only from 20 up, never for the depression screen', async () => {
    await renderApp(PAGE);
    const hot = region('Popular right now');
    await waitFor(() => expect(cardNames(hot)).toEqual(['16-Type Personality Test', 'Psychological Map']));
    expect(within(hot).getByText('64 finished in the last 30 days')).toBeTruthy();
    expect(within(hot).getAllByText(/finished in the last 30 days/)).toHaveLength(2);
  });

  it('says so when nobody finished a test lately', async () => {
    testCentreBackend.setTests(TESTS.map((t) => ({ ...t, completions: 0 })));
    await renderApp(PAGE);
    expect(await within(region('Popular right now')).findByText(/No test has been finished in the last 30 days yet/)).toBeTruthy();
  });

  it('shows an error with a retry that loads the list again', async () => {
    testCentreBackend.failNext('LatestTests', 1);
    const { user } = await renderApp(PAGE);
    const latest = region('Latest tests');
    const alert = await within(latest).findByRole('alert');
    expect(alert.textContent).toContain('Load failed. Please retry.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cardNames(latest)[0]).toBe('Matrix Reasoning Test'));
    // The other lists were never affected.
    expect(within(region('Popular right now')).queryByRole('alert')).toBeNull();
  });

  it('suggests tests a member has not taken and rotates on refresh', async () => {
    testCentreBackend.signIn(['BMBTI']);
    await renderApp(PAGE);
    const suggest = region('Suggested for you');
    await waitFor(() => expect(cardNames(suggest)).toEqual(['Psychological Map', 'Depression Screen', 'Matrix Reasoning Test']));
    expect(within(suggest).getByText('Tests you have not taken yet, chosen from your results.')).toBeTruthy();
    expect(within(suggest).getAllByText('Explores something new about you')).toHaveLength(3);
    // Three candidates, three shown: nothing to rotate to.
    expect(within(suggest).queryByRole('button', { name: 'Show others' })).toBeNull();
  });

  it('refreshes suggestions round the list for a visitor', async () => {
    const { user } = await renderApp(PAGE);
    const suggest = region('Suggested for you');
    await waitFor(() => expect(cardNames(suggest)).toEqual(['16-Type Personality Test', 'Psychological Map', 'Depression Screen']));
    expect(within(suggest).getByText('Log in and we will match suggestions to your results.')).toBeTruthy();
    // "Often taken" is social proof: never on the depression screen.
    expect(within(suggest).getAllByText('Often taken')).toHaveLength(2);
    expect(within(within(suggest).getByTestId('test-card-DEPS-1801')).queryByText('Often taken')).toBeNull();
    await user.click(within(suggest).getByRole('button', { name: 'Show others' }));
    await waitFor(() => expect(cardNames(suggest)).toEqual(['Matrix Reasoning Test', '16-Type Personality Test', 'Psychological Map']));
    expect((asked.SuggestedTests ?? []).map((v) => (v as { offset: number }).offset)).toEqual([0, 3]);
  });

  it('says so when a member has taken every test', async () => {
    testCentreBackend.signIn(['BMBTI', 'DEPS', 'YDGX', 'IQ']);
    await renderApp(PAGE);
    expect(await within(region('Suggested for you')).findByText(/You have taken every test we offer/)).toBeTruthy();
  });

  it('shows "included" instead of a price to a member whose plan includes every test', async () => {
    testCentreBackend.signIn([], true);
    await renderApp(PAGE);
    const latest = region('Latest tests');
    await waitFor(() => expect(within(latest).getAllByText('Full report included in your plan')).toHaveLength(4));
    expect(within(latest).queryByText(/Full report \$/)).toBeNull();
  });

  it('asks in the visitor\'s locale for names and the locale\'s country for prices', async () => {
    await renderApp('/ko-KR/userCenter/exploreMore/testCenter');
    expect(await screen.findByRole('heading', { level: 1, name: '테스트 센터' })).toBeTruthy();
    await waitFor(() => expect(asked.HotTests?.length).toBeGreaterThan(0));
    expect(asked.HotTests![0]).toMatchObject({ locale: 'ko-KR', country: 'KR' });
  });
});
