import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { HubFeaturesQuery, HubFeaturesQueryVariables } from '../../../__generated__/graphql';
import type { Served } from '../../../../test/served';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { leadsToBuiltPage, mainNav } from '../../../shared/navigation';

const EXPLORE = '/userCenter/exploreMore/BMBTI-1754';
const GROWTH = '/userCenter/growthCenter/BMBTI-1754';
const FLAGS = ['articles', 'experiments', 'treeHole', 'games', 'dailyQuestion', 'courses'];

/** The server's flags with `on` working and every other one off. */
const flags = (...on: string[]) =>
  server.use(
    graphql.query<Served<HubFeaturesQuery>, HubFeaturesQueryVariables>('HubFeatures', () =>
      HttpResponse.json({ data: { features: FLAGS.map((key) => ({ __typename: 'Feature' as const, key, available: on.includes(key) })) } }),
    ),
  );

const cards = async () => {
  const list = await screen.findByRole('list', { name: 'Sections' });
  return within(list).getAllByRole('link').map((link) => [link.querySelector('.title')?.textContent, link.getAttribute('href')]);
};

describe('the exploration hub', () => {
  it('shows a card for each open section, in order, and none for a feature still off', async () => {
    flags('articles', 'experiments');
    await renderApp(EXPLORE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore' })).toBeTruthy();
    expect(await cards()).toEqual([
      ['Test centre', '/userCenter/exploreMore/testCenter/BMBTI-1754'],
      ['Articles', '/userCenter/exploreMore/articles/BMBTI-1754'],
      ['Experiments', '/userCenter/exploreMore/experiment/BMBTI-1754'],
    ]);
    expect(screen.queryByText('Tree hole')).toBeNull();
    expect(screen.queryByText('Games')).toBeNull();
  });

  it('adds the tree hole and the games once their flags are on, and keeps the locale prefix', async () => {
    flags('treeHole', 'games');
    await renderApp('/ja/userCenter/exploreMore/BMBTI-1754');
    expect(await screen.findByRole('heading', { level: 1, name: '探す' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'コーナー' });
    expect(within(list).getAllByRole('link').map((link) => link.querySelector('.title')?.textContent)).toEqual(['テストセンター', '木のうろ', 'ゲームセンター']);
    expect(within(list).getByRole('link', { name: /木のうろ/ }).getAttribute('href')).toBe('/ja/userCenter/exploreMore/treeHole/BMBTI-1754');
  });
});

describe('the growth hub', () => {
  it('shows the daily question while its flag is on, and the courses only with their flag on and their page built', async () => {
    flags('dailyQuestion');
    await renderApp(GROWTH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Grow' })).toBeTruthy();
    expect(await cards()).toEqual([['Question of the day', '/userCenter/growthCenter/dailyQuestion/BMBTI-1754']]);
  });

  it('adds the courses once their flag is on, if their page is built', async () => {
    flags('dailyQuestion', 'courses');
    await renderApp(GROWTH);
    const titles = (await cards()).map(([title]) => title);
    expect(titles).toEqual(leadsToBuiltPage('/userCenter/growthCenter/psychologyCourse/BMBTI-1754') ? ['Question of the day', 'Courses'] : ['Question of the day']);
  });

  it('says so when nothing is open yet', async () => {
    flags();
    await renderApp(GROWTH);
    expect(await screen.findByText('Nothing here yet. New sections open here as soon as they are ready.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Sections' })).toBeNull();
  });
});

describe('the main menu', () => {
  it('leads Explore and Grow to their hubs, now that they are built', () => {
    const items = mainNav(false).map((item) => [item.id, item.path]);
    expect(items).toContainEqual(['explore', EXPLORE]);
    expect(items).toContainEqual(['grow', GROWTH]);
  });
});
