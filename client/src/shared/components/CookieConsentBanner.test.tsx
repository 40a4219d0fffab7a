import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { CONSENT_VERSION, onConsentChange, readConsent, saveConsent } from '../consent';

const banner = () => screen.queryByRole('region', { name: 'Cookies' });
/** The banner comes after the first paint, its code fetched then. */
const bannerShown = () => screen.findByRole('region', { name: 'Cookies' });

function setGpc(value: boolean | undefined) {
  Object.defineProperty(navigator, 'globalPrivacyControl', { value, configurable: true });
}

afterEach(() => setGpc(undefined));

describe('cookie banner', () => {
  it('asks on a first visit, with Reject all and Accept all equally prominent, and nothing allowed yet', async () => {
    await renderApp('/');
    const region = await bannerShown();
    expect(within(region as HTMLElement).getByRole('heading', { name: 'Cookies' })).toBeTruthy();
    const reject = within(region as HTMLElement).getByRole('button', { name: 'Reject all' });
    const accept = within(region as HTMLElement).getByRole('button', { name: 'Accept all' });
    // Same component, variant and size: neither answer is dressed up or played down.
    expect(reject.className).toBe(accept.className);
    expect(within(region as HTMLElement).getByRole('button', { name: 'Settings' }).getAttribute('aria-haspopup')).toBe('dialog');
    expect(readConsent()).toBeUndefined();
  });

  it('stores a refusal (local storage and cookie) and goes away', async () => {
    const heard: string[] = [];
    const stop = onConsentChange((state) => heard.push(`${state.analytics_storage}/${state.ad_storage}`));
    const { user } = await renderApp('/');
    await user.click(within(await bannerShown()).getByRole('button', { name: 'Reject all' }));
    stop();
    expect(banner()).toBeNull();
    expect(readConsent()?.choices).toEqual({ analytics: false, marketing: false });
    expect(document.cookie).toContain(`cookie_consent=v=${CONSENT_VERSION}&analytics=0&marketing=0`);
    expect(heard).toEqual(['denied/denied']);
  });

  it('stays away once a choice is stored', async () => {
    saveConsent({ analytics: true, marketing: false });
    const { user } = await renderApp('/');
    // The banner would come with the dialog's code, long fetched by the time the dialog shows.
    await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookie settings' }));
    await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(banner()).toBeNull();
  });

  it('opens the settings, a modal dialog whose optional switches start off; Escape closes it without saving', async () => {
    const { user } = await renderApp('/');
    await user.click(within(await bannerShown()).getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(within(dialog).getByText('Always on')).toBeTruthy();
    expect(within(dialog).getByText(/They cannot be turned off/)).toBeTruthy();
    const analytics = within(dialog).getByRole('switch', { name: 'Analytics' }) as HTMLInputElement;
    const marketing = within(dialog).getByRole('switch', { name: 'Marketing' }) as HTMLInputElement;
    expect([analytics.checked, marketing.checked]).toEqual([false, false]);
    expect(analytics.getAttribute('aria-describedby')).toBe('cookie-analytics-description');
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readConsent()).toBeUndefined();
    expect(banner()).toBeTruthy();
  });

  it('saves the categories chosen with the switches, by keyboard', async () => {
    const { user } = await renderApp('/');
    await user.click(within(await bannerShown()).getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    within(dialog).getByRole('switch', { name: 'Analytics' }).focus();
    await user.keyboard(' ');
    await user.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(banner()).toBeNull();
    expect(readConsent()?.choices).toEqual({ analytics: true, marketing: false });
  });
});

describe('changing the choice later', () => {
  it('reopens the settings from the footer, showing the stored choice', async () => {
    saveConsent({ analytics: true, marketing: false });
    const { user } = await renderApp('/');
    const footer = screen.getByRole('contentinfo');
    await user.click(within(footer).getByRole('button', { name: 'Cookie settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect((within(dialog).getByRole('switch', { name: 'Analytics' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Reject all' }));
    expect(readConsent()?.choices).toEqual({ analytics: false, marketing: false });
  });
});

describe('Global Privacy Control', () => {
  it('counts as a refusal: no banner, and the settings say why the optional switches are off', async () => {
    setGpc(true);
    const { user } = await renderApp('/');
    await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookie settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(banner()).toBeNull();
    expect(within(dialog).getByText(/Global Privacy Control/)).toBeTruthy();
    for (const name of ['Analytics', 'Marketing']) {
      const toggle = within(dialog).getByRole('switch', { name }) as HTMLInputElement;
      expect([toggle.checked, toggle.disabled]).toEqual([false, true]);
    }
    expect(within(dialog).queryByRole('button', { name: 'Accept all' })).toBeNull();
  });
});
