import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clickToLazyPage, renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { localDay, quickDates } from '../quickDates';
import { accountBackend, accountHandlers, fakeUser } from '../test/accountBackend';
import { field } from '../test/fields';
import { profileBackend, profileHandlers } from '../test/profileBackend';

const PAGE = '/user/info/BMBTI-1754';
const INVALID_DATE = 'Invalid date. Please use the form YYYY-MM-DD, for example 2020-01-01, and no day after today.';

beforeEach(() => {
  accountBackend.reset();
  profileBackend.reset();
  accountBackend.addUser(fakeUser());
  server.use(...profileHandlers, ...accountHandlers);
});

async function openSignedIn(url = PAGE) {
  accountBackend.signIn('ana@example.com');
  const view = await renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Personal information' });
  // The birthday picker loads with the form, a moment after it.
  await screen.findByRole('group', { name: 'Birthday' });
  return view;
}

/** The birthday as the field holds it (its hidden input carries the value as YYYY-MM-DD). */
const birthdayInput = () => screen.getByLabelText('Birthday', { selector: 'input' }) as HTMLInputElement;

/** The error the birthday field points to, as a screen reader reads it from the field's group of sections. */
function birthdayError(): string {
  const group = screen.getByRole('group', { name: 'Birthday' });
  const ids = group.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.filter((id) => id.endsWith('-error')).map((id) => document.getElementById(id)?.textContent ?? '').join('');
}

/** Types a whole date into the field, as pasting it does. */
const typeBirthday = (text: string) => fireEvent.change(birthdayInput(), { target: { value: text } });

const save = async (user: Awaited<ReturnType<typeof openSignedIn>>['user']) => user.click(screen.getByRole('button', { name: 'Save' }));

/** The server's answer refusing an upload. */
const refusedUpload = (status: number, code: string) => ({ status, body: { result: status, code, message: `server text for ${code}`, field: 'files' } });

const png = (name = 'me.png', size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const fileInput = () => screen.getByLabelText(/Upload a photo|Change photo/, { selector: 'input' }) as HTMLInputElement;

describe('personal information', { timeout: 15_000 }, () => {
  it('asks a visitor to log in first, and comes back here after', async () => {
    await renderApp('/userCenter/setting/userInfo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Please log in first' })).toBeTruthy();
    expect(screen.getByText('Sign in to see and change your personal information.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/user/login/BMBTI-1754?next=${encodeURIComponent('/userCenter/setting/userInfo')}`,
    );
    expect(screen.queryByLabelText('Nickname')).toBeNull();
  });

  it('shows what is saved, at each of its three addresses', async () => {
    Object.assign(profileBackend.profile('ana@example.com'), {
      nickname: 'Ana',
      phone: '+351 912 345 678',
      birthday: '1990-05-17',
      gender: 'female',
      introduction: 'Curious about people.',
    });
    for (const url of [PAGE, '/userCenter/setting/userInfo', '/en/userCenter/user-info']) {
      const { unmount } = await openSignedIn(url);
      expect(screen.getByText('Signed in as ana@example.com')).toBeTruthy();
      expect(field('Nickname').input.value).toBe('Ana');
      expect(field('Phone number').input.value).toBe('+351 912 345 678');
      expect(field('Phone number').input.type).toBe('tel');
      expect(birthdayInput().value).toBe('1990-05-17');
      expect((screen.getByRole('radio', { name: 'Female' }) as HTMLInputElement).checked).toBe(true);
      expect((screen.getByLabelText('About me') as HTMLTextAreaElement).value).toBe('Curious about people.');
      expect(screen.getByText('21 of 500 characters')).toBeTruthy();
      unmount();
    }
  });

  it('refuses an invalid, a future or an emptied birthday with the example, and sends nothing', async () => {
    profileBackend.profile('ana@example.com').birthday = '1990-05-17';
    const { user } = await openSignedIn();

    typeBirthday('2021-02-30');
    await save(user);
    expect(birthdayError()).toBe(INVALID_DATE);
    expect(screen.getByRole('group', { name: 'Birthday' }).getAttribute('aria-invalid')).toBe('true');

    typeBirthday('2999-01-01');
    expect(screen.queryByText(INVALID_DATE)).toBeNull(); // a change clears the problem until the next try
    await save(user);
    expect(screen.getByText(INVALID_DATE)).toBeTruthy();

    typeBirthday('');
    await save(user);
    expect(screen.getByText(INVALID_DATE)).toBeTruthy();
    expect(profileBackend.updates).toEqual([]);
  });

  it('saves, says so, and the settings show the new name at once', async () => {
    const { user } = await openSignedIn();
    await user.type(field('Nickname').input, '  Aninha ');
    await user.type(field('Phone number').input, '+351 912 345 678');
    await user.click(screen.getByRole('radio', { name: 'Prefer not to say' }));
    await user.type(screen.getByLabelText('About me'), 'Hello there');
    expect(screen.getByText('11 of 500 characters')).toBeTruthy();

    // The birthday from the picker's quick dates.
    await user.click(screen.getByRole('button', { name: /Choose date/ }));
    const dialog = await screen.findByRole('dialog');
    const quick = within(dialog).getByRole('list', { name: 'Quick dates' });
    expect(within(quick).getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'Today',
      'Yesterday',
      'Day before yesterday',
      'This Monday',
      'Last Monday',
      'First of the month',
    ]);
    await user.click(within(quick).getByRole('button', { name: 'Last Monday' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const lastMonday = quickDates(localDay(new Date())).find(({ id }) => id === 'lastMonday')!.day;
    expect(birthdayInput().value).toBe(lastMonday);

    await save(user);
    expect((await screen.findByRole('status')).textContent).toBe('Your personal information is saved.');
    expect(profileBackend.updates).toEqual([
      { nickname: 'Aninha', phone: '+351 912 345 678', birthday: lastMonday, gender: 'confidential', introduction: 'Hello there' },
    ]);
    expect(profileBackend.profile('ana@example.com')).toMatchObject({ nickname: 'Aninha', birthday: lastMonday, gender: 'confidential' });

    await clickToLazyPage(screen.getByRole('link', { name: 'Back to settings' }));
    const header = await screen.findByTestId('settings-header');
    expect(header.textContent).toContain('Aninha');
  });

  it('shows the server’s refusals under their fields, in its own words', async () => {
    const { user } = await openSignedIn();
    await user.type(field('Nickname').input, 'Ana');
    profileBackend.fail('AccountUpdateProfile', { code: 'TOO_LONG', field: 'nickname' }, { code: 'INVALID_DATE', field: 'birthday' }, { code: 'TOO_LONG', field: 'phone' });

    await save(user);
    await waitFor(() => expect(field('Nickname').error).toBe('Please use at most 40 characters.'));
    expect(document.activeElement).toBe(field('Nickname').input);

    await save(user);
    await waitFor(() => expect(birthdayError()).toBe(INVALID_DATE));

    await save(user);
    await waitFor(() => expect(field('Phone number').error).toBe('Please enter 4 to 30 digits. Spaces and + ( ) - may be used too.'));
    expect(screen.queryByText(/server text/)).toBeNull();
    expect(screen.queryByText('Your personal information is saved.')).toBeNull();
  });

  it('checks the limits before sending', async () => {
    const { user } = await openSignedIn();
    await user.type(field('Phone number').input, 'call me');
    fireEvent.change(screen.getByLabelText('About me'), { target: { value: 'x'.repeat(501) } });
    expect(screen.getByText('501 of 500 characters')).toBeTruthy();
    await save(user);
    expect(field('Phone number').error).toBe('Please enter 4 to 30 digits. Spaces and + ( ) - may be used too.');
    expect(screen.getByText('Please use at most 500 characters.')).toBeTruthy();
    expect(profileBackend.updates).toEqual([]);
  });

  it('asks to log in again when the session ended meanwhile', async () => {
    const { user } = await openSignedIn();
    accountBackend.signOut();
    await save(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Please log in first' })).toBeTruthy();
  });
});

describe('profile photo', { timeout: 15_000 }, () => {
  it('uploads a photo, shows it, and removes it', async () => {
    const { user } = await openSignedIn();
    expect(screen.queryByRole('img', { name: 'Your profile photo' })).toBeNull();
    await user.upload(fileInput(), png());

    expect((await screen.findByText('Your new photo is saved.')).closest('[role="status"]')).toBeTruthy();
    const photo = screen.getByRole('img', { name: 'Your profile photo' });
    expect(photo.getAttribute('src')).toBe('/user/avatar/user-1/a1.webp');
    expect(profileBackend.uploads).toEqual([{ fileType: 'image/png' }]);
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Your photo is removed.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Your profile photo' })).toBeNull();
    expect(profileBackend.profile('ana@example.com').avatarUrl).toBeNull();
  });

  it('says what went wrong for each refusal of the server, in its own words', async () => {
    const { user } = await openSignedIn();
    profileBackend.answerUploads(
      refusedUpload(400, 'UPLOAD_NOT_IMAGE'),
      refusedUpload(413, 'UPLOAD_TOO_LARGE'),
      refusedUpload(400, 'UPLOAD_FIELD_REQUIRED'),
      { status: 200, body: { result: 200, data: { path: '/somewhere.webp' } } },
      { status: 200, body: '<html>ok</html>' },
    );
    const expected = [
      'This file is not an image we can use. Please choose a JPEG, PNG, WebP or GIF photo.',
      'This photo is larger than 5 MB. Please choose a smaller one.',
      'The photo did not reach us. Please choose it again.',
      'Upload wrong data format: our server’s answer could not be read. Please try again.',
      'Upload wrong data format: our server’s answer could not be read. Please try again.',
    ];
    for (const [index, text] of expected.entries()) {
      await user.upload(fileInput(), png(`photo-${index}.png`));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
    }
    expect(profileBackend.uploads).toHaveLength(5);
    expect(screen.queryByRole('img', { name: 'Your profile photo' })).toBeNull();
    expect(screen.queryByText(/server text/)).toBeNull();
  });

  it('keeps a file that is too large, or not an image, on the device', async () => {
    const { user } = await openSignedIn();
    await user.upload(fileInput(), png('huge.png', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe('This photo is larger than 5 MB. Please choose a smaller one.');
    fireEvent.change(fileInput(), { target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByRole('alert').textContent).toBe('This file is not an image we can use. Please choose a JPEG, PNG, WebP or GIF photo.');
    expect(profileBackend.uploads).toEqual([]);
  });

  it('says when the network failed, and the photo can be sent again', async () => {
    const { user } = await openSignedIn();
    profileBackend.answerUploads('network');
    await user.upload(fileInput(), png());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('We could not reach our server. Check your connection and try again.'));
    await user.upload(fileInput(), png());
    expect(await screen.findByText('Your new photo is saved.')).toBeTruthy();
  });
});
