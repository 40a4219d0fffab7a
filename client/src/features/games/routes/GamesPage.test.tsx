import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { gamesBackend, gamesHandlers } from '../test/gamesBackend';

const LIST = '/userCenter/gameCenter/BMBTI-1754';

beforeEach(() => {
  gamesBackend.reset();
  server.use(...gamesHandlers);
});

describe('the game centre', () => {
  it('shows a card per game with the member’s best and a way in', async () => {
    await renderApp(LIST);
    expect(await screen.findByRole('heading', { level: 1, name: 'Game centre' })).toBeTruthy();
    const g2048 = await screen.findByRole('listitem', { name: '2048' });
    expect(within(g2048).getByText('Your best: 1,200')).toBeTruthy();
    expect(within(g2048).getByText('Today’s challenge: 640')).toBeTruthy();
    expect(within(g2048).getByRole('link', { name: 'Play' }).getAttribute('href')).toBe('/userCenter/gameCenter/detail/BMBTI-1754?id=2048');
    expect(within(screen.getByRole('listitem', { name: 'Maze' })).getByText('No score kept yet')).toBeTruthy();
    expect(within(g2048.parentElement!).getAllByRole('listitem')).toHaveLength(4);
  });

  it('loads more games when there are more', async () => {
    gamesBackend.set({ morePages: true });
    const { user } = await renderApp(LIST);
    await user.click(await screen.findByRole('button', { name: 'Show more games' }));
    await screen.findByRole('listitem', { name: 'Hop' });
    expect(gamesBackend.listVariables.map((v) => v.first)).toContain(8);
    expect(screen.queryByRole('button', { name: 'Show more games' })).toBeNull();
  });

  it('invites a visitor to sign in to keep scores', async () => {
    gamesBackend.reset('visitor');
    await renderApp(LIST);
    expect(await screen.findByText('Anyone can play. Sign in to keep your scores and join the weekly board.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('offers a retry when the list fails, and says so when it is empty', async () => {
    gamesBackend.set({ listFailures: 1, empty: true });
    const { user } = await renderApp(LIST);
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No games are open right now. Please come back later.')).toBeTruthy();
  });
});
