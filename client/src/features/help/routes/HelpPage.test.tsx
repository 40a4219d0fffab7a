import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { helpBackend, helpHandlers } from '../test/helpBackend';

const PAGE = '/help/BMBTI-1754';

async function openPage(url = PAGE) {
  const view = await renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Help centre' });
  await screen.findByRole('heading', { level: 2, name: 'Subscription management' });
  return view;
}

/** The disclosure of a legal text, by its title. */
function disclosure(title: string): HTMLDetailsElement {
  const details = screen.getByRole('heading', { level: 3, name: title }).closest('details');
  if (!details) throw new Error(`no disclosure titled ${title}`);
  return details;
}

/** The id of the heading of the section a question (a link to its page) or a legal text is in. */
const sectionOf = (title: string) =>
  (within(screen.getByRole('main')).queryByRole('link', { name: title }) ?? disclosure(title))
    .closest('section')
    ?.getAttribute('aria-labelledby');

beforeEach(() => {
  helpBackend.reset();
  server.use(...helpHandlers);
});

describe('help centre', () => {
  it('shows the four sections in order, for the exam of the route and the visitor’s locale', async () => {
    await openPage();
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Subscription management',
      'Billing and payments',
      'Legal and policies',
      'Contact support',
    ]);
    expect(helpBackend.requests).toEqual([{ examId: 1754, locale: 'en-US' }]);
  });

  it('puts each entry under its section, with the support address as a mailto link', async () => {
    await openPage();
    expect(sectionOf('How do I cancel my subscription?')).toBe('help-subscription');
    expect(sectionOf('Can I get a refund?')).toBe('help-billing');
    expect(sectionOf('Are my results a diagnosis?')).toBe('help-legal');
    expect(sectionOf('Terms of service')).toBe('help-legal');
    expect(sectionOf('How fast do you answer?')).toBe('help-contact');
    expect(screen.getByRole('link', { name: 'support@innerscope.app' }).getAttribute('href')).toBe(
      'mailto:support@innerscope.app',
    );
  });

  it('links each question to its own page, keeping the query', async () => {
    await openPage(`${PAGE}?utm_source=mail`);
    expect(screen.getByRole('link', { name: 'How do I cancel my subscription?' }).getAttribute('href')).toBe(
      '/helpDetail/BMBTI-1754?utm_source=mail&question=1',
    );
    expect(screen.getByRole('link', { name: 'How fast do you answer?' }).getAttribute('href')).toBe(
      '/helpDetail/BMBTI-1754?utm_source=mail&question=4',
    );
    expect(screen.getByRole('link', { name: 'Send us a message' }).getAttribute('href')).toBe('/support/BMBTI-1754?utm_source=mail');
  });

  it('shows legal texts as text, never as HTML, one paragraph per block', async () => {
    await openPage();
    const paragraphs = [...disclosure('Terms of service').querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual(['These terms apply to every test.', 'Second paragraph of the terms.']);
  });

  it('opens the cookie settings from the privacy policy', async () => {
    const { user } = await openPage('/help#privacy');
    await user.click(within(disclosure('Privacy policy')).getByRole('button', { name: 'Change my cookie settings' }));
    expect(await screen.findByRole('dialog', { name: 'Cookie settings' })).toBeTruthy();
  });

  it('opens the terms when the address ends in #terms, and leaves the rest folded', async () => {
    await openPage(`${PAGE}#terms`);
    const terms = document.getElementById('terms');
    expect(terms).toBe(disclosure('Terms of service'));
    expect(terms?.hasAttribute('open')).toBe(true);
    expect(terms?.textContent).toContain('These terms apply to every test.');
    expect(terms?.textContent).toContain('Second paragraph of the terms.');
    expect(document.getElementById('privacy')?.hasAttribute('open')).toBe(false);
  });

  it('opens the privacy policy for #privacy', async () => {
    await openPage('/help#privacy');
    expect(document.getElementById('privacy')?.hasAttribute('open')).toBe(true);
    expect(document.getElementById('terms')?.hasAttribute('open')).toBe(false);
  });

  it('starts the subscription section with the two ways to cancel or manage a plan', async () => {
    await openPage();
    expect(screen.getByRole('link', { name: 'Cancel without an account' }).getAttribute('href')).toBe(
      '/cancel/subscription/BMBTI-1754',
    );
    expect(screen.getByRole('link', { name: 'Manage your plan in your account' }).getAttribute('href')).toBe(
      '/userCenter/reportList',
    );
  });

  it('keeps the locale prefix in its links, and /help alone is about the home exam', async () => {
    await renderApp('/fr/help');
    const cancel = await screen.findByRole('link', { name: 'Résilier sans compte' });
    expect(cancel.getAttribute('href')).toBe('/fr/cancel/subscription/BMBTI-1754');
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/fr/userCenter/reportList');
    expect(helpBackend.requests[0]?.examId).toBe(1754);
  });

  it('offers to try again when the content cannot be loaded', async () => {
    helpBackend.fail();
    const { user } = await renderApp(PAGE);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the help centre');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 2, name: 'Billing and payments' });
    expect(helpBackend.requests).toHaveLength(2);
  });
});
