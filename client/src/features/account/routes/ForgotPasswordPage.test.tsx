import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clickToLazyPage, currentUrl, renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { accountBackend, accountHandlers, fakeUser } from '../test/accountBackend';
import { field } from '../test/fields';

const PAGE = '/user/forgot-password/BMBTI-1754';
const SENT = 'If this address has an account, a 6-digit code is on its way. It is valid for 10 minutes.';

async function openForgot() {
  const view = await renderApp(PAGE);
  await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
  return view;
}

beforeEach(() => {
  accountBackend.reset();
  accountBackend.addUser(fakeUser());
  server.use(...accountHandlers);
});

describe('forgotten password', () => {
  it('checks the address before sending a code', async () => {
    const { user } = await openForgot();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(field('E-mail address').error).toBe('Please input email address');
    await user.type(field('E-mail address').input, 'ana@');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(field('E-mail address').error).toBe('Please enter a valid email address.');
    expect(accountBackend.sent).toEqual([]);
  });

  it('e-mails a code, takes it with the new password, and asks to sign in again', async () => {
    accountBackend.signIn('ana@example.com');
    const { user } = await openForgot();
    await user.type(field('E-mail address').input, 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(screen.getByText('Code sent to ana@example.com')).toBeTruthy();
    expect(accountBackend.sent).toEqual([{ email: 'ana@example.com', purpose: 'RESET', locale: 'en-US' }]);
    expect(document.activeElement).toBe(field('Verification code').input);
    expect(screen.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(field('Verification code').error).toBe('Please enter the verification code');
    expect(field('New password').error).toBe('Please input password');

    await user.type(field('Verification code').input, '999999');
    await user.type(field('New password').input, 'brand new pass');
    await user.type(field('Repeat the new password').input, 'brand new pas');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(field('Repeat the new password').error).toBe('Passwords do not match');
    expect(accountBackend.resets).toEqual([]);

    await user.type(field('Repeat the new password').input, 's');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() =>
      expect(field('Verification code').error).toBe('This code is wrong or has expired. Check the e-mail or ask for a new code.'),
    );

    await user.clear(field('Verification code').input);
    await user.type(field('Verification code').input, accountBackend.codeFor('RESET', 'ana@example.com') ?? '');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    const done = await screen.findByRole('heading', { level: 1, name: 'Your password is changed. Please sign in.' });
    expect(document.activeElement).toBe(done);
    expect(accountBackend.user('ana@example.com')?.password).toBe('brand new pass');
    expect(accountBackend.session()).toBeNull();
    const signIn = screen.getAllByRole('link', { name: 'Sign in' })[0] as HTMLElement;
    expect(signIn.getAttribute('href')).toBe('/user/login/BMBTI-1754');
    await clickToLazyPage(signIn);
    expect(currentUrl()).toBe('/user/login/BMBTI-1754');
  });

  it('answers an address without an account exactly as one with an account', async () => {
    const { user } = await openForgot();
    await user.type(field('E-mail address').input, 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(accountBackend.codeFor('RESET', 'nobody@example.com')).toBeUndefined();
  });

  it('goes back to the address to use another one', async () => {
    const { user } = await openForgot();
    await user.type(field('E-mail address').input, 'an@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText(SENT);
    await user.click(screen.getByRole('button', { name: 'Use another address' }));
    expect(field('E-mail address').input.value).toBe('an@example.com');
  });

  it('says when too many codes were asked for', async () => {
    accountBackend.fail('AccountSendEmailCode', { rateLimitedSeconds: 3600 });
    const { user } = await openForgot();
    await user.type(field('E-mail address').input, 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please try again in 60 minutes.');
    expect(screen.queryByText(SENT)).toBeNull();
  });
});
