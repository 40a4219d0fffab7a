import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { accountBackend, accountHandlers, fakeUser } from '../../account/test/accountBackend';
import { userCentreBackend, userCentreHandlers } from '../test/userCentreBackend';

const PAGE = '/userCenter/rightsInterests/BMBTI-1754';

beforeEach(() => {
  accountBackend.reset();
  userCentreBackend.reset();
  server.use(...accountHandlers, ...userCentreHandlers);
});

function member(extra: Parameters<typeof userCentreBackend.set>[1]) {
  accountBackend.addUser(fakeUser());
  accountBackend.signIn('ana@example.com');
  userCentreBackend.set('ana@example.com', extra);
}

describe('rights and interests', () => {
  it('lists the seven benefits, each with its icon, name and content', async () => {
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Membership benefits' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'What Premium includes' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(within(items[3]!).getByRole('heading', { level: 3 }).textContent).toBe('Daily question');
    expect(within(items[3]!).getByText('A personal question sent to you every day')).toBeTruthy();
    expect(items.every((item) => item.querySelector('svg[aria-hidden="true"]'))).toBe(true);
    expect(screen.queryByText('No more')).toBeNull();
  });

  it('sends a visitor to the test, and offers to log in', async () => {
    await renderApp(PAGE);
    expect((await screen.findByRole('link', { name: 'Take the personality test' })).getAttribute('href')).toBe('/index/BMBTI-1754');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(`/user/login/BMBTI-1754?next=${encodeURIComponent(PAGE)}`);
  });

  it('offers a member the upgrade of their latest paid test, with a word on what comes next', async () => {
    member({ latestPaidOrder: 'plan-paid-0000001', centre: { tier: 'basic' } });
    await renderApp(`/fr${PAGE}`);
    const upgrade = await screen.findByRole('link', { name: /Premium/ });
    expect(upgrade.getAttribute('href')).toBe('/fr/paying/upgrade/BMBTI-1754?order=plan-paid-0000001');
    expect(screen.queryByRole('link', { name: /connecter|Log in/ })).toBeNull();
  });

  it('tells a premium member until when', async () => {
    member({ latestPaidOrder: 'plan-paid-0000001', centre: { tier: 'premium', validUntil: '2027-11-23T12:00:00.000Z' } });
    await renderApp(PAGE);
    expect(await screen.findByText('You have Premium until November 23, 2027.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Upgrade to Premium' })).toBeNull();
  });

  it('offers to load again when the benefits fail to load', async () => {
    userCentreBackend.failNext();
    const { user } = await renderApp(PAGE);
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(7);
  });
});
