import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { experimentsBackend, experimentsHandlers } from '../test/experimentsBackend';

const LIST = '/userCenter/exploreMore/experiment/BMBTI-1754';

beforeEach(() => {
  experimentsBackend.reset();
  server.use(...experimentsHandlers);
});

describe('the experiments list', () => {
  it('shows a card per experiment with its minutes, what it measures and the member’s last result', async () => {
    await renderApp(LIST);
    expect(await screen.findByRole('heading', { level: 1, name: 'Experiments' })).toBeTruthy();
    const stroop = await screen.findByRole('listitem', { name: 'Stroop effect' });
    expect(within(stroop).getByText('How much a word you can’t help reading slows you down')).toBeTruthy();
    expect(within(stroop).getByText('About 4 min')).toBeTruthy();
    expect(within(stroop).getByText('Your last result: 96.5 ms')).toBeTruthy();
    expect(within(stroop).getByRole('link', { name: 'Start' }).getAttribute('href')).toBe('/userCenter/exploreMore/experiment/detail/BMBTI-1754?id=stroop');
    expect(within(screen.getByRole('listitem', { name: 'Digit span' })).getByText('Not taken yet')).toBeTruthy();
    expect(within(stroop.parentElement!).getAllByRole('listitem')).toHaveLength(4);
  });

  it('invites a visitor to sign in to keep results', async () => {
    experimentsBackend.reset('visitor');
    await renderApp(LIST);
    expect(await screen.findByText('Anyone can take part. Sign in to keep your results and compare them over time.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('offers a retry when the list fails, and says so when it is empty', async () => {
    experimentsBackend.set({ listFailures: 1, empty: true });
    const { user } = await renderApp(LIST);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The experiments didn’t load.')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No experiments are open right now. Please come back later.')).toBeTruthy();
  });
});
