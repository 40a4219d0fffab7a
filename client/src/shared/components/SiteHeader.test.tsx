import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clickToLazyPage, renderApp } from '../../../test/renderApp';
import { isSignedIn } from '../useSignedIn';

const clearHint = () => {
  document.cookie = 'is_in=; path=/; max-age=0';
};

describe('the header and the session', () => {
  afterEach(clearHint);

  it('reads the hint cookie exactly', () => {
    expect(isSignedIn('a=1; is_in=1')).toBe(true);
    expect(isSignedIn('is_in=1')).toBe(true);
    expect(isSignedIn('is_in=0; xis_in=1')).toBe(false);
    expect(isSignedIn('')).toBe(false);
  });

  // The benefits page is loaded on the click (a lazy chunk with its messages): on a busy machine that takes seconds.
  it('offers "Log in" to visitors and "My account" (the user centre) once signed in', { timeout: 20_000 }, async () => {
    await renderApp('/index/BMBTI-1754');
    // The inline menu is hidden by a media query on narrow screens, so it is found by its landmark label.
    const nav = () => within(document.querySelector<HTMLElement>('nav[aria-label="Main"]')!);
    expect(nav().getByRole('link', { name: 'Log in', hidden: true }).getAttribute('href')).toBe('/user/login/BMBTI-1754');
    expect(nav().queryByRole('link', { name: 'My account', hidden: true })).toBeNull();

    document.cookie = 'is_in=1; path=/';
    // The header reads the hint again on the next navigation (after logging in, the page moves on).
    await clickToLazyPage(nav().getByRole('link', { name: 'Membership', hidden: true }));
    expect((await screen.findAllByRole('link', { name: 'My account', hidden: true }, { timeout: 15_000 }))[0]!.getAttribute('href')).toBe('/userCenter/BMBTI-1754');
    expect(nav().queryByRole('link', { name: 'Log in', hidden: true })).toBeNull();
  });
});
