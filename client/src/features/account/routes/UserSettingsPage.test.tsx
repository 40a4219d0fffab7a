import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { AccountViewerDocument } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { accountBackend, accountHandlers, fakeUser } from '../test/accountBackend';

beforeEach(() => {
  accountBackend.reset();
  accountBackend.addUser(fakeUser());
  server.use(...accountHandlers);
});

async function openSettings(url: string) {
  const view = await renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return view;
}

/** A link of the settings list (the footer has some of the same). */
const hrefOf = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Settings' })).getByRole('link', { name }).getAttribute('href');

describe('settings', () => {
  it.each(['/userCenter/setting', '/user/setting/BMBTI-1754'])('links to the account pages, help and policies at %s', async (url) => {
    accountBackend.signIn('ana@example.com');
    await openSettings(url);
    expect(await screen.findByText('Signed in as ana@example.com')).toBeTruthy();
    expect(hrefOf('My reports')).toBe('/userCenter/reportList');
    expect(hrefOf('Change password')).toBe('/user/edit-password/BMBTI-1754');
    expect(hrefOf('Help centre')).toBe('/help/BMBTI-1754');
    expect(hrefOf('Privacy policy')).toBe('/help/BMBTI-1754#privacy');
    expect(hrefOf('Terms of service')).toBe('/help/BMBTI-1754#terms');
  });

  it('logs out: ends the session, forgets the account here and goes home', async () => {
    accountBackend.signIn('ana@example.com');
    const { user } = await openSettings('/en/userCenter/setting');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(currentUrl()).toBe('/en/index/BMBTI-1754'));
    expect(accountBackend.logouts()).toBe(1);
    expect(accountBackend.session()).toBeNull();
    // Nothing of the account is left in the cache for the next person on this device.
    expect(getApolloClient().readQuery({ query: AccountViewerDocument })?.me ?? null).toBeNull();
    expect(JSON.stringify(getApolloClient().extract())).not.toContain('ana@example.com');
  });

  it('stays and says so when the log out could not reach the server', async () => {
    accountBackend.signIn('ana@example.com');
    accountBackend.fail('AccountLogout', 'network');
    const { user } = await openSettings('/userCenter/setting');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not reach our server. Check your connection and try again.',
    );
    expect(currentUrl()).toBe('/userCenter/setting');
    expect(accountBackend.session()).toBe('ana@example.com');
  });

  it('offers a visitor to sign in instead of logging out', async () => {
    await openSettings('/userCenter/setting');
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe(`/user/login/BMBTI-1754?next=${encodeURIComponent('/userCenter/setting')}`);
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Settings' })).queryAllByRole('link')).toHaveLength(3);
    expect(hrefOf('Help centre')).toBe('/help/BMBTI-1754');
  });
});
