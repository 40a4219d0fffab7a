import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { ORDER_NUMBER, paymentBackend, paymentHandlers } from '../testing/paymentBackend';

const QUERY = `?s=sessA1b2C3d4E5f6G7&order=${ORDER_NUMBER}`;

beforeEach(() => {
  paymentBackend.reset();
  server.use(...paymentHandlers);
});

describe('payment failed page', () => {
  it('gives the reason and leads back to the payment of the same order', async () => {
    await renderApp(`/paying/failed/BMBTI-1754${QUERY}&code=INSUFFICIENT_FUNDS`);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Fail' })).toBeTruthy();
    expect(screen.getByText('Your card has insufficient funds. Try another card or method.')).toBeTruthy();
    expect(screen.getByText('You have not been charged.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(`/paying/payment/BMBTI-1754${QUERY}`);
    expect(screen.getByRole('link', { name: 'Choose another method' }).getAttribute('href')).toBe(
      `/paying/payment/BMBTI-1754${QUERY}#payment-methods`,
    );
  });

  it('says the payment did not go through when the reason is unknown', async () => {
    await renderApp(`/paying/failed/BMBTI-1754${QUERY}&code=<script>`);
    expect(screen.getByText('Your payment did not go through.')).toBeTruthy();
  });

  it('says the session expired without an order', async () => {
    await renderApp('/paying/failed/BMBTI-1754?code=CARD_DECLINED');
    expect(screen.getByRole('heading', { name: 'Your session has expired' })).toBeTruthy();
  });
});
