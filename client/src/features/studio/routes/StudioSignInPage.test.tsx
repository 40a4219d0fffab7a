import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clickToLazyPage, currentUrl, renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { resetStudioClient } from '../studioClient';
import { studioBackend, studioHandlers } from '../test/studioBackend';

async function openSignIn() {
  const view = await renderApp('/studio/signin');
  await screen.findByRole('heading', { level: 1, name: 'Studio sign-in' });
  return view;
}

type User = Awaited<ReturnType<typeof openSignIn>>['user'];

async function password(user: User, email = studioBackend.email, pass = studioBackend.password) {
  await user.type(screen.getByLabelText('E-mail address'), email);
  await user.type(screen.getByLabelText('Password'), pass);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

beforeEach(() => {
  studioBackend.reset();
  server.use(...studioHandlers);
});
afterEach(() => resetStudioClient());

describe('studio sign-in', () => {
  it('is kept out of search engines', async () => {
    await openSignIn();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });

  it('says the same for a wrong password and an unknown address, and never which', async () => {
    const { user } = await openSignIn();
    await password(user, 'nobody@example.com', 'whatever it is');
    expect((await screen.findByRole('alert')).textContent).toBe('The e-mail address or password is not right.');
    await user.clear(screen.getByLabelText('E-mail address'));
    await user.clear(screen.getByLabelText('Password'));
    await password(user, studioBackend.email, 'wrong password');
    expect((await screen.findByRole('alert')).textContent).toBe('The e-mail address or password is not right.');
  });

  it('asks for the code, refuses a wrong one, and opens the studio home with the right one', async () => {
    const { user } = await openSignIn();
    await password(user);
    await screen.findByRole('heading', { level: 1, name: 'Enter your code' });
    const code = screen.getByLabelText('Six-digit code') as HTMLInputElement;
    expect(code.autocomplete).toBe('one-time-code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That code did not work. Check it and try again.');
    await user.clear(code);
    await user.type(code, studioBackend.code);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ana' })).toBeTruthy();
    expect(currentUrl()).toBe('/studio');
    expect(screen.getByText('Your roles: Content and Admin')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Articles' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open: Staff users' }).getAttribute('href')).toBe('/studio/staff');
  });

  it('takes a recovery code instead', async () => {
    const { user } = await openSignIn();
    await password(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), studioBackend.recovery);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ana' })).toBeTruthy();
    expect(studioBackend.sent).toContain(`verify:${studioBackend.recovery}`);
  });

  it('sets up the app at the first sign-in with a QR code and the key, then shows ten recovery codes once', async () => {
    studioBackend.enrolled = false;
    const { user } = await openSignIn();
    await password(user);
    await screen.findByRole('heading', { level: 1, name: 'Set up your authenticator app' });
    expect(screen.getByRole('img', { name: 'QR code for setting up the authenticator app' }).tagName.toLowerCase()).toBe('svg');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    await user.type(screen.getByLabelText('Six-digit code'), studioBackend.code);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    // The studio home has its own lazy page: the click that leads to it runs in an awaited act.
    await clickToLazyPage(screen.getByRole('button', { name: 'I have saved them. Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ana' })).toBeTruthy();
  });

  it('says when attempts are limited', async () => {
    studioBackend.limited = true;
    const { user } = await openSignIn();
    await password(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please wait a few minutes and try again.');
  });

  it('sends a visitor who is not signed in from the studio home to the sign-in page', async () => {
    await renderApp('/studio');
    await screen.findByRole('heading', { level: 1, name: 'Studio sign-in' });
    expect(currentUrl()).toBe('/studio/signin');
  });

  it('signs out', async () => {
    studioBackend.stage = 'active';
    const { user } = await renderApp('/studio');
    await screen.findByRole('heading', { level: 1, name: 'Hello, Ana' });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { level: 1, name: 'Studio sign-in' });
    expect(studioBackend.stage).toBe('none');
  });
});
