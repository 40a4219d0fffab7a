import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { cancelBackend, cancelHandlers } from '../test/cancelBackend';

const PAGE = '/cancel/subscription/BMBTI-1754';

const emailField = () => screen.getByRole('textbox', { name: 'E-mail address' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });

/** The error shown under the e-mail field, through its `aria-describedby`. */
function fieldError(): string {
  const ids = emailField().getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join('');
}

async function openPage(url = PAGE) {
  const view = await renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Cancel your subscription' });
  return view;
}

/** Everything the page says after an accepted request. */
async function sentText(): Promise<string> {
  const title = await screen.findByRole('heading', { level: 1, name: 'Check your inbox' });
  return title.closest('section')?.textContent ?? '';
}

beforeEach(() => {
  cancelBackend.reset();
  server.use(...cancelHandlers);
});

describe('unsubscribe page: the form', () => {
  it('has one e-mail field, a Send button and the note about the report page', async () => {
    await openPage();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(emailField().getAttribute('type')).toBe('email');
    expect(emailField().getAttribute('autocomplete')).toBe('email');
    expect(sendButton()).toBeTruthy();
    expect(screen.getByText('Have your report link? You can also cancel from your report page.')).toBeTruthy();
  });

  it('asks for an address before sending anything', async () => {
    const { user } = await openPage();
    await user.click(sendButton());
    expect(fieldError()).toBe('Please input email address');
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(emailField());

    await user.type(emailField(), '   ');
    await user.click(sendButton());
    expect(fieldError()).toBe('Please input email address');
    expect(cancelBackend.linkRequests).toEqual([]);
  });

  it('refuses a malformed address before sending anything, and forgets the error on typing', async () => {
    const { user } = await openPage();
    for (const address of ['ana@', 'ana.example.com', 'ana@example']) {
      await user.clear(emailField());
      await user.type(emailField(), address);
      await user.click(sendButton());
      expect(fieldError()).toBe('Please enter a valid email address.');
    }
    await user.type(emailField(), '.com');
    expect(fieldError()).toBe('');
    expect(emailField().getAttribute('aria-invalid')).toBeNull();
    expect(cancelBackend.linkRequests).toEqual([]);
  });

  it('words the server’s refusal itself, never with the server’s text', async () => {
    cancelBackend.fail('INVALID_EMAIL');
    const { user } = await openPage();
    await user.type(emailField(), 'ana@example.com');
    await user.click(sendButton());
    await waitFor(() => expect(fieldError()).toBe('Please enter a valid email address.'));
    expect(screen.queryByText(/server text/)).toBeNull();
  });
});

describe('unsubscribe page: after sending', () => {
  it('gives the same answer for any address, and says nothing about the address', async () => {
    const { user } = await openPage();
    await user.type(emailField(), '  has.plan@example.com ');
    await user.click(sendButton());
    const first = await sentText();

    await user.click(screen.getByRole('button', { name: 'Use another address' }));
    expect((emailField() as HTMLInputElement).value).toBe('');
    await user.type(emailField(), 'nobody@example.org');
    await user.click(sendButton());
    const second = await sentText();

    expect(cancelBackend.linkRequests).toEqual([
      { email: 'has.plan@example.com', locale: 'en-US' },
      { email: 'nobody@example.org', locale: 'en-US' },
    ]);
    expect(second).toBe(first);
    expect(first).toContain(
      'If this address has a subscription, we’ve sent a link that cancels it in one click. The link works once, for 24 hours.',
    );
    expect(first).not.toMatch(/not found|example\.(com|org)/i);
    expect(screen.getByRole('link', { name: 'Return home' }).getAttribute('href')).toBe('/index/BMBTI-1754');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Check your inbox' }));
  });
});

describe('unsubscribe page: failures', () => {
  it('says how long to wait when the server refuses for too many requests', async () => {
    cancelBackend.fail({ rateLimitedSeconds: 1790 });
    const { user } = await openPage();
    await user.type(emailField(), 'ana@example.com');
    await user.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please try again in 30 minutes.');
    expect(screen.queryByRole('heading', { name: 'Check your inbox' })).toBeNull();
  });

  it('reads the wait from a rate-limit error in a 200 answer too', async () => {
    cancelBackend.fail({ rateLimitedInBodySeconds: 20 });
    const { user } = await openPage();
    await user.type(emailField(), 'ana@example.com');
    await user.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please try again in 1 minute.');
  });

  it('says to try later when the server does not say how long', async () => {
    cancelBackend.fail({ rateLimitedSeconds: null });
    const { user } = await openPage();
    await user.type(emailField(), 'ana@example.com');
    await user.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please try again later.');
  });

  it('offers to try again after a network failure, keeping the address', async () => {
    cancelBackend.fail('network');
    const { user } = await openPage();
    await user.type(emailField(), 'ana@example.com');
    await user.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not reach our server. Check your connection and try again.',
    );
    expect((emailField() as HTMLInputElement).value).toBe('ana@example.com');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await sentText();
    expect(cancelBackend.linkRequests).toHaveLength(2);
  });
});
