import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SaveReportFormMutation, SaveReportFormMutationVariables } from '../../../__generated__/graphql';
import { allAnswers, examBackend } from '../../../../test/examBackend';
import { currentUrl, renderApp } from '../../../../test/renderApp';
import type { Served } from '../../../../test/served';
import { server } from '../../../../test/server';

const SESSION = 'session-for-the-form1';
const PAGE = `/answer/email/BMBTI-1754?s=${SESSION}`;

function seedScored() {
  examBackend.seedSession({ id: SESSION, answers: allAnswers(1), submittedAt: '2026-11-22T10:00:00Z' });
}

/** A field by its label, with the error it shows (its `aria-describedby`). */
function field(label: string | RegExp) {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  const describedBy = input.getAttribute('aria-describedby') ?? '';
  const error = describedBy
    .split(' ')
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent)
    .join('');
  return { input, error };
}

describe('report form', () => {
  it('checks the name and the e-mail address before sending anything', async () => {
    seedScored();
    const { user } = await renderApp(PAGE);
    await screen.findByRole('heading', { name: 'Where should we send your report?' });
    await user.click(screen.getByRole('button', { name: 'See my result' }));

    expect(field(/^First name/).error).toBe('Please input name');
    expect(field(/^E-mail address/).error).toBe('Please input email address');
    expect(field(/^First name/).input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(/^First name/).input);

    await user.type(field(/^First name/).input, 'Ana');
    expect(field(/^First name/).error).toBe('');
    await user.type(field(/^E-mail address/).input, 'ana@example');
    await user.click(screen.getByRole('button', { name: 'See my result' }));
    expect(field(/^E-mail address/).error).toBe('Please enter a valid email address.');
    expect(document.activeElement).toBe(field(/^E-mail address/).input);
    expect(examBackend.formInputs).toEqual([]);
  });

  it('shows the server’s refusals under their fields, in its own words', async () => {
    seedScored();
    examBackend.fail('SaveReportForm', 'INVALID_EMAIL');
    const { user } = await renderApp(PAGE);
    await user.type(await screen.findByLabelText(/^First name/), 'Ana');
    await user.type(screen.getByLabelText(/^E-mail address/), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'See my result' }));

    await waitFor(() => expect(field(/^E-mail address/).error).toBe('Please enter a valid email address.'));
    expect(screen.queryByText(/server text/)).toBeNull();
    expect(currentUrl()).toBe(PAGE);
  });

  it('says so when the answers the form belongs to are gone, and when the server cannot be reached', async () => {
    seedScored();
    examBackend.fail('SaveReportForm', 'SESSION_NOT_FOUND', 'network');
    const { user } = await renderApp(PAGE);
    await user.type(await screen.findByLabelText(/^First name/), 'Ana');
    await user.type(screen.getByLabelText(/^E-mail address/), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'See my result' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not find your answers. Please take the test again.',
    );
    await user.click(screen.getByRole('button', { name: 'See my result' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'We could not reach our server. Check your connection and try again.',
      ),
    );
  });

  it('asks to retype text the server cannot store, in its own words', async () => {
    seedScored();
    server.use(
      graphql.mutation<Served<SaveReportFormMutation>, SaveReportFormMutationVariables>(
        'SaveReportForm',
        () => HttpResponse.json({ errors: [{ message: 'server text', extensions: { code: 'INVALID_TEXT', field: 'input.firstName' } }] }, { status: 400 }),
        { once: true },
      ),
    );
    const { user } = await renderApp(PAGE);
    await user.type(await screen.findByLabelText(/^First name/), 'Ana');
    await user.type(screen.getByLabelText(/^E-mail address/), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'See my result' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Some of the text has a character we can’t accept, often left by copying and pasting. Please retype it and try again.',
    );
    expect(screen.queryByText(/server text/)).toBeNull();
    expect(currentUrl()).toBe(PAGE);
  });

  it('saves the form and opens the free result', async () => {
    seedScored();
    const { user } = await renderApp(`${PAGE}&hl=en-US`);
    await user.type(await screen.findByLabelText(/^First name/), '  Ana ');
    await user.type(screen.getByLabelText(/^Last name/), 'Silva');
    await user.type(screen.getByLabelText(/^E-mail address/), 'ana@example.com');
    await user.selectOptions(screen.getByLabelText(/^Year of birth/), '1990');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    const country = screen.getByLabelText(/^Country or region/) as HTMLSelectElement;
    expect(country.value).toBe('US');
    expect(within(country).getByRole('option', { name: 'Portugal' })).toBeTruthy();
    await user.selectOptions(country, 'PT');

    const release = examBackend.pause('SaveReportForm');
    await user.click(screen.getByRole('button', { name: 'See my result' }));
    expect((screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement).disabled).toBe(true);
    release();

    await waitFor(() => expect(currentUrl()).toBe(`/report/result-free-test/BMBTI-1754?s=${SESSION}&hl=en-US`));
    expect(examBackend.session(SESSION)?.form).toEqual({
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana@example.com',
      birthYear: 1990,
      gender: 'female',
      country: 'PT',
    });
    expect(await screen.findByRole('heading', { name: 'The Quiet Guide' })).toBeTruthy();
  });

  it('opens the terms in place from the privacy notice', async () => {
    seedScored();
    const { user } = await renderApp(PAGE);
    const terms = await screen.findByRole('link', { name: 'Terms of service' });
    expect(terms.getAttribute('href')).toBe(`/help/BMBTI-1754?s=${SESSION}#terms`);
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      `/help/BMBTI-1754?s=${SESSION}#privacy`,
    );
    await user.click(terms);
    const dialog = await screen.findByRole('dialog', { name: 'Terms of service' });
    expect(await within(dialog).findByText('Terms in en-US.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentUrl()).toBe(PAGE);
    expect(screen.getByRole('button', { name: 'See my result' })).toBeTruthy();
  });

  it('opens the cookie settings from the privacy policy, closing the policy first', async () => {
    seedScored();
    const { user } = await renderApp(PAGE);
    await user.click(await screen.findByRole('link', { name: 'Privacy policy' }));
    const policy = await screen.findByRole('dialog', { name: 'Privacy policy' });
    expect(await within(policy).findByText('Privacy in en-US.')).toBeTruthy();
    await user.click(within(policy).getByRole('button', { name: 'Change my cookie settings' }));
    expect(await screen.findByRole('dialog', { name: 'Cookie settings' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Privacy policy' })).toBeNull();
    expect(currentUrl()).toBe(PAGE);
  });

  it('names countries in the visitor’s language and shows the messages translated', async () => {
    seedScored();
    const { user } = await renderApp(`/ja/answer/email/BMBTI-1754?s=${SESSION}`);
    const country = (await screen.findByLabelText(/^国・地域/)) as HTMLSelectElement;
    expect(within(country).getByRole('option', { name: 'ポルトガル' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '結果を見る' }));
    expect(field(/^名/).error).toBe('お名前を入力してください');
    expect(field(/^メールアドレス/).error).toBe('メールアドレスを入力してください');
  });

  it('asks to take the test first without a session', async () => {
    await renderApp('/answer/email/BMBTI-1754');
    expect(screen.getByRole('heading', { name: 'Take the test first' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start the test' }).getAttribute('href')).toBe('/answer/question/BMBTI-1754');
  });

  it('asks to finish the test when the answers are not scored yet', async () => {
    examBackend.seedSession({ id: 'session-unfinished-01', answers: { Q01: 2 } });
    await renderApp('/answer/email/BMBTI-1754?s=session-unfinished-01');
    expect(await screen.findByRole('heading', { name: 'Your test is not finished yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue the test' }).getAttribute('href')).toBe(
      '/answer/question/BMBTI-1754?s=session-unfinished-01',
    );
  });
});
