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

const ALL_BENEFITS = ['allTests', 'articles', 'courses', 'dailyPush', 'games', 'profile', 'treeHole'];
const LATER_FEATURES = ['allTests', 'iqTest', 'courses', 'articles', 'experiments', 'dailyQuestion', 'games', 'treeHole'];

describe('rights and interests', () => {
  it('lists only what a plan gives today, each with its icon, name and what it is, and no Premium', async () => {
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Membership benefits' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'What you get today' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Your full report',
      'Your report as a PDF',
      'Sent to your inbox',
      'Yours to keep',
      'Your own space',
    ]);
    expect(within(items[2]!).getByText('Your report arrives by e-mail as soon as it is ready, with the PDF attached.')).toBeTruthy();
    expect(items.every((item) => item.querySelector('svg[aria-hidden="true"]'))).toBe(true);
    // Nothing that does not work yet: no course, game, tree hole, other test or daily question, and no Premium.
    expect(screen.queryByRole('list', { name: 'What Premium includes' })).toBeNull();
    expect(screen.queryByText(/course|game|tree hole|daily question|every test/i)).toBeNull();
    expect(screen.queryByText('No more')).toBeNull();
  });

  it('sends a visitor to the test, and offers to log in', async () => {
    await renderApp(PAGE);
    expect((await screen.findByRole('link', { name: 'Take the personality test' })).getAttribute('href')).toBe('/index/BMBTI-1754');
    expect(screen.getByText('Your full report is offered after the test, once or with a plan.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(`/user/login/BMBTI-1754?next=${encodeURIComponent(PAGE)}`);
  });

  it('offers a member no upgrade while Premium adds nothing that works', async () => {
    member({ latestPaidOrder: 'plan-paid-0000001', centre: { tier: 'basic' } });
    await renderApp(PAGE);
    await screen.findByRole('list', { name: 'What you get today' });
    expect(screen.queryByRole('link', { name: /Premium/ })).toBeNull();
  });

  it('lists the Premium benefits and offers the upgrade once later features are switched on', async () => {
    userCentreBackend.switchOn(LATER_FEATURES, ALL_BENEFITS);
    member({ latestPaidOrder: 'plan-paid-0000001', centre: { tier: 'basic' } });
    await renderApp(`/fr${PAGE}`);
    const upgrade = await screen.findByRole('link', { name: /Premium/ });
    expect(upgrade.getAttribute('href')).toBe('/fr/paying/upgrade/BMBTI-1754?order=plan-paid-0000001');
    expect(screen.queryByRole('link', { name: /connecter|Log in/ })).toBeNull();
    const premium = within(screen.getByRole('list', { name: 'Ce qu’inclut Premium' })).getAllByRole('listitem');
    expect(premium).toHaveLength(7);
    expect(within(premium[3]!).getByRole('heading', { level: 3 }).textContent).toBe('Daily question');
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
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(5);
  });
});
