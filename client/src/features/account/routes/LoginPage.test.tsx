import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { getApolloClient } from '../../../app/apollo';
import { accountBackend, accountHandlers, fakeUser } from '../test/accountBackend';
import { field } from '../test/fields';

const PAGE = '/user/login/BMBTI-1754';

async function openLogin(url = PAGE) {
  const view = await renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  return view;
}

const signInButton = () => screen.getByRole('button', { name: 'Sign in' });

async function fillAndSubmit(user: Awaited<ReturnType<typeof openLogin>>['user'], email: string, password: string) {
  await user.type(field('E-mail address').input, email);
  await user.type(field('Password').input, password);
  await user.click(signInButton());
}

beforeEach(() => {
  accountBackend.reset();
  accountBackend.addUser(fakeUser());
  server.use(...accountHandlers);
});

describe('sign-in page', () => {
  it('has the fields a phone fills in for you, and a password that can be shown', async () => {
    const { user } = await openLogin();
    const email = field('E-mail address').input;
    expect(email.type).toBe('email');
    expect(email.autocomplete).toBe('email');
    const password = field('Password').input;
    expect(password.type).toBe('password');
    expect(password.autocomplete).toBe('current-password');

    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(password.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');

    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/user/forgot-password/BMBTI-1754');
    expect(screen.getByRole('link', { name: 'Create one' }).getAttribute('href')).toBe('/user/register/BMBTI-1754');
  });

  it('checks both fields before sending anything', async () => {
    const { user } = await openLogin();
    await user.click(signInButton());
    expect(field('E-mail address').error).toBe('Please input email address');
    expect(field('Password').error).toBe('Please input password');
    expect(document.activeElement).toBe(field('E-mail address').input);

    await user.type(field('E-mail address').input, 'ana@example');
    await user.click(signInButton());
    expect(field('E-mail address').error).toBe('Please enter a valid email address.');
    expect(accountBackend.logins).toEqual([]);
  });

  it('signs in, resets the cache and opens the reports list', async () => {
    const { user } = await openLogin();
    const reset = vi.spyOn(getApolloClient(), 'resetStore');
    await fillAndSubmit(user, ' ana@example.com ', 'correct horse');

    expect(await screen.findByRole('heading', { level: 1, name: 'My reports' })).toBeTruthy();
    expect(currentUrl()).toBe('/userCenter/reportList');
    expect(accountBackend.logins).toEqual([{ email: 'ana@example.com', password: 'correct horse' }]);
    expect(reset).toHaveBeenCalledTimes(1);
    // The heading comes with the page; the line under it waits for the viewer's query.
    expect(await screen.findByText('Signed in as ana@example.com')).toBeTruthy();
  });

  it('goes back to the page that asked, when it is a page of this site', async () => {
    const { user } = await openLogin(`${PAGE}?next=${encodeURIComponent('/user/edit-password/BMBTI-1754?hl=en-US')}`);
    await fillAndSubmit(user, 'ana@example.com', 'correct horse');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeTruthy();
    expect(currentUrl()).toBe('/user/edit-password/BMBTI-1754?hl=en-US');
  });

  it.each(['//evil.example/steal', 'https://evil.example/', '/\\evil.example'])('never follows next=%s off the site', async (next) => {
    const { user } = await openLogin(`${PAGE}?next=${encodeURIComponent(next)}`);
    await fillAndSubmit(user, 'ana@example.com', 'correct horse');
    await waitFor(() => expect(currentUrl()).toBe('/userCenter/reportList'));
  });

  it('says the pair is wrong without saying which, and stays', async () => {
    const { user } = await openLogin();
    await fillAndSubmit(user, 'ana@example.com', 'wrong horse');
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect e-mail address or password');
    expect(screen.queryByText(/server text/)).toBeNull();
    expect(field('Password').error).toBe('');
    expect(currentUrl()).toBe(PAGE);
    expect(accountBackend.session()).toBeNull();
  });

  it('asks to wait, in minutes, when there were too many attempts', async () => {
    accountBackend.fail('AccountLogin', { rateLimitedSeconds: 900 }, { rateLimitedSeconds: 30 }, { rateLimitedSeconds: null }, 'network');
    const { user } = await openLogin();
    await fillAndSubmit(user, 'ana@example.com', 'correct horse');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please try again in 15 minutes.');

    await user.click(signInButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please try again in 1 minute.'));
    await user.click(signInButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please try again later.'));
    await user.click(signInButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('We could not reach our server. Check your connection and try again.'),
    );
    expect(currentUrl()).toBe(PAGE);
  });
});
