import { screen } from '@testing-library/react';
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

/** The disclosure of a question or legal text, by its title. */
function disclosure(title: string): HTMLDetailsElement {
  const details = screen.getByRole('heading', { level: 3, name: title }).closest('details');
  if (!details) throw new Error(`no disclosure titled ${title}`);
  return details;
}

/** The id of the heading of the section a question is in. */
const sectionOf = (title: string) => disclosure(title).closest('section')?.getAttribute('aria-labelledby');

beforeEach(() => {
  helpBackend.reset();
  server.use(...helpHandlers);
});

describe('help centre', () => {
  it('shows the four sections in order, for the exam of the route and the visitor’s locale', async () => {
    await openPage();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
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

  it('shows bodies as text, never as HTML, one paragraph per block', async () => {
    await openPage();
    const refund = disclosure('Can I get a refund?');
    expect(refund.querySelector('b, script')).toBeNull();
    expect(refund.querySelector('.body')?.textContent).toBe('Use <b>bold</b> words & <script>alert(1)</script>.');

    const paragraphs = [...disclosure('How do I cancel my subscription?').querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual(['Sign in and cancel.', 'Or use the unsubscribe page.']);
  });

  it('opens the terms when the address ends in #terms, and leaves the rest folded', async () => {
    await openPage(`${PAGE}#terms`);
    const terms = document.getElementById('terms');
    expect(terms).toBe(disclosure('Terms of service'));
    expect(terms?.hasAttribute('open')).toBe(true);
    expect(terms?.textContent).toContain('These terms apply to every test.');
    expect(terms?.textContent).toContain('Second paragraph of the terms.');
    expect(document.getElementById('privacy')?.hasAttribute('open')).toBe(false);
    expect(disclosure('Can I get a refund?').hasAttribute('open')).toBe(false);
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
