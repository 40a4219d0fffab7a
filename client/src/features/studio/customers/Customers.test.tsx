import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { resetStudioClient } from '../studioClient';
import { studioBackend, studioHandlers } from '../test/studioBackend';
import { minorUnitsOf } from './CustomerDialogs';
import { customersBackend, customersHandlers } from './test/customersBackend';

const SUPPORT = ['customers:read', 'customers:reveal', 'customers:resendReport', 'order:refund', 'subscription:cancel', 'operations:read', 'operations:retry'];
const VIEW = '/studio/customers/view?ref=ORDERREFERENCE00001';

function signedInAs(roles: ('SUPPORT' | 'FINANCE' | 'ADMIN')[], permissions: string[]) {
  studioBackend.stage = 'active';
  studioBackend.roles = roles;
  studioBackend.permissions = permissions;
}

beforeEach(() => {
  studioBackend.reset();
  customersBackend.reset();
  signedInAs(['SUPPORT'], SUPPORT);
  server.use(...studioHandlers, ...customersHandlers);
});
afterEach(() => resetStudioClient());

describe('the studio’s customers', () => {
  it('finds a customer by e-mail address, masked, and explains a search it cannot run', async () => {
    const { user } = await renderApp('/studio/customers');
    await screen.findByRole('heading', { level: 1, name: 'Customers' });
    await user.type(screen.getByLabelText('E-mail address or order number'), 'x');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter an e-mail address or an order number.');
    await user.clear(screen.getByLabelText('E-mail address or order number'));
    await user.type(screen.getByLabelText('E-mail address or order number'), 'Jane.Customer@example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const grid = await screen.findByRole('grid', { name: 'Customers' });
    const link = within(grid).getByRole('link', { name: 'j•••@e•••.com' });
    expect(link.getAttribute('href')).toBe('/studio/customers/view?ref=ORDERREFERENCE00001');
    expect(screen.queryByText('jane.customer@example.com')).toBeNull();
    await user.clear(screen.getByLabelText('E-mail address or order number'));
    await user.type(screen.getByLabelText('E-mail address or order number'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('status')).textContent).toBe('No customer with that e-mail address or order number.');
  }, 60_000);

  it('shows the page masked until Reveal, which the server records', async () => {
    const { user } = await renderApp(VIEW);
    await screen.findByRole('heading', { level: 1, name: 'j•••@e•••.com' });
    for (const table of ['Orders', 'Payments', 'Plans', 'Reports', 'E-mails sent', 'Consents']) expect(screen.getByRole('grid', { name: table })).toBeTruthy();
    const payments = screen.getByRole('grid', { name: 'Payments' });
    expect(within(payments).getByText('visa ••••')).toBeTruthy();
    expect(screen.queryByText(/4242/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    await screen.findByRole('heading', { level: 1, name: 'jane.customer@example.com' });
    expect(within(screen.getByRole('grid', { name: 'Payments' })).getByText('visa 4242')).toBeTruthy();
    expect(screen.getByText('Personal data shown. The reveal is in the audit log.')).toBeTruthy();
    expect(customersBackend.sent.filter((s) => s.op === 'reveal')).toEqual([{ op: 'reveal', variables: { ref: 'ORDERREFERENCE00001' } }]);
  }, 60_000);

  it('refunds part of a payment with a reason, once per form, and refuses more than is left', async () => {
    const { user } = await renderApp(VIEW);
    const payments = await screen.findByRole('grid', { name: 'Payments' });
    await user.click(within(payments).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund a payment' });
    await user.click(within(dialog).getByLabelText('Part of it'));
    await user.type(within(dialog).getByLabelText('Amount to refund (USD)'), '25');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Report arrived late');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('That is more than is left to refund on this payment.')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Amount to refund (USD)'));
    await user.type(within(dialog).getByLabelText('Amount to refund (USD)'), '5,00');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect((await screen.findByRole('status')).textContent).toBe('Refunded $5.00.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const refunds = customersBackend.sent.filter((s) => s.op === 'refund').map((s) => s.variables.input as { amount: number; idempotencyKey: string; paymentId: string });
    expect(refunds.map((r) => r.amount)).toEqual([2500, 500]);
    // Both tries came from the same form: the same request key, so the server makes one refund of them.
    expect(new Set(refunds.map((r) => r.idempotencyKey)).size).toBe(1);
    await waitFor(() => expect(within(screen.getByRole('grid', { name: 'Payments' })).getByText('$14.99')).toBeTruthy());
  }, 60_000);

  it('cancels a plan and resends the report e-mail after asking', async () => {
    const { user } = await renderApp(VIEW);
    const plans = await screen.findByRole('grid', { name: 'Plans' });
    await user.click(within(plans).getByRole('button', { name: 'Cancel plan' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Cancel this plan?' })).getByRole('button', { name: 'Cancel the plan' }));
    expect((await screen.findByRole('status')).textContent).toBe('The plan is cancelled.');
    await waitFor(() => expect(within(screen.getByRole('grid', { name: 'Plans' })).queryByRole('button', { name: 'Cancel plan' })).toBeNull());
    await user.click(within(screen.getByRole('grid', { name: 'Reports' })).getByRole('button', { name: 'Resend e-mail' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Send the report e-mail again?' })).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The report e-mail is on its way.'));
    expect(customersBackend.sent.find((s) => s.op === 'resend')?.variables).toMatchObject({ orderNumber: 'ORDERREFERENCE00001', requestKey: expect.stringMatching(/^[\w-]{8,80}$/) });
  }, 60_000);

  it('gives finance the masked page and refunds, without reveal, cancel or resend', async () => {
    signedInAs(['FINANCE'], ['customers:read', 'order:refund']);
    await renderApp(VIEW);
    await screen.findByRole('heading', { level: 1, name: 'j•••@e•••.com' });
    expect(screen.queryByRole('button', { name: 'Reveal' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resend e-mail' })).toBeNull();
    expect(within(screen.getByRole('grid', { name: 'Payments' })).getByRole('button', { name: 'Refund' })).toBeTruthy();
  }, 60_000);

  it('keeps the customers pages from roles without them', async () => {
    signedInAs(['ADMIN'], ['content:write', 'audit:read']);
    await renderApp('/studio/customers');
    expect((await screen.findByRole('alert')).textContent).toBe('Your roles do not include this page.');
  }, 60_000);

  it('reads typed amounts as minor units', () => {
    expect([minorUnitsOf('12.5'), minorUnitsOf('12,50'), minorUnitsOf(' 1200 '), minorUnitsOf('0.01')]).toEqual([1250, 1250, 120000, 1]);
    expect([minorUnitsOf(''), minorUnitsOf('-1'), minorUnitsOf('1.234'), minorUnitsOf('abc')]).toEqual([null, null, null, null]);
  });
});

describe('the studio’s audit log search', () => {
  it('searches by action and target, and says when nothing matches', async () => {
    signedInAs(['ADMIN'], ['audit:read', 'staff:manage']);
    const { user } = await renderApp('/studio/audit');
    await screen.findByText('payment.refund');
    await user.type(screen.getByLabelText('Action (starts with)'), 'customer.');
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByText('payment.refund')).toBeNull());
    expect(screen.getByText('customer.reveal')).toBeTruthy();
    await user.type(screen.getByLabelText('Target id'), 'nothing-here');
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('status')).textContent).toBe('No entries match this search.');
    expect(customersBackend.sent.filter((s) => s.op === 'audit').at(-1)?.variables).toMatchObject({ filter: { action: 'customer.', target: 'nothing-here', actor: null, from: null, to: null } });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await screen.findByText('payment.refund');
  }, 60_000);
});
