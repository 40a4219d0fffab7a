import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { accountBackend, accountHandlers, fakeUser } from '../../account/test/accountBackend';
import { userCentreBackend, userCentreHandlers } from '../test/userCentreBackend';

const PAGE = '/userCenter/BMBTI-1754';

beforeEach(() => {
  accountBackend.reset();
  userCentreBackend.reset();
  server.use(...accountHandlers, ...userCentreHandlers);
});

function member(centre: Parameters<typeof userCentreBackend.set>[1]) {
  accountBackend.addUser(fakeUser());
  accountBackend.signIn('ana@example.com');
  userCentreBackend.set('ana@example.com', centre);
}

const counter = (field: string) => screen.getByTestId(`counter-${field}`).textContent;

describe('user-centre home', () => {
  it('asks a visitor to log in first, coming back here, and still lets them look around', async () => {
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'My space' })).toBeTruthy();
    expect(screen.getByText(/Please log in first/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(`/user/login/BMBTI-1754?next=${encodeURIComponent(PAGE)}`);
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(`/user/register/BMBTI-1754?next=${encodeURIComponent(PAGE)}`);
    const browse = screen.getByRole('region', { name: 'Look around' });
    expect(within(browse).getByRole('link', { name: 'Take the personality test' }).getAttribute('href')).toBe('/index/BMBTI-1754');
    expect(within(browse).getByRole('link', { name: 'Membership benefits' }).getAttribute('href')).toBe('/userCenter/rightsInterests/BMBTI-1754');
    expect(within(browse).getByRole('link', { name: 'Explore' }).getAttribute('href')).toBe('/userCenter/exploreMore/BMBTI-1754');
    expect(within(browse).getByRole('link', { name: 'Grow' }).getAttribute('href')).toBe('/userCenter/growthCenter/BMBTI-1754');
    expect(screen.queryByTestId('membership-card')).toBeNull();
  });

  it('shows a free account its counters and the way to the benefits', async () => {
    member({ nickname: 'Ani', centre: { unlockedTests: 0 } });
    await renderApp('/userCenter/home/BMBTI-1754');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ani' })).toBeTruthy();
    expect(screen.getByText('ana@example.com')).toBeTruthy();
    const card = screen.getByTestId('membership-card');
    expect(within(card).getByRole('heading', { name: 'Free account' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'See what membership gives' }).getAttribute('href')).toBe('/userCenter/rightsInterests/BMBTI-1754');
    expect(counter('unlockedTests')).toBe('0unlocked tests');
    const links = screen.getByRole('region', { name: 'My account' });
    expect(within(links).getByRole('link', { name: 'My reports and orders' }).getAttribute('href')).toBe('/userCenter/reportList/BMBTI-1754');
    expect(within(links).getByRole('link', { name: 'Personal information' }).getAttribute('href')).toBe('/userCenter/setting/userInfo/BMBTI-1754');
    expect(within(links).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/userCenter/setting/BMBTI-1754');
  });

  it('shows a basic member the days used and the features tried, and only what works', async () => {
    member({ centre: { tier: 'basic', validUntil: '2027-01-10T12:00:00.000Z', daysUsed: 4, featuresTried: 3, featuresTotal: 7, unlockedTests: 1, unlockedCourses: 0, treeHoleRecords: 2 } });
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ana Silva' })).toBeTruthy();
    const card = screen.getByTestId('membership-card');
    expect(within(card).getByRole('heading', { name: 'Basic member' })).toBeTruthy();
    expect(within(card).getByText('Day 4 of your membership')).toBeTruthy();
    expect(within(card).getByText('You have tried 3 of 7 features')).toBeTruthy();
    expect(within(card).getByRole('progressbar', { name: 'You have tried 3 of 7 features' }).getAttribute('aria-valuenow')).toBe('43');
    // Premium adds nothing that works yet: the card leads to the benefits, not to an upgrade.
    expect(within(card).queryByRole('link', { name: 'Upgrade to Premium' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'See what membership gives' })).toBeTruthy();
    expect(counter('unlockedTests')).toBe('1unlocked test');
    // No counter of a feature still to come.
    expect(screen.queryByTestId('counter-unlockedCourses')).toBeNull();
    expect(screen.queryByTestId('counter-treeHoleRecords')).toBeNull();
    // The initial stands in for a picture.
    expect(screen.queryByRole('img', { name: 'Your profile picture' })).toBeNull();
  });

  it('offers a basic member Premium, and counts courses and tree-hole posts, once those features are switched on', async () => {
    userCentreBackend.switchOn(['courses', 'treeHole'], ['courses', 'treeHole']);
    member({ centre: { tier: 'basic', daysUsed: 4, unlockedTests: 1, unlockedCourses: 0, treeHoleRecords: 2 } });
    await renderApp(PAGE);
    const card = await screen.findByTestId('membership-card');
    expect(within(card).getByRole('link', { name: 'Upgrade to Premium' })).toBeTruthy();
    expect(counter('unlockedCourses')).toBe('0unlocked courses');
    expect(counter('treeHoleRecords')).toBe('2tree-hole posts');
  });

  it('shows a premium member the date it lasts until, and their picture', async () => {
    member({ avatarUrl: '/user/avatar/u/a.webp', centre: { tier: 'premium', validUntil: '2027-11-23T12:00:00.000Z', daysUsed: 30, unlockedTests: 2 } });
    await renderApp(PAGE);
    const card = await screen.findByTestId('membership-card');
    expect(within(card).getByRole('heading', { name: 'Premium member' })).toBeTruthy();
    expect(within(card).getByText('Valid until November 23, 2027')).toBeTruthy();
    expect(within(card).queryByText(/Day \d+/)).toBeNull();
    expect(within(card).queryByRole('link')).toBeNull();
    expect(screen.getByRole('img', { name: 'Your profile picture' }).getAttribute('src')).toBe('/user/avatar/u/a.webp');
  });

  it('offers to load again when the page fails to load', async () => {
    member({});
    userCentreBackend.failNext();
    const { user } = await renderApp(PAGE);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Load failed. Please retry.')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Hello, Ana Silva' })).toBeTruthy());
  });
});
