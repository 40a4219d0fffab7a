import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { articlesBackend, articlesHandlers } from '../test/articlesBackend';

const PAGE = '/userCenter/exploreMore/articles/BMBTI-1754';

beforeEach(() => {
  articlesBackend.reset();
  server.use(...articlesHandlers);
});

describe('articles list', () => {
  it("shows today's pick and a first page, then loads more until there is no more", async () => {
    articlesBackend.reset(12);
    const { user } = await renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Articles' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Articles' });
    expect(screen.getByRole('link', { name: /Pick of the day/ }).textContent).toContain("Today's pick");
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2 · 12 in all')).toBeTruthy();
    const first = within(list).getAllByRole('link')[0]!;
    expect(first.getAttribute('href')).toBe('/userCenter/exploreMore/articles/detail/BMBTI-1754?id=1');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Page 2 of 2 · 12 in all')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Articles' })).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByText('No more')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when a load failed and loads again on retry', async () => {
    articlesBackend.reset(3);
    articlesBackend.failNext();
    const { user } = await renderApp(PAGE);
    expect(await screen.findByText('Load failed. Please retry.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(within(await screen.findByRole('list', { name: 'Articles' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('is empty with a word of its own, and says when a search found nothing', async () => {
    const { user } = await renderApp(PAGE);
    expect(await screen.findByText('No articles in this category yet.')).toBeTruthy();
    articlesBackend.reset(3);
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'nothing');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No article matches “nothing”.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(within(await screen.findByRole('list', { name: 'Articles' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('says "more than" when a search matched more articles than it ranks, and why the pages end', async () => {
    articlesBackend.reset(40);
    articlesBackend.capSearchAt(20);
    const { user } = await renderApp(PAGE);
    await screen.findByRole('list', { name: 'Articles' });
    expect(screen.getByText('Page 1 of 4 · 40 in all')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'Article');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Page 1 of 2 · more than 20 results')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Page 2 of 2 · more than 20 results')).toBeTruthy();
    expect(screen.getByText('These are the best 20 matches. Add a word to narrow the search.')).toBeTruthy();
    expect(screen.queryByText('No more')).toBeNull();
  });
});
