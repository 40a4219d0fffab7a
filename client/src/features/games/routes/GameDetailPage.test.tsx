import { act, fireEvent, screen, within } from '@testing-library/react';
import { move, newGame, type Direction } from '@innerscope/shared/games/g2048';
import { canStep, generateMaze, type Step } from '@innerscope/shared/games/maze';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { gamesBackend, gamesHandlers, SEEDS } from '../test/gamesBackend';

const DETAIL = (id: string) => `/userCenter/gameCenter/detail/BMBTI-1754?id=${id}`;

/** The shortest way through the fake server's daily maze, by breadth-first search. */
function solveMaze(seed: number): Step[] {
  const maze = generateMaze(seed);
  const delta = { U: [0, -1], R: [1, 0], D: [0, 1], L: [-1, 0] } as const;
  const from = new Map<number, [number, Step]>();
  const queue = [0];
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head]!;
    for (const s of ['U', 'R', 'D', 'L'] as const) {
      const [x, y] = [cell % maze.width, Math.floor(cell / maze.width)];
      if (!canStep(maze, x, y, s)) continue;
      const to = (y + delta[s][1]) * maze.width + x + delta[s][0];
      if (to === 0 || from.has(to)) continue;
      from.set(to, [cell, s]);
      queue.push(to);
    }
  }
  const path: Step[] = [];
  for (let cell = maze.width * maze.height - 1; cell !== 0; cell = from.get(cell)![0]) path.unshift(from.get(cell)![1]);
  return path;
}

const KEY_OF = { U: 'ArrowUp', D: 'ArrowDown', L: 'ArrowLeft', R: 'ArrowRight' } as const;

beforeEach(() => {
  gamesBackend.reset();
  server.use(...gamesHandlers);
});

describe('a game’s page', () => {
  it('plays 2048 with the buttons, pauses with P, and shows the weekly board', async () => {
    await renderApp(DETAIL('2048'));
    expect(await screen.findByRole('heading', { level: 1, name: '2048' })).toBeTruthy();
    const board = await screen.findByRole('grid', { name: '2048 board' });
    expect(within(board).getAllByRole('gridcell')).toHaveLength(16);
    expect(within(board).getAllByRole('gridcell', { name: 'empty' })).toHaveLength(14);
    const controls = screen.getByRole('button', { name: 'Left' }).parentElement!;
    for (const name of ['Left', 'Up', 'Right', 'Down']) fireEvent.click(within(controls).getByRole('button', { name }));
    expect(within(board).getAllByRole('gridcell', { name: 'empty' }).length).toBeLessThan(14);
    const stage = screen.getByRole('application', { name: '2048 board' });
    fireEvent.keyDown(stage, { key: 'p' });
    expect(screen.getByText('Paused')).toBeTruthy();
    expect((within(controls).getByRole('button', { name: 'Left' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    const table = screen.getByRole('table');
    expect(within(table).getByText('Mika')).toBeTruthy();
    expect(within(table).getByText('Player 4F2A (you)')).toBeTruthy();
    // The first test of the file also loads the page's and the game's code.
  }, 30_000);

  it('plays 2048 by keyboard without rendering the board, showing the score and saying it only when it changes', async () => {
    await renderApp(DETAIL('2048'));
    const stage = await screen.findByRole('application', { name: '2048 board' });
    const board = screen.getByRole('grid', { name: '2048 board' });
    const polite = stage.parentElement!.querySelector('[aria-live=polite]')!;
    const said: string[] = [];
    // Each write replaces the region's text node: the records keep every text said, in order.
    const listener = new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) said.push(n.textContent ?? '');
    });
    listener.observe(polite, { childList: true, characterData: true, subtree: true });
    // The same game in the engine, move for move: the figure, the cells' names and what is said must follow it.
    let game = newGame(SEEDS.G2048);
    const expected: string[] = [];
    for (const dir of ['L', 'U', 'R', 'D', 'L', 'U', 'R', 'D', 'L', 'L', 'U', 'U'] as Direction[]) {
      const result = move(game, dir);
      if (result.changed && result.gained > 0) expected.push(`Score ${result.state.score.toLocaleString('en-US')}`);
      if (result.changed) game = result.state;
      fireEvent.keyDown(stage, { key: KEY_OF[dir] });
    }
    await act(async () => undefined);
    listener.disconnect();
    expect(game.score).toBeGreaterThan(0);
    const figure = stage.parentElement!.querySelector('.figures small')!;
    expect(figure.textContent).toBe('Score');
    expect(figure.nextElementSibling!.textContent).toBe(game.score.toLocaleString('en-US'));
    expect(within(board).getAllByRole('gridcell').map((c) => c.getAttribute('aria-label'))).toEqual(game.cells.map((v) => (v ? v.toLocaleString('en-US') : 'empty')));
    // Each announcement is a new score; a move that scores nothing says nothing.
    expect(said.filter((t, i) => t !== said[i - 1])).toEqual(expected.filter((t, i) => t !== expected[i - 1]));
  });

  it('pauses itself when the page is hidden', async () => {
    await renderApp(DETAIL('2048'));
    await screen.findByRole('grid', { name: '2048 board' });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    expect(screen.getByText('Paused')).toBeTruthy();
  });

  it('walks the daily maze by keyboard, announces the way out and keeps a member’s score with its moves', async () => {
    await renderApp(DETAIL('maze'));
    const stage = await screen.findByRole('application', { name: /^Maze\. Arrow keys move\./ });
    fireEvent.keyDown(stage, { key: 'ArrowUp' });
    expect(screen.getByText('Wall')).toBeTruthy();
    const path = solveMaze(SEEDS.MAZE);
    for (const s of path) fireEvent.keyDown(stage, { key: KEY_OF[s] });
    expect(screen.getByRole('alert').textContent).toContain(`You’re out in ${path.length} moves.`);
    expect(await screen.findByText('Score kept. Your best: 1,000.')).toBeTruthy();
    expect(gamesBackend.submitted).toEqual([{ game: 'MAZE', seed: SEEDS.MAZE, daily: true, score: 1000, replay: { moves: path.join('') } }]);
  });

  it('tells a member when the server refuses the replay', async () => {
    gamesBackend.set({ rejectReplay: true });
    await renderApp(DETAIL('maze'));
    const stage = await screen.findByRole('application', { name: /^Maze/ });
    for (const s of solveMaze(SEEDS.MAZE)) fireEvent.keyDown(stage, { key: KEY_OF[s] });
    expect(await screen.findByText('This game couldn’t be checked, so its score wasn’t kept.')).toBeTruthy();
  });

  it('lets a visitor play without sending the score, and invites them to sign in', async () => {
    gamesBackend.reset('visitor');
    const { user } = await renderApp(DETAIL('maze'));
    const stage = await screen.findByRole('application', { name: /^Maze/ });
    for (const s of solveMaze(SEEDS.MAZE)) fireEvent.keyDown(stage, { key: KEY_OF[s] });
    const result = await screen.findByRole('status', { name: 'Game over' });
    expect(within(result).getByText('Sign in to keep scores like this one.')).toBeTruthy();
    expect(gamesBackend.submitted).toEqual([]);
    await user.click(within(result).getByRole('button', { name: 'Play again' }));
    expect(screen.queryByRole('status', { name: 'Game over' })).toBeNull();
  });

  it('offers JUMP and Hop with a button for every gesture', async () => {
    const { user, unmount } = await renderApp(DETAIL('jump'));
    await screen.findByRole('application', { name: 'JUMP track. Space or the up arrow jumps.' });
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('button', { name: 'Jump' })).toBeTruthy();
    unmount();
    await renderApp(DETAIL('hop'));
    await screen.findByRole('application', { name: 'Hop stage. Hold Space to charge, let go to hop.' });
    const charge = screen.getByRole('button', { name: 'Charge' });
    await user.click(charge);
    expect(screen.getByRole('button', { name: 'Hop!' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says so for an unknown game', async () => {
    await renderApp(DETAIL('chess'));
    expect(await screen.findByText('There is no such game.')).toBeTruthy();
  });
});
