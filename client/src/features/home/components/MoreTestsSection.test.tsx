import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/renderApp';

describe("the home page's line about the other tests", () => {
  it('leads to the test centre, in the visitor\'s locale', async () => {
    await renderApp('/index/BMBTI-1754');
    // The lower sections are their own chunk, fetched after first paint: the first test of a run compiles it.
    const section = await screen.findByRole('region', { name: 'More tests' }, { timeout: 15_000 });
    expect(within(section).getByRole('link', { name: 'Open the test centre' }).getAttribute('href')).toBe('/userCenter/exploreMore/testCenter/BMBTI-1754');
  });

  it('keeps the locale prefix', async () => {
    await renderApp('/ko/index/BMBTI-1754');
    const section = await screen.findByRole('region', { name: '더 많은 검사' });
    expect(within(section).getByRole('link', { name: '테스트 센터 열기' }).getAttribute('href')).toBe('/ko/userCenter/exploreMore/testCenter/BMBTI-1754');
  });
});
