import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { AccountViewerDocument } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { accountBackend, accountHandlers, fakeUser } from '../test/accountBackend';
import { field } from '../test/fields';
import { profileBackend, profileHandlers } from '../test/profileBackend';

beforeEach(() => {
  accountBackend.reset();
  profileBackend.reset();
  accountBackend.addUser(fakeUser());
  server.use(...profileHandlers, ...accountHandlers);
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
    expect(hrefOf('Personal information')).toBe('/user/info/BMBTI-1754');
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

describe('the account at the top of the settings', () => {
  it('shows the photo and the nickname, and leads to the personal information', async () => {
    Object.assign(profileBackend.profile('ana@example.com'), { nickname: 'Aninha', avatarUrl: '/user/avatar/user-1/a1.webp' });
    accountBackend.signIn('ana@example.com');
    await openSettings('/en/userCenter/setting');
    const header = await screen.findByRole('link', { name: /Aninha/ });
    expect(header.getAttribute('href')).toBe('/en/user/info/BMBTI-1754');
    expect(header.textContent).toContain('Edit your photo and personal information');
    expect(header.querySelector('img')?.getAttribute('src')).toBe('/user/avatar/user-1/a1.webp');
  });

  it('falls back to the name and its initial without a nickname or photo', async () => {
    accountBackend.signIn('ana@example.com');
    await openSettings('/userCenter/setting');
    const header = await screen.findByRole('link', { name: /Ana Silva/ });
    expect(header.querySelector('img')).toBeNull();
    expect(header.textContent).toMatch(/^AAna Silva/);
  });
});

describe('your data', () => {
  /** jsdom has no object URLs: the saved file is caught where the page hands it to the browser. */
  const saved: Array<{ name: string; text: Promise<string> }> = [];
  let blobs: Blob[] = [];

  beforeEach(() => {
    saved.length = 0;
    blobs = [];
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return `blob:${blobs.length}`;
    };
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const blob = blobs[Number(this.href.slice('blob:'.length)) - 1];
      saved.push({ name: this.download, text: blob ? blob.text() : Promise.resolve('') });
    });
  });

  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('downloads everything kept about the user as innerscope-my-data.json, and keeps none of it cached', async () => {
    profileBackend.profile('ana@example.com').nickname = 'Aninha';
    accountBackend.signIn('ana@example.com');
    const { user } = await openSettings('/userCenter/setting');
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('innerscope-my-data.json');
    const exported = JSON.parse(await saved[0]!.text) as { account: { email: string; nickname: string } };
    expect(exported.account).toMatchObject({ email: 'ana@example.com', nickname: 'Aninha' });
    expect(blobs[0]!.type).toBe('application/json');
    expect(profileBackend.exports()).toBe(1);
    expect(JSON.stringify(getApolloClient().extract())).not.toContain('myDataExport');
  });

  it('says so when the download failed', async () => {
    accountBackend.signIn('ana@example.com');
    profileBackend.fail('AccountDataExport', 'network');
    const { user } = await openSettings('/userCenter/setting');
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your data could not be downloaded. Check your connection and try again.');
    expect(saved).toEqual([]);
  });

  it('deletes the account after its password, says invoices are kept, then goes home signed out', async () => {
    accountBackend.signIn('ana@example.com');
    const { user } = await openSettings('/en/userCenter/setting');
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toContain('your test answers and results');
    expect(dialog.textContent).toContain('Any plan you have stops at once, so nothing more is charged.');
    expect(dialog.textContent).toContain('Your orders are kept, because the law requires us to keep invoices.');

    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    await user.click(confirm);
    expect(field('Password').error).toBe('Please input password');

    await user.type(field('Password').input, 'not it');
    await user.click(confirm);
    await waitFor(() => expect(field('Password').error).toBe('This password is not correct.'));
    expect(accountBackend.user('ana@example.com')).toBeTruthy();

    await user.clear(field('Password').input);
    await user.type(field('Password').input, 'correct horse');
    await user.click(confirm);
    await waitFor(() => expect(currentUrl()).toBe('/en/index/BMBTI-1754'));
    expect(profileBackend.deletions).toEqual(['ana@example.com']);
    expect(accountBackend.user('ana@example.com')).toBeUndefined();
    expect(accountBackend.session()).toBeNull();
    expect(JSON.stringify(getApolloClient().extract())).not.toContain('ana@example.com');
  });

  it('keeps the account when the dialog is closed', async () => {
    accountBackend.signIn('ana@example.com');
    const { user } = await openSettings('/userCenter/setting');
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(profileBackend.deletions).toEqual([]);
    expect(currentUrl()).toBe('/userCenter/setting');
  });

  it('is not offered to a visitor', async () => {
    await openSettings('/userCenter/setting');
    await screen.findByRole('link', { name: 'Sign in' });
    expect(screen.queryByRole('button', { name: 'Download my data' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
  });
});
