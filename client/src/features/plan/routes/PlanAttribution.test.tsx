import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { ALL, saveConsent } from '../../../shared/consent';
import { checkoutBackend, checkoutHandlers, TRIAL_PLAN } from '../test/checkoutBackend';

const trackAdEvent = vi.fn((..._args: unknown[]) => Promise.resolve());
vi.mock('../../../shared/adEvents', () => ({ trackAdEvent: (...args: unknown[]) => trackAdEvent(...args) }));

const SESSION = 'session-for-the-plans1';
const stubPage = (heading: string) => () => Promise.resolve({ default: () => <h1>{heading}</h1> });
const loaders = { payment: stubPage('Payment page'), package: stubPage('Upsell steps') };

beforeEach(() => {
  checkoutBackend.reset();
  server.use(...checkoutHandlers);
  checkoutBackend.seedSession({ id: SESSION });
});
afterEach(() => {
  localStorage.clear();
  trackAdEvent.mockClear();
});

describe('plan page: campaign parameters', () => {
  it('records the query’s tracking parameters with the order, keeps them on the way on, and reports the checkout', async () => {
    saveConsent(ALL);
    const { user } = await renderApp(`/paying/scheme/BMBTI-1754?s=${SESSION}&fbclid=IwAR0&utm_source=x&hl=en-US`, { loaders });
    await screen.findByRole('heading', { level: 1, name: 'Choose how to get your full report' });
    await user.click(screen.getByRole('radio', { name: '7-day trial, then $29.99 a month' }));
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree to the Terms of Service and Privacy Policy/ }));
    await user.click(screen.getByRole('checkbox', { name: /renews automatically/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await screen.findByRole('heading', { name: 'Payment page' });
    expect(currentUrl()).toContain('fbclid=IwAR0');
    expect(checkoutBackend.createInputs).toHaveLength(1);
    expect(checkoutBackend.createInputs[0]).toMatchObject({
      skuId: TRIAL_PLAN.id,
      attribution: { params: [{ key: 'hl', value: 'en-US' }, { key: 'fbclid', value: 'IwAR0' }], marketingConsent: true },
    });
    await waitFor(() => expect(trackAdEvent).toHaveBeenCalledWith('checkout', expect.objectContaining({ orderNumber: 'order000000000001', codeExamId: 'BMBTI-1754' })));
  });
});
