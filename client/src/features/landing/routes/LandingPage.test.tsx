import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@innerscope/shared/locales';
import { LANDING_THEMES, type LandingTheme } from '@innerscope/shared/routes';
import { clickToLazyPage, currentUrl, renderApp } from '../../../../test/renderApp';
import { themeConfigFor } from '../../../theme/themeConfig';
import { muiThemeFor } from '../../../theme/themes';
import { LANDING_CONTENT } from '../landingThemes';
import LandingPage from './LandingPage';

const here = dirname(fileURLToPath(import.meta.url));
const read = <T,>(path: string) => JSON.parse(readFileSync(join(here, path), 'utf8')) as T;
/** What the page shows in a locale: the core words over the English ones, and the landing bundle. */
const compiled = (locale: Locale) => ({
  ...read<Record<string, MessageFormatElement[]>>('../../../i18n/compiled/core/en-US.json'),
  ...read<Record<string, MessageFormatElement[]>>(`../../../i18n/compiled/core/${locale}.json`),
  ...read<Record<string, MessageFormatElement[]>>(`../../../i18n/compiled/landing/${locale}.json`),
});
const source = (locale: Locale) => read<Record<string, string>>(`../../../../locales/${locale}.json`);

const QUERY = '?hl=x&fbclid=abc&utm_source=ad';

function renderLanding(locale: Locale, theme: LandingTheme, segment = 'BMBTI-1754') {
  const problems: string[] = [];
  const path = `/${locale}/landing/${theme}/${segment}${QUERY}`;
  const view = render(
    <IntlProvider locale={locale} messages={compiled(locale)} onError={(error) => problems.push(error.message)}>
      <ThemeProvider theme={muiThemeFor(themeConfigFor(`landing-${theme}-code-examId`, '').theme)}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/:locale/landing/:theme/:codeExamId" element={<LandingPage />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </IntlProvider>,
  );
  return { problems, view };
}

describe('landing pages', () => {
  describe.each(LOCALES)('in %s', (locale) => {
    const words = source(locale);
    it.each(LANDING_THEMES)('%s shows its own words, with no missing message, and starts the test with the query kept', (theme) => {
      const { problems, view } = renderLanding(locale, theme);
      const page = within(view.container);
      expect(page.getByRole('heading', { level: 1 }).textContent).toBe(words[`landing.${theme}.title`]);
      expect(page.getByText(words[`landing.${theme}.eyebrow`]!)).toBeTruthy();
      expect(page.getByText(words[`landing.${theme}.lead`]!)).toBeTruthy();
      expect(page.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
        ['point1', 'point2', 'point3'].map((point) => words[`landing.${theme}.${point}`]),
      );
      const target = LANDING_CONTENT[theme].exam === 'YDGX' ? 'YDGX-1802' : 'BMBTI-1754';
      const starts = page.getAllByRole('link').filter((link) => link.getAttribute('href')?.includes('/answer/question/'));
      expect(starts).toHaveLength(2);
      for (const link of starts) expect(link.getAttribute('href')).toBe(`/${locale}/answer/question/${target}${QUERY}`);
      expect(view.container.querySelector('[data-art] svg, [data-art] img')).not.toBeNull();
      expect(problems).toEqual([]);
    });
  });

  it('gives every theme a different headline and picture', () => {
    const words = source('en-US');
    expect(new Set(LANDING_THEMES.map((theme) => words[`landing.${theme}.title`])).size).toBe(LANDING_THEMES.length);
    expect(new Set(LANDING_THEMES.map((theme) => LANDING_CONTENT[theme].art)).size).toBe(LANDING_THEMES.length);
  });

  it('says the 16-type test is not affiliated with the owner of the MBTI trademark', () => {
    renderLanding('en-US', 'types');
    expect(screen.getByText(/not affiliated with or endorsed by the Myers-Briggs Company/)).toBeTruthy();
  });

  it('leads the psychological-map page to the map, without the trademark note', () => {
    const { view } = renderLanding('en-US', 'psychological');
    const page = within(view.container);
    expect(page.getAllByRole('link', { name: 'Start the psychological map' })[0]!.getAttribute('href')).toBe(`/en-US/answer/question/YDGX-1802${QUERY}`);
    expect(page.queryByText(/Myers-Briggs/)).toBeNull();
  });

  it('shows the depression screen plainly: what it is and a way to start, no picture, no selling points', () => {
    const { view, problems } = renderLanding('ko-KR', 'young', 'DEPS-1801');
    const page = within(view.container);
    const words = source('ko-KR');
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe(words['landing.health.title']);
    expect(page.getByText(words['landing.health.body']!)).toBeTruthy();
    expect(page.queryByRole('listitem')).toBeNull();
    expect(view.container.querySelector('[data-art]')).toBeNull();
    const links = page.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`/ko-KR/answer/question/DEPS-1801${QUERY}`]);
    expect(problems).toEqual([]);
  });
});

describe('landing pages in the app', () => {
  it('open from a legacy name in the theme of the page, and the start button keeps the query', async () => {
    await renderApp('/de/relaxPage/BMBTI-1754?gclid=g1&hl=de-DE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kommen Sie zur Ruhe und lernen Sie sich kennen' }, { timeout: 15_000 })).toBeTruthy();
    expect(currentUrl()).toBe('/de/landing/relax/BMBTI-1754?gclid=g1&hl=de-DE');
    expect(screen.getAllByRole('img', { name: 'Innerscope' })[0]!.getAttribute('src')).toBe('/assets/logo/theme-relax.svg');
    await clickToLazyPage(screen.getAllByRole('link', { name: 'Test starten' })[0]!);
    expect(currentUrl()).toBe('/de/answer/question/BMBTI-1754?gclid=g1&hl=de-DE');
  });
});
