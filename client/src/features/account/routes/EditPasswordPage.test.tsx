import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { accountBackend, accountHandlers, fakeUser } from '../test/accountBackend';
import { field } from '../test/fields';

const PAGE = '/user/edit-password/BMBTI-1754';

beforeEach(() => {
  accountBackend.reset();
  accountBackend.addUser(fakeUser());
  server.use(...accountHandlers);
});

async function openSignedIn() {
  accountBackend.signIn('ana@example.com');
  const view = await renderApp(PAGE);
  await screen.findByRole('heading', { level: 1, name: 'Change password' });
  return view;
}

async function fill(user: Awaited<ReturnType<typeof openSignedIn>>['user'], current: string, next: string, confirm = next) {
  await user.type(field('Current password').input, current);
  await user.type(field('New password').input, next);
  await user.type(field('Repeat the new password').input, confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('change password', () => {
  it('asks a visitor to log in first, and comes back here after', async () => {
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Please log in first' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/user/login/BMBTI-1754?next=${encodeURIComponent(PAGE)}`,
    );
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('checks the fields, then says when the current password is wrong', async () => {
    const { user } = await openSignedIn();
    expect(screen.getByText('Signed in as ana@example.com')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(field('Current password').error).toBe('Please input password');
    expect(field('New password').error).toBe('Please input password');
    expect(field('Current password').input.autocomplete).toBe('current-password');
    expect(accountBackend.changes).toEqual([]);

    await fill(user, 'not it', 'a new password', 'a new password');
    await waitFor(() => expect(field('Current password').error).toBe('The current password is not correct.'));
    expect(screen.queryByText(/server text/)).toBeNull();
  });

  it('changes the password and says this device stays signed in', async () => {
    const { user } = await openSignedIn();
    await fill(user, 'correct horse', 'a new password');
    const done = await screen.findByRole('heading', {
      level: 1,
      name: 'Password changed. You stay signed in here; other devices were signed out.',
    });
    expect(document.activeElement).toBe(done);
    expect(accountBackend.changes).toEqual([{ current: 'correct horse', password: 'a new password', passwordConfirm: 'a new password' }]);
    expect(accountBackend.user('ana@example.com')?.password).toBe('a new password');
    expect(screen.getByRole('link', { name: 'Back to settings' }).getAttribute('href')).toBe('/user/setting/BMBTI-1754');
  });

  it('asks to log in again when the session ended meanwhile', async () => {
    const { user } = await openSignedIn();
    accountBackend.signOut();
    await fill(user, 'correct horse', 'a new password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Please log in first' })).toBeTruthy();
  });
});
