import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { treeHoleBackend, treeHoleHandlers } from '../test/treeHoleBackend';

const FEED = '/userCenter/exploreMore/treeHole/BMBTI-1754';
const ADD = '/userCenter/exploreMore/treeHole/add/BMBTI-1754';

beforeEach(() => {
  treeHoleBackend.reset();
  server.use(...treeHoleHandlers);
});

// The first render loads the page's chunk and its words, which takes a while on a busy machine.
describe('the tree hole', { timeout: 60_000 }, () => {
  it('loads more posts until there is no more', async () => {
    const { user } = await renderApp(FEED);
    expect(await screen.findByText('Post number 1')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Post number 12')).toBeTruthy();
    expect(screen.getByText('No more posts')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('asks a visitor to sign in', async () => {
    treeHoleBackend.reset('visitor');
    await renderApp(FEED);
    expect(await screen.findByRole('heading', { name: 'Sign in to open the tree hole' })).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows an account without Premium what Premium adds, and keeps the form closed', async () => {
    treeHoleBackend.reset('plain');
    await renderApp(ADD);
    expect(await screen.findByRole('heading', { name: 'The tree hole comes with Premium' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See what Premium includes' }).getAttribute('href')).toBe('/userCenter/rightsInterests/BMBTI-1754');
    expect(screen.queryByLabelText('Your secret')).toBeNull();
  });

  it('counts characters as they are typed and refuses more than 500 before sending', async () => {
    const { user } = await renderApp(ADD);
    const field = await screen.findByLabelText('Your secret');
    expect(screen.getByText('0/500')).toBeTruthy();
    await user.type(field, 'Hello 🌳');
    expect(screen.getByText('7/500')).toBeTruthy();
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Write something before publishing.');
    await user.click(field);
    await user.paste('x'.repeat(501));
    expect(screen.getByText('501/500')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That is over 500 characters. Shorten it a little.');
    expect(treeHoleBackend.published).toEqual([]);
  });

  it('shows the server’s refusal by its code', async () => {
    treeHoleBackend.set({ publishError: 'TOO_MANY_POSTS' });
    const { user } = await renderApp(ADD);
    await user.type(await screen.findByLabelText('Your secret'), 'Another one');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have posted a lot in a short time. Take a breath and try again later.');
  });

  it('shows crisis lines at once when a post is held for self-harm', async () => {
    treeHoleBackend.set({ selfHarm: true });
    const { user } = await renderApp(ADD);
    await user.type(await screen.findByLabelText('Your secret'), 'I want to disappear');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const panel = await screen.findByRole('region', { name: 'You don’t have to carry this alone' });
    expect(within(panel).getByText('988 Suicide & Crisis Lifeline')).toBeTruthy();
    expect(screen.getByText('Your post is waiting for a moderator. You can follow it in My secrets.')).toBeTruthy();
    expect(treeHoleBackend.published).toEqual([expect.objectContaining({ body: 'I want to disappear', locale: 'en-US' })]);
  });
});
