import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { coursesBackend, coursesHandlers } from '../test/coursesBackend';

const PAGE = '/userCenter/courseList/BMBTI-1754';

beforeEach(() => {
  coursesBackend.reset();
  server.use(...coursesHandlers);
});

describe('courses list', () => {
  it('shows a first page with badges, then loads more until there is no more', async () => {
    coursesBackend.reset(13);
    const { user } = await renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Courses' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Courses' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2 · 13 in all')).toBeTruthy();
    const first = within(list).getAllByRole('link')[0]!;
    expect(first.getAttribute('href')).toBe('/userCenter/courseList/detail/BMBTI-1754?id=1');
    expect(within(first).getByText('New')).toBeTruthy();
    expect(within(within(list).getAllByRole('link')[2]!).getByText('Premium')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Stress (7)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Page 2 of 2 · 13 in all')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Courses' })).getAllByRole('listitem')).toHaveLength(13);
    expect(screen.getByText('No more')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters by category with the tabs', async () => {
    coursesBackend.reset(4);
    const { user } = await renderApp(PAGE);
    await screen.findByRole('list', { name: 'Courses' });
    await user.click(screen.getByRole('tab', { name: 'Sleep (2)' }));
    expect(await screen.findByText('Page 1 of 1 · 2 in all')).toBeTruthy();
    expect(window.location.search).toBe('?category=SLEEP');
  });

  it('says when a load failed and loads again on retry; is empty with a word of its own', async () => {
    coursesBackend.reset(2);
    coursesBackend.failNext();
    const { user } = await renderApp(PAGE);
    expect(await screen.findByText('Load failed. Please retry.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(within(await screen.findByRole('list', { name: 'Courses' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('is empty with a word of its own, also under the growth centre’s path', async () => {
    await renderApp('/userCenter/growthCenter/psychologyCourse/BMBTI-1754');
    expect(await screen.findByText('No courses in this category yet.')).toBeTruthy();
  });

  it('searches the courses, says when a search found nothing, and clears it', async () => {
    coursesBackend.reset(13);
    const { user } = await renderApp(PAGE);
    await screen.findByRole('list', { name: 'Courses' });
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'Course 1');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // Course 1, 10, 11, 12 and 13 hold the words.
    expect(await screen.findByText('Page 1 of 1 · 5 in all')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Courses' })).getAllByRole('listitem')).toHaveLength(5);
    await user.clear(screen.getByRole('searchbox', { name: 'Search courses' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'zzz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No course matches “zzz”. Try another word.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('Page 1 of 2 · 13 in all')).toBeTruthy();
  });
});
