import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { getApolloClient } from '../../../app/apollo';
import { accountBackend, accountHandlers, fakeUser } from '../test/accountBackend';
import { profileBackend, profileHandlers } from '../test/profileBackend';
import { field } from '../test/fields';

const PAGE = '/user/register/BMBTI-1754';
const EMAIL = 'new@example.com';

async function openRegister(url = PAGE) {
  const view = await renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Create your account' });
  return view;
}

type User = ReturnType<typeof userEvent.setup>;

const createButton = () => screen.getByRole('button', { name: 'Create account' });
const sendButton = () => screen.getByRole('button', { name: /^(Send code|Resend in \d+ s|Sending…)$/ });
const agreeBox = () => screen.getByRole('checkbox', { name: /I have read and agree to the privacy policy/ });

async function fillForm(user: User, values: { name?: string; email?: string; code?: string; password?: string; confirm?: string; agree?: boolean }) {
  if (values.name) await user.type(field('Name').input, values.name);
  if (values.email) await user.type(field('E-mail address').input, values.email);
  if (values.code) await user.type(field('Verification code').input, values.code);
  if (values.password) await user.type(field('New password').input, values.password);
  if (values.confirm) await user.type(field('Repeat the new password').input, values.confirm);
  if (values.agree) await user.click(agreeBox());
}

beforeEach(() => {
  accountBackend.reset();
  profileBackend.reset();
  // The settings page, where one test goes once registered, asks for the account's photo and nickname.
  server.use(...profileHandlers, ...accountHandlers);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('registration: the rules, before anything is sent', () => {
  it('names each missing field in the spec’s words', async () => {
    const { user } = await openRegister();
    await user.click(createButton());

    expect(field('Name').error).toBe('Please input name');
    expect(field('E-mail address').error).toBe('Please input email address');
    expect(field('Verification code').error).toBe('Please enter the verification code');
    expect(field('New password').error).toBe('Please input password');
    expect(field(/I have read and agree/).error).toBe('Please agree to the privacy policy first');
    expect(agreeBox().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Name').input);
    expect(accountBackend.registered).toEqual([]);
  });

  it('checks the address, the code, the password length and that the passwords match', async () => {
    const { user } = await openRegister();
    await fillForm(user, { name: 'Ana', email: 'ana@example', code: '12345', password: 'short', confirm: 'shorter', agree: true });
    await user.click(createButton());

    expect(field('Name').error).toBe('');
    expect(field('E-mail address').error).toBe('Please enter a valid email address.');
    expect(field('Verification code').error).toBe('The code has 6 digits.');
    expect(field('New password').error).toBe('Please use at least 8 characters.');
    expect(field('Repeat the new password').error).toBe('Passwords do not match');
    expect(field(/I have read and agree/).error).toBe('');
    expect(document.activeElement).toBe(field('E-mail address').input);

    // An error goes as soon as its field changes.
    await user.type(field('Repeat the new password').input, 'x');
    expect(field('Repeat the new password').error).toBe('');
    expect(accountBackend.registered).toEqual([]);
  });

  it('links to the privacy policy in a new tab, so the form stays filled', async () => {
    await openRegister();
    const link = screen.getByRole('link', { name: /privacy policy/ });
    expect(link.getAttribute('href')).toBe('/help/BMBTI-1754#privacy');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/user/login/BMBTI-1754');
    const code = field('Verification code').input;
    expect(code.inputMode).toBe('numeric');
    expect(code.autocomplete).toBe('one-time-code');
    expect(field('New password').input.autocomplete).toBe('new-password');
  });
});

describe('registration: the e-mailed code', () => {
  it('sends a code, then holds the button for 60 seconds with a visible countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await openRegister();
    const timedUser = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await timedUser.click(sendButton());
    expect(field('E-mail address').error).toBe('Please input email address');
    expect(accountBackend.sent).toEqual([]);

    await user.type(field('E-mail address').input, EMAIL);
    await timedUser.click(sendButton());
    expect(
      await screen.findByText('If this address can be registered, a 6-digit code is on its way. It is valid for 10 minutes.'),
    ).toBeTruthy();
    expect(accountBackend.sent).toEqual([{ email: EMAIL, purpose: 'REGISTER', locale: 'en-US' }]);
    expect(sendButton().textContent).toMatch(/^Resend in (60|59) s$/);
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);

    await act(async () => void vi.advanceTimersByTime(30_000));
    expect(sendButton().textContent).toMatch(/^Resend in (30|29) s$/);
    await act(async () => void vi.advanceTimersByTime(30_500));
    expect(sendButton().textContent).toBe('Send code');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(false);

    await timedUser.click(sendButton());
    await waitFor(() => expect(accountBackend.sent).toHaveLength(2));
  });

  it('answers the same for an address that already has an account', async () => {
    accountBackend.addUser(fakeUser({ email: 'ana@example.com' }));
    const { user } = await openRegister();
    await user.type(field('E-mail address').input, 'ana@example.com');
    await user.click(sendButton());
    expect(
      await screen.findByText('If this address can be registered, a 6-digit code is on its way. It is valid for 10 minutes.'),
    ).toBeTruthy();
    expect(accountBackend.codeFor('REGISTER', 'ana@example.com')).toBeUndefined();
  });

  it('asks to wait when too many codes were asked for, and keeps the button free', async () => {
    accountBackend.fail('AccountSendEmailCode', { rateLimitedSeconds: 540 });
    const { user } = await openRegister();
    await user.type(field('E-mail address').input, EMAIL);
    await user.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please try again in 9 minutes.');
    expect(sendButton().textContent).toBe('Send code');
    expect(screen.queryByText(/a 6-digit code is on its way/)).toBeNull();
  });
});

describe('registration: sending', () => {
  it('shows the server’s refusals under their fields, in the page’s words', async () => {
    accountBackend.fail('AccountRegister', { code: 'EMAIL_TAKEN', field: 'email' });
    const { user } = await openRegister();
    await fillForm(user, { name: 'Ana', email: EMAIL, code: '000000', password: 'long enough', confirm: 'long enough', agree: true });
    await user.click(createButton());
    await waitFor(() => expect(field('E-mail address').error).toBe('This address already has an account. Please sign in instead.'));

    await user.click(createButton());
    await waitFor(() =>
      expect(field('Verification code').error).toBe('This code is wrong or has expired. Check the e-mail or ask for a new code.'),
    );
    expect(document.activeElement).toBe(field('Verification code').input);
    expect(screen.queryByText(/server text/)).toBeNull();
    expect(currentUrl()).toBe(PAGE);
  });

  it('creates the account with the e-mailed code, signs in and goes where it was asked to', async () => {
    const next = '/userCenter/setting';
    const { user } = await openRegister(`${PAGE}?next=${encodeURIComponent(next)}`);
    await user.type(field('E-mail address').input, EMAIL);
    await user.click(sendButton());
    await screen.findByText(/a 6-digit code is on its way/);
    const code = accountBackend.codeFor('REGISTER', EMAIL) ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const reset = vi.spyOn(getApolloClient(), 'resetStore');
    await fillForm(user, { name: '  Ana Silva ', code: `${code.slice(0, 3)} ${code.slice(3)}`, password: 'long enough', confirm: 'long enough', agree: true });
    await user.click(createButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(currentUrl()).toBe(next);
    expect(accountBackend.registered).toEqual([
      { name: 'Ana Silva', email: EMAIL, code, password: 'long enough', passwordConfirm: 'long enough', agreePrivacy: true, locale: 'en-US' },
    ]);
    expect(reset).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(`Signed in as ${EMAIL}`)).toBeTruthy();
  });
});
