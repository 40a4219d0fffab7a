import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clickToLazyPage, currentUrl, renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { helpBackend, helpHandlers } from '../test/helpBackend';

beforeEach(() => {
  helpBackend.reset();
  server.use(...helpHandlers);
});

describe('a question’s own page', () => {
  it('shows the answer as text, with its section, a way back and a way to support', async () => {
    await renderApp('/helpDetail/BMBTI-1754?question=2&utm_source=mail');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Can I get a refund?' });
    const article = heading.closest('article') as HTMLElement;
    expect(within(article).getByText('Billing and payments')).toBeTruthy();
    // Plain text, never HTML.
    expect(article.querySelector('b, script')).toBeNull();
    expect(within(article).getByText('Use <b>bold</b> words & <script>alert(1)</script>.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the help centre' }).getAttribute('href')).toBe('/help/BMBTI-1754?utm_source=mail');
    const support = within(within(article).getByRole('complementary')).getByRole('link', { name: 'Contact support' });
    expect(support.getAttribute('href')).toBe('/support/BMBTI-1754?utm_source=mail');
    expect(helpBackend.requests).toEqual([{ examId: 1754, locale: 'en-US' }]);
  });

  it('keeps paragraphs apart', async () => {
    await renderApp('/helpDetail/BMBTI-1754?question=1');
    const heading = await screen.findByRole('heading', { level: 1, name: 'How do I cancel my subscription?' });
    const paragraphs = [...(heading.closest('article') as HTMLElement).querySelectorAll('.answer p')].map((p) => p.textContent);
    expect(paragraphs).toEqual(['Sign in and cancel.', 'Or use the unsubscribe page.']);
  });

  it('lists the related questions of the same section, each a link to its page', async () => {
    helpBackend.entries([
      { id: 11, category: 'billing', title: 'Why was I charged?', body: 'The trial ended.' },
      { id: 12, category: 'legal', title: 'Is it a diagnosis?', body: 'No.' },
      { id: 13, category: 'billing', title: 'Can I get a refund?', body: 'Sometimes.' },
      { id: 14, category: 'billing', title: 'Which cards work?', body: 'Most.' },
    ]);
    const { user } = await renderApp('/de/helpDetail/BMBTI-1754?question=1');
    await screen.findByRole('heading', { level: 1, name: 'Why was I charged?' });
    const related = screen.getByRole('navigation', { name: 'Ähnliche Fragen' });
    const links = within(related).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Can I get a refund?', '/de/helpDetail/BMBTI-1754?question=3'],
      ['Which cards work?', '/de/helpDetail/BMBTI-1754?question=4'],
    ]);
    await user.click(links[1] as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name: 'Which cards work?' })).toBeTruthy();
    expect(currentUrl()).toBe('/de/helpDetail/BMBTI-1754?question=4');
  });

  it('is reached from the help centre’s list', async () => {
    await renderApp('/help/BMBTI-1754');
    await clickToLazyPage(await screen.findByRole('link', { name: 'How fast do you answer?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'How fast do you answer?' })).toBeTruthy();
    expect(screen.getByText('Within two working days.')).toBeTruthy();
    await clickToLazyPage(screen.getByRole('link', { name: 'Back to the help centre' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Help centre' })).toBeTruthy();
    expect(currentUrl()).toBe('/help/BMBTI-1754');
  });

  it.each([['/helpDetail/BMBTI-1754'], ['/helpDetail/BMBTI-1754?question=abc'], ['/helpDetail/BMBTI-1754?question=99']])(
    '%s says the question is not there and leads to the help centre',
    async (url) => {
      await renderApp(url);
      expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this question' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to the help centre' }).getAttribute('href')).toBe('/help/BMBTI-1754');
    },
  );

  it('offers to try again when the answers cannot be loaded', async () => {
    helpBackend.fail();
    const { user } = await renderApp('/helpDetail/BMBTI-1754?question=3');
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load this answer');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Are my results a diagnosis?' })).toBeTruthy();
  });
});
