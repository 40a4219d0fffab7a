import { act, cleanup, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { cancelBackend, cancelHandlers } from '../test/cancelBackend';

const TOKEN = 'tok_0123456789abcdef0123456789abcdef';
const PAGE = `/cancel/success/BMBTI-1754?token=${TOKEN}&hl=en-US`;

const cancelButton = () => screen.getByRole('button', { name: 'Cancel my subscription' });

async function openPage(url = PAGE) {
  const view = await renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Cancel your subscription?' });
  return view;
}

/** Lets any request the page might have started on load reach the fake server. */
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

beforeEach(() => {
  cancelBackend.reset();
  server.use(...cancelHandlers);
});

describe('cancel link page', () => {
  it('asks first: opening the link cancels nothing', async () => {
    cancelBackend.issueToken(TOKEN);
    await openPage();
    await settle();
    expect(cancelBackend.tokenRequests).toEqual([]);
    expect(
      screen.getByText('Nothing more will be charged. You keep access until the end of your trial or paid period.'),
    ).toBeTruthy();
    // One button on the page's panel, and it is the one that cancels.
    const panel = screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement;
    expect(within(panel).getAllByRole('button')).toEqual([cancelButton()]);
  });

  it('cancels with one click and says so', async () => {
    cancelBackend.issueToken(TOKEN);
    const { user } = await openPage();
    await user.click(cancelButton());

    const title = await screen.findByRole('heading', { level: 1, name: 'Your subscription is cancelled' });
    expect(cancelBackend.tokenRequests).toEqual([TOKEN]);
    expect(title.closest('section')?.textContent).toContain('Nothing more will be charged.');
    expect(document.activeElement).toBe(title);
    // Leaving the page never carries the single-use token along.
    expect(screen.getByRole('link', { name: 'Return home' }).getAttribute('href')).toBe('/index/BMBTI-1754?hl=en-US');
    expect(screen.queryByRole('button', { name: 'Cancel my subscription' })).toBeNull();
  });

  it('says how many subscriptions the link cancelled when there were several', async () => {
    cancelBackend.issueToken(TOKEN, 2);
    const { user } = await openPage();
    await user.click(cancelButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Your 2 subscriptions are cancelled' })).toBeTruthy();
  });

  it('says when there was nothing left to cancel', async () => {
    cancelBackend.issueToken(TOKEN, 0);
    const { user } = await openPage();
    await user.click(cancelButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'There is nothing left to cancel' })).toBeTruthy();
  });

  it('offers a new link when this one was used or has expired', async () => {
    cancelBackend.issueToken(TOKEN);
    const { user } = await openPage();
    await user.click(cancelButton());
    await screen.findByRole('heading', { name: 'Your subscription is cancelled' });

    // The same link, opened again.
    cleanup();
    const again = await openPage();
    await again.user.click(cancelButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'This link has been used or has expired' })).toBeTruthy();
    expect(cancelBackend.tokenRequests).toEqual([TOKEN, TOKEN]);
    expect(screen.getByRole('link', { name: 'Get a new link' }).getAttribute('href')).toBe(
      '/cancel/subscription/BMBTI-1754?hl=en-US',
    );
  });

  it('treats an unknown link as used', async () => {
    const { user } = await openPage('/cancel/success/BMBTI-1754?token=unknown');
    await user.click(cancelButton());
    expect(await screen.findByRole('heading', { name: 'This link has been used or has expired' })).toBeTruthy();
  });

  it('keeps the button after a network failure, so one more click tries again', async () => {
    cancelBackend.issueToken(TOKEN);
    cancelBackend.fail('network');
    const { user } = await openPage();
    await user.click(cancelButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not reach our server. Nothing has changed yet: please try again.',
    );
    await user.click(cancelButton());
    expect(await screen.findByRole('heading', { name: 'Your subscription is cancelled' })).toBeTruthy();
  });

  it('sends a visitor without a token to the unsubscribe page, keeping the rest of the query', async () => {
    await renderApp('/cancel/success/BMBTI-1754?hl=en-US&token=');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancel your subscription' })).toBeTruthy();
    expect(currentUrl()).toBe('/cancel/subscription/BMBTI-1754?hl=en-US');
    expect(cancelBackend.tokenRequests).toEqual([]);
  });
});
