import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { supportBackend, supportHandlers } from '../test/supportBackend';

const PAGE = '/support/BMBTI-1754';

beforeEach(() => {
  supportBackend.reset();
  server.use(...supportHandlers);
});

async function openPage(url = PAGE) {
  const view = await renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Contact support' });
  return view;
}

const messageField = () => screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement;
const replyBox = () => screen.getByRole('checkbox', { name: 'I’d like an answer by e-mail' }) as HTMLInputElement;
const send = () => screen.getByRole('button', { name: 'Send' });
/** The error tied to a field (its `aria-describedby`). */
const errorOf = (field: HTMLElement) => document.getElementById(`${field.id}-error`)?.textContent ?? null;

describe('the contact page', () => {
  it('is a real page: the form, a live count, and the other ways to an answer', async () => {
    const { user } = await openPage();
    expect(screen.getByText('0 / 200')).toBeTruthy();
    expect(screen.getByText('10 to 200 characters.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your e-mail address' })).toBeNull();
    await user.type(messageField(), 'Hello there 😀');
    expect(screen.getByText('13 / 200')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'help centre' }).getAttribute('href')).toBe('/help/BMBTI-1754');
    expect(screen.getByRole('link', { name: 'support@innerscope.app' }).getAttribute('href')).toBe('mailto:support@innerscope.app');
  });

  it('keeps a message under 10 or over 200 characters from leaving, saying which', async () => {
    const { user } = await openPage();
    await user.click(send());
    expect(errorOf(messageField())).toBe('Please enter your feedback');
    expect(document.activeElement).toBe(messageField());

    await user.type(messageField(), 'Too short');
    await user.click(send());
    expect(errorOf(messageField())).toBe('Feedback must contain at least 10 characters');

    await user.clear(messageField());
    await user.click(messageField());
    await user.paste('x'.repeat(201));
    expect(screen.getByText('201 / 200')).toBeTruthy();
    await user.click(send());
    expect(errorOf(messageField())).toBe('Feedback must not exceed 200 characters');
    expect(messageField().getAttribute('aria-invalid')).toBe('true');
    expect(supportBackend.sent).toEqual([]);
  });

  it('asks for and checks the address only while its box is ticked', async () => {
    const { user } = await openPage();
    await user.type(messageField(), 'The PDF did not arrive yesterday.');
    await user.click(replyBox());
    const email = screen.getByRole('textbox', { name: 'Your e-mail address' });
    await user.click(send());
    expect(errorOf(email)).toBe('Please enter your e-mail address, or untick the box if you don’t need an answer');
    await user.type(email, 'ana@example');
    await user.click(send());
    expect(errorOf(email)).toBe('Please enter a valid email address.');
    expect(supportBackend.sent).toEqual([]);

    // Unticked, the address typed earlier is neither checked nor sent.
    await user.click(replyBox());
    await user.click(send());
    await screen.findByRole('heading', { name: 'Thank you, your message is on its way' });
    expect(supportBackend.sent).toEqual([{ message: 'The PDF did not arrive yesterday.', contactEmail: null, locale: 'en-US' }]);
    expect(screen.getByText(/You did not leave an e-mail address/)).toBeTruthy();
  });

  it('sends the trimmed message with the address, says it is sending, then thanks', async () => {
    const { user } = await openPage();
    await user.type(messageField(), '  Could the report come in Korean too?  ');
    await user.click(replyBox());
    await user.type(screen.getByRole('textbox', { name: 'Your e-mail address' }), 'ana@example.com');
    const release = supportBackend.hold();
    await user.click(send());
    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release());

    const thanks = await screen.findByRole('heading', { name: 'Thank you, your message is on its way' });
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(screen.getByText('We have sent a confirmation to ana@example.com and will answer you there.')).toBeTruthy();
    expect(supportBackend.sent).toEqual([{ message: 'Could the report come in Korean too?', contactEmail: 'ana@example.com', locale: 'en-US' }]);
    expect(currentUrl()).toBe(PAGE);

    await user.click(screen.getByRole('button', { name: 'Write another message' }));
    expect(messageField().value).toBe('');
  });

  it('translates the server’s refusals by code, keeping what was typed', async () => {
    const { user } = await openPage();
    await user.type(messageField(), 'A perfectly fine message');

    supportBackend.answer('rateLimited');
    await user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have sent several messages in a short time. Please try again in 9 minutes.',
    );

    supportBackend.answer('invalidText');
    await user.click(send());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/character we can’t accept/));

    supportBackend.answer('network');
    await user.click(send());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/could not be sent/));
    expect(messageField().value).toBe('A perfectly fine message');

    supportBackend.answer({ code: 'TOO_SHORT', field: 'message' });
    await user.click(send());
    await waitFor(() => expect(errorOf(messageField())).toBe('Feedback must contain at least 10 characters'));
  });

  it('speaks the visitor’s language and sends their locale', async () => {
    const { user } = await renderApp('/ja/support');
    await screen.findByRole('heading', { level: 1, name: 'サポートへのお問い合わせ' });
    await user.type(screen.getByRole('textbox', { name: 'メッセージ' }), 'レポートの内容について質問があります。');
    await user.click(screen.getByRole('button', { name: '送信する' }));
    await screen.findByRole('heading', { name: 'ありがとうございます。メッセージを送信しました' });
    expect(supportBackend.sent[0]?.locale).toBe('ja-JP');
  });
});

describe('the footer’s “Contact support”', () => {
  it('opens the same form in a dialog over the page, and gives focus back when it closes', async () => {
    const { user } = await renderApp('/');
    const link = within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Contact support' });
    expect(link.getAttribute('href')).toBe('/support/BMBTI-1754');
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Contact support' });
    expect(currentUrl()).toBe('/');

    await user.type(within(dialog).getByRole('textbox', { name: 'Your message' }), 'Lovely site, thank you!');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await within(dialog).findByRole('heading', { name: 'Thank you, your message is on its way' });
    expect(supportBackend.sent).toHaveLength(1);

    // The × in the corner and the button under the thanks both close it.
    const [, closeButton] = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(closeButton as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(link);
  });
});
