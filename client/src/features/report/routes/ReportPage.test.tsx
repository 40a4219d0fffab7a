import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { PDF_POLL_INTERVAL_MS, PDF_POLL_LIMIT_MS } from '../usePdfUrl';
import { ORDER, PDF_URL, reportBackend, reportHandlers, TOKEN } from '../test/reportBackend';

const PAGE = `/report/result/BMBTI-1754?order=${ORDER}`;

const OVERVIEW_SECTIONS = [
  'Basic profile',
  'Personal growth',
  'Relationships growth',
  'Career growth',
  'Further reading',
  'Advanced guide',
  'Additional tests',
];
const DIMENSION_SECTIONS = [
  'Dimension analysis',
  'Result analysis',
  'Professional benchmark',
  'Top 10 countries',
  'Latest ranking',
];

/** Every URL the app showed, so a test can tell the app never went somewhere, even for a moment. */
function recordUrls(): string[] {
  const urls: string[] = [];
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = window.history[method].bind(window.history);
    vi.spyOn(window.history, method).mockImplementation((data, unused, url) => {
      if (url) urls.push(String(url));
      original(data, unused, url);
    });
  }
  return urls;
}

const sectionTitles = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/**
 * Waits, inside an act, for the charts' and the second tab's code: React retries a render that waited for code
 * only when the code arrives inside an awaited act (see `clickToLazyPage`).
 */
async function chartsLoaded(): Promise<void> {
  await act(async () => {
    await Promise.all([import('../components/charts/HorizontalBars'), import('../dimensions/DimensionsTab')]);
  });
}

const searchParam = (name: string) => new URLSearchParams(window.location.search).get(name);

beforeEach(() => {
  reportBackend.reset();
  server.use(...reportHandlers);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('report page: who may read it', () => {
  it('shows a neutral page for a report this browser cannot open, with a way to have the links e-mailed', async () => {
    reportBackend.set({ status: null });
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'We can’t open this report here' })).toBeTruthy();
    // Nothing says whether the order exists, nor repeats its number.
    const main = document.querySelector('main') as HTMLElement;
    expect(main.textContent).not.toContain(ORDER);
    expect(main.textContent).not.toMatch(/not found|does not exist|no such|unknown/i);
    const link = screen.getByRole('link', { name: 'E-mail me my report links' });
    expect(link.getAttribute('href')).toBe('/report/retrieve/BMBTI-1754?hl=en-US');
  });

  it('shows the same page for a link without an order number', async () => {
    await renderApp('/report/result/BMBTI-1754');
    expect(screen.getByRole('heading', { level: 1, name: 'We can’t open this report here' })).toBeTruthy();
    expect(reportBackend.requests).toEqual([]);
  });

  it('asks for payment when the order is unpaid, by a link and never by itself', async () => {
    reportBackend.set({ status: 'PENDING_PAYMENT' });
    const urls = recordUrls();
    await renderApp(`${PAGE}&t=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your report is waiting for payment' })).toBeTruthy();
    const href = new URL(screen.getByRole('link', { name: 'Go to payment' }).getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe('/paying/payment/BMBTI-1754');
    expect(href.searchParams.get('order')).toBe(ORDER);
    expect(href.searchParams.get('t')).toBeNull();
    expect(urls.some((url) => url.includes('/paying/'))).toBe(false);
  });

  it('sends the e-mail link’s signature with the request', async () => {
    await renderApp(`${PAGE}&t=${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'The Quiet Guide' });
    expect(reportBackend.requestsOf('Report')[0]?.variables).toEqual({ orderNumber: ORDER, locale: 'en-US', token: TOKEN });
  });
});

describe('report page: the report', () => {
  it('shows the header and every section of both tabs, in order', async () => {
    const { user } = await renderApp(PAGE);
    await chartsLoaded();
    expect(await screen.findByRole('heading', { level: 1, name: 'The Quiet Guide' })).toBeTruthy();
    expect(screen.getByText('INFJ')).toBeTruthy();
    // The first name is text as typed, never markup.
    expect(screen.getByText('Prepared for Ada <b>')).toBeTruthy();
    expect(screen.getByText('Test taken on November 22, 2026')).toBeTruthy();
    expect(sectionTitles()).toEqual(OVERVIEW_SECTIONS);
    expect(screen.getByText('About 1.5% of people have this type: 1.2% of men and 1.8% of women.')).toBeTruthy();
    // The portrait and the scores at a glance, written for the reader's own scores.
    expect(screen.getByText('Portrait paragraph one.')).toBeTruthy();
    const glance = screen.getByRole('region', { name: 'Your scores at a glance' });
    expect(glance.textContent).toContain('Clearest preferenceIntuition73%High');
    expect(glance.textContent).toContain('Lightest preferenceFeeling55%Close call');
    expect(glance.textContent).toContain('Emotional steadinessCalm85%Very high');
    // Each growth section has its advice from the strongest and weakest scales and from steadiness.
    const personal = screen.getByRole('region', { name: 'Personal growth' });
    expect(within(personal).getByRole('article', { name: 'Personal strongest title' }).textContent).toContain('Intuition · 73%');
    expect(within(personal).getByRole('article', { name: 'Personal weakest title' }).textContent).toContain('Feeling · 55%');
    expect(within(personal).getByRole('article', { name: 'Personal steadiness title' }).textContent).toContain('Personal steadiness text.');
    // Further reading leads to the site's own pages, in the report's language.
    const reading = screen.getByRole('region', { name: 'Further reading' });
    expect(within(reading).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/answer/question/BMBTI-1754?hl=en-US',
      '/help/BMBTI-1754?hl=en-US#privacy',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'Blind spots' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Fields and roles that often suit you' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take the test' }).getAttribute('href')).toBe('/answer/question/BMBTI-1754?hl=en-US');
    expect(screen.getByText('Coming soon')).toBeTruthy();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(contents).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '#report-basic',
      '#report-personal',
      '#report-relationships',
      '#report-career',
      '#report-reading',
      '#report-guide',
      '#report-tests',
    ]);

    await user.click(screen.getByRole('tab', { name: 'Dimensions' }));
    await chartsLoaded();
    await screen.findByRole('tab', { name: 'Dimensions', selected: true });
    expect(sectionTitles()).toEqual(DIMENSION_SECTIONS);
    expect(within(screen.getByRole('tabpanel')).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Extraversion and Introversion',
      'Sensing and Intuition',
      'Thinking and Feeling',
      'Judging and Perceiving',
      'Calm and Reactive',
    ]);
    const introversion = screen.getByRole('article', { name: 'Introversion' });
    const current = within(introversion).getByRole('listitem', { current: 'step' });
    expect(current.textContent).toBe('High (your level)');
    // What each scale means for the reader, and the close call on Thinking and Feeling (55%).
    expect(screen.getByRole('article', { name: 'Introversion · 62%' }).textContent).toContain('Introversion reading.');
    expect(screen.getByRole('note', { name: 'A close call' }).textContent).toContain('TF close call text.');
    expect(screen.getAllByRole('note', { name: 'A close call' })).toHaveLength(1);
    expect(screen.getByText('More Introversion than 62% of test takers')).toBeTruthy();
    expect(screen.getByText('Your type, INFJ, is number 16 of 16, with 1.5% of recent results.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Result analysis' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('Introversion62%48%–71%Clear');
    // Countries are named in the report's language.
    expect(screen.getByRole('table', { name: 'Top 10 countries' }).textContent).toContain('Germany');
  });

  it('keeps the open tab in the URL, and opens the tab the URL names', async () => {
    const { user } = await renderApp(`${PAGE}&tab=dimensions&hl=en-US`);
    expect(await screen.findByRole('tab', { name: 'Dimensions', selected: true })).toBeTruthy();
    await chartsLoaded();
    expect(sectionTitles()).toEqual(DIMENSION_SECTIONS);

    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await screen.findByRole('tab', { name: 'Overview', selected: true });
    expect(searchParam('tab')).toBeNull();
    expect(sectionTitles()).toEqual(OVERVIEW_SECTIONS);

    // The tabs work from the keyboard: arrows move between them, Enter opens one.
    screen.getByRole('tab', { name: 'Overview' }).focus();
    await user.keyboard('{ArrowRight}{Enter}');
    await chartsLoaded();
    expect(await screen.findByRole('tab', { name: 'Dimensions', selected: true })).toBeTruthy();
    expect(searchParam('tab')).toBe('dimensions');
    expect(searchParam('order')).toBe(ORDER);
  });

  it('leaves the comparisons and the reference ranges out until there are enough results, never showing a sample', async () => {
    reportBackend.set({ comparisons: false });
    await renderApp(`${PAGE}&tab=dimensions`);
    await screen.findByRole('heading', { level: 1, name: 'The Quiet Guide' });
    await chartsLoaded();
    expect(sectionTitles()).toEqual(['Dimension analysis', 'Result analysis']);
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(contents).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dimension analysis', 'Result analysis']);
    const table = screen.getByRole('table', { name: 'Result analysis' });
    expect(within(table).queryByText('Reference range')).toBeNull();
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('Introversion62%Clear');
    expect(screen.getByText('Your score on each dimension, with a quick reading of what it means.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/sample/i);
  });

  it('says what the comparisons rest on once they are real', async () => {
    await renderApp(`${PAGE}&tab=dimensions`);
    await screen.findByRole('heading', { level: 1, name: 'The Quiet Guide' });
    expect(screen.getAllByText('Drawn from 48,210 results on Innerscope.')).toHaveLength(3);
  });

  it('shows a skeleton while loading, and a retry after a failure', async () => {
    reportBackend.fail('Report', 'network');
    const release = reportBackend.pause('Report');
    const { user } = await renderApp(PAGE);
    expect(screen.getByRole('status', { name: 'Loading your report' })).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { name: 'Your report could not be loaded' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The Quiet Guide' })).toBeTruthy();
  });
});

describe('report page: language', () => {
  it('loads the report again in the chosen language, keeps hl in the URL, and never asks to pay', async () => {
    const urls = recordUrls();
    const { user } = await renderApp(`${PAGE}&tab=dimensions`);
    await screen.findByRole('heading', { level: 1, name: 'The Quiet Guide' });
    expect(searchParam('hl')).toBe('en-US');

    await user.selectOptions(screen.getByLabelText('Report language'), 'de-DE');

    expect(await screen.findByRole('heading', { level: 1, name: '[de-DE] The Quiet Guide' })).toBeTruthy();
    expect(reportBackend.requestsOf('Report').map((request) => request.variables.locale)).toEqual(['en-US', 'de-DE']);
    expect(searchParam('hl')).toBe('de-DE');
    expect(searchParam('tab')).toBe('dimensions');
    expect(searchParam('order')).toBe(ORDER);
    expect(window.location.pathname).toBe('/report/result/BMBTI-1754');
    expect(urls.some((url) => url.includes('/paying/'))).toBe(false);
    expect(screen.queryByText('Your report is waiting for payment')).toBeNull();
    // Countries follow the report's language.
    expect(screen.getByRole('table', { name: /Top 10/ }).textContent).toContain('Deutschland');
    // Its texts written for the reader's scores are not translated yet: left out, never shown in English.
    expect(screen.queryByText(/reading\.$/)).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('leaves out the parts not yet written in the report’s language, rather than show them in English', async () => {
    await renderApp(`${PAGE}&hl=de-DE`);
    expect(await screen.findByRole('heading', { level: 1, name: '[de-DE] The Quiet Guide' })).toBeTruthy();
    await chartsLoaded();
    expect(await screen.findByText('[de-DE] Personal intro.')).toBeTruthy();
    expect(screen.queryByText(/Portrait paragraph|strongest|weakest|steadiness/)).toBeNull();
    expect(document.getElementById('report-reading')).toBeNull();
    expect(document.getElementById('report-basic-glance')).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
    expect(document.body.textContent).not.toContain('Take the test again');
  });

  it('keeps the report on screen when it cannot be loaded in the new language', async () => {
    reportBackend.set({ unreadableLocales: ['fr-FR'] });
    const urls = recordUrls();
    const { user } = await renderApp(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'The Quiet Guide' });

    await user.selectOptions(screen.getByLabelText('Report language'), 'fr-FR');

    expect((await screen.findByRole('alert')).textContent).toContain(
      'The report could not be loaded in Français. It is still shown in the language before.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'The Quiet Guide' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'We can’t open this report here' })).toBeNull();
    expect(urls.some((url) => url.includes('/paying/'))).toBe(false);
  });
});

describe('report page: PDF', () => {
  it('offers the PDF at once when it is ready', async () => {
    await renderApp(PAGE);
    const link = await screen.findByRole('link', { name: 'Download PDF' });
    expect(link.getAttribute('href')).toBe(PDF_URL);
    await act(async () => undefined);
    expect(reportBackend.requestsOf('ReportPdf')).toHaveLength(0);
  });

  it('asks every 3 seconds while the PDF is being made, and stops when it arrives', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The report, then two polls, say "not yet"; the third poll has the link.
    reportBackend.set({ pdfUrls: [null, null, null, PDF_URL] });
    await renderApp(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'The Quiet Guide' });
    expect(screen.getByRole('button', { name: 'Download PDF' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Preparing your PDF…')).toBeTruthy();

    for (const expected of [1, 2, 3]) {
      await act(() => vi.advanceTimersByTimeAsync(PDF_POLL_INTERVAL_MS));
      // The first check also fetches the client's code: its request follows a moment later.
      await vi.waitFor(() => expect(reportBackend.requestsOf('ReportPdf')).toHaveLength(expected));
    }
    expect((await screen.findByRole('link', { name: 'Download PDF' })).getAttribute('href')).toBe(PDF_URL);
    expect(screen.queryByText('Preparing your PDF…')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(PDF_POLL_INTERVAL_MS * 10));
    expect(reportBackend.requestsOf('ReportPdf')).toHaveLength(3);
  });

  it('stops asking after 2 minutes, says so, and asks again on request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    reportBackend.set({ pdfUrls: [null] });
    const { user } = await renderApp(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'The Quiet Guide' });

    await act(() => vi.advanceTimersByTimeAsync(PDF_POLL_LIMIT_MS));
    const polls = PDF_POLL_LIMIT_MS / PDF_POLL_INTERVAL_MS;
    await vi.waitFor(() => expect(reportBackend.requestsOf('ReportPdf')).toHaveLength(polls));
    expect(await screen.findByText('Your PDF is taking longer than usual. It will also reach you by e-mail.')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(PDF_POLL_LIMIT_MS));
    expect(reportBackend.requestsOf('ReportPdf')).toHaveLength(polls);

    reportBackend.set({ pdfUrls: [PDF_URL] });
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect((await screen.findByRole('link', { name: 'Download PDF' })).getAttribute('href')).toBe(PDF_URL);
    expect(reportBackend.requestsOf('ReportPdf')).toHaveLength(polls + 1);
  });
});

describe('report routes', () => {
  it('leads /report with an order to that order’s report', async () => {
    await renderApp(`/report?order=${ORDER}&hl=en-US`);
    expect(await screen.findByRole('heading', { level: 1, name: 'The Quiet Guide' })).toBeTruthy();
    expect(window.location.pathname).toBe('/report/result/BMBTI-1754');
    expect(searchParam('order')).toBe(ORDER);
  });

  it('leads /report without an order to the retrieve page', async () => {
    await renderApp('/report');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get your report links by e-mail' })).toBeTruthy();
    expect(currentUrl()).toBe('/report/retrieve/BMBTI-1754');
  });

  it('opens the older report path the same way', async () => {
    await renderApp(`/report/result-old/BMBTI-1754?order=${ORDER}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'The Quiet Guide' })).toBeTruthy();
  });

  it('downloads the PDF from the download page, with a link to do it by hand and a way back', async () => {
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.href);
    });
    await renderApp(`/report/result-download/BMBTI-1754?order=${ORDER}&t=${TOKEN}`);
    const manual = await screen.findByRole('link', { name: 'tap here' });
    expect(manual.getAttribute('href')).toBe(PDF_URL);
    expect(screen.getByText(/Your download should start/)).toBeTruthy();
    expect(clicks).toEqual([PDF_URL]);
    const back = screen.getByRole('link', { name: 'Back to the report' }).getAttribute('href') ?? '';
    expect(back.startsWith(`/report/result/BMBTI-1754?order=${ORDER}&t=${TOKEN}`)).toBe(true);
  });

  it('waits on the download page until the PDF exists', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    reportBackend.set({ pdfUrls: [null, PDF_URL] });
    await renderApp(`/report/result-download/BMBTI-1754?order=${ORDER}`);
    expect(await screen.findByText('We are preparing your PDF. The download starts as soon as it is ready.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(PDF_POLL_INTERVAL_MS));
    expect(await screen.findByRole('link', { name: 'tap here' })).toBeTruthy();
  });
});
