import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { type FakeTest, TESTS, testCentreBackend, testCentreHandlers } from '../test/testCentreBackend';

const LIST = '/userCenter/exploreMore/testCenter/list/BMBTI-1754';

/** Many personality tests, newest first by number: enough for two pages and a bit. */
const many: FakeTest[] = Array.from({ length: 23 }, (_, i) => ({
  ...TESTS[0]!,
  id: 2000 + i,
  code: `P${i}`,
  name: `Personality test ${i + 1}`,
  age: i,
}));

beforeEach(() => {
  testCentreBackend.reset();
  server.use(...testCentreHandlers);
});

const names = () => within(screen.getByRole('list', { name: 'Personality' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe("a category's full list", () => {
  it('loads ten at a time with "Load more" until "No more"', async () => {
    testCentreBackend.setTests(many);
    const { user } = await renderApp(`${LIST}?category=personality`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Personality tests' })).toBeTruthy();
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(screen.getByText('23 tests')).toBeTruthy();
    expect(names()[0]).toBe('Personality test 1');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(names()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(names()).toHaveLength(23));
    expect(names()[22]).toBe('Personality test 23');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('No more')).toBeTruthy();
  });

  it('lets a failed "Load more" be retried, keeping what is shown', async () => {
    testCentreBackend.setTests(many);
    const { user } = await renderApp(`${LIST}?category=personality`);
    await waitFor(() => expect(names()).toHaveLength(10));
    testCentreBackend.failNext('CategoryTests', 1);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Load failed. Please retry.');
    expect(names()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(names()).toHaveLength(20));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows skeletons while loading, then an error with a retry', async () => {
    testCentreBackend.failNext('CategoryTests', 1);
    const { user } = await renderApp(`${LIST}?category=personality`);
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(names()).toEqual(['Psychological Map', '16-Type Personality Test']));
    expect(screen.getByText('No more')).toBeTruthy();
  });

  it('says so when the category has no test yet, and leads back to the test centre', async () => {
    await renderApp(`${LIST}?category=ability`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ability tests' })).toBeTruthy();
    expect(await screen.findByText(/No tests in this category yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the test centre' }).getAttribute('href')).toBe('/userCenter/exploreMore/testCenter/BMBTI-1754');
  });

  it('shows skeletons until the list arrives', async () => {
    testCentreBackend.hold('CategoryTests');
    await renderApp(`${LIST}?category=iq`);
    expect(await screen.findByRole('status', { name: 'Loading tests…' })).toBeTruthy();
  });
});
