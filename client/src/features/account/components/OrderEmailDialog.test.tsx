import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { subscriptionBackend, subscriptionHandlers } from '../../subscription/test/subscriptionBackend';
import { accountBackend, accountHandlers, type FakeOrder, fakeUser } from '../test/accountBackend';
import { field } from '../test/fields';

const PAGE = '/userCenter/reportList';
const PAID: FakeOrder = {
  orderNumber: 'plan-paid-0000001',
  status: 'COMPLETED',
  total: 100,
  currency: 'USD',
  createdAt: '2026-03-01T12:00:00.000Z',
  paidAt: '2026-03-02T12:00:00.000Z',
  sku: { id: 'bmbti-trial-monthly', kind: 'plan', interval: 'MONTH', intervalCount: 1 },
};
const UNPAID: FakeOrder = { ...PAID, orderNumber: 'plan-unpaid-00001', status: 'CREATED', paidAt: null };

beforeEach(() => {
  accountBackend.reset();
  subscriptionBackend.reset();
  server.use(...accountHandlers, ...subscriptionHandlers);
  accountBackend.addUser(fakeUser({ orders: [PAID, UNPAID] }));
  accountBackend.signIn('ana@example.com');
});

async function openDialog() {
  const view = await renderApp(PAGE);
  await screen.findByRole('heading', { level: 1, name: 'My reports' });
  await view.user.click(await screen.findByRole('button', { name: `Change the e-mail address of order ${PAID.orderNumber}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Send this report to another address' });
  return { ...view, dialog };
}

describe('moving a paid order to another address', () => {
  it('shows where a paid report goes, and offers the change on paid orders only', async () => {
    await renderApp(PAGE);
    const line = await screen.findByText((_text, element) => element?.tagName === 'P' && element.textContent === 'Report sent to ana@example.com');
    expect(within(line).getByText('ana@example.com').tagName).toBe('STRONG');
    expect(screen.getAllByRole('button', { name: /^Change the e-mail address of order/ })).toHaveLength(1);
  });

  it('checks the address, sends a code to the new one, takes the code, and the order leaves the list', async () => {
    const { user, dialog } = await openDialog();
    const send = within(dialog).getByRole('button', { name: 'Send code' });
    await user.click(send);
    expect(field('New e-mail address').error).toBe('Please input email address');
    await user.type(field('New e-mail address').input, 'ana@');
    await user.click(send);
    expect(field('New e-mail address').error).toBe('Please enter a valid email address.');
    expect(accountBackend.orderCodesSent).toEqual([]);

    await user.clear(field('New e-mail address').input);
    await user.type(field('New e-mail address').input, 'ana@example.com');
    await user.click(send);
    await waitFor(() => expect(field('New e-mail address').error).toBe('This is already the address of this order.'));
    expect(document.activeElement).toBe(field('New e-mail address').input);

    await user.clear(field('New e-mail address').input);
    await user.type(field('New e-mail address').input, 'ana.new@example.com');
    await user.click(send);
    expect(await within(dialog).findByText('We sent a 6-digit code to ana.new@example.com. It is valid for 10 minutes.')).toBeTruthy();
    expect(accountBackend.orderCodesSent.at(-1)).toEqual({ orderNumber: PAID.orderNumber, email: 'ana.new@example.com', locale: 'en-US' });
    expect(document.activeElement).toBe(field('Verification code').input);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(field('Verification code').error).toBe('Please enter the verification code');
    await user.type(field('Verification code').input, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(field('Verification code').error).toBe('This code is wrong or has expired. Check the e-mail or ask for a new code.'));

    await user.clear(field('Verification code').input);
    await user.type(field('Verification code').input, accountBackend.orderCodeFor(PAID.orderNumber, 'ana.new@example.com') ?? '');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText('Done. The report of this order now goes to ana.new@example.com, and the order has left this account.'),
    ).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Change the e-mail address of order/ })).toBeNull());
    expect(screen.queryByText(/Report sent to/)).toBeNull();
  }, 20_000);

  it('says so when the network fails, and changes nothing', async () => {
    accountBackend.fail('AccountSendOrderEmailCode', 'network');
    const { user, dialog } = await openDialog();
    await user.type(field('New e-mail address').input, 'ana.new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('We could not reach our server. Check your connection and try again.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(accountBackend.user('ana@example.com')?.orders).toHaveLength(2);
  });
});
