import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { noticesHandlers } from '../test/noticesBackend';

beforeEach(() => {
  window.localStorage.clear();
  server.use(...noticesHandlers);
});

describe('notices', () => {
  it('marks unread notices with a dot, and a visitor who opened one sees it read (kept in the browser)', async () => {
    const first = await renderApp('/userCenter/notification/BMBTI-1754');
    const list = await screen.findByRole('list', { name: 'Notices' });
    expect(within(list).getAllByRole('img', { name: 'Unread' })).toHaveLength(2);
    expect(screen.getByText('2 unread')).toBeTruthy();
    expect(within(list).getByRole('link', { name: /Planned maintenance/ }).getAttribute('href')).toBe('/userCenter/notification/detail/BMBTI-1754?id=1');
    first.unmount();

    const detail = await renderApp('/userCenter/notification/detail/BMBTI-1754?id=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Planned maintenance' })).toBeTruthy();
    expect(screen.getByText('The site pauses for ten minutes on Sunday night.')).toBeTruthy();
    detail.unmount();

    await renderApp('/userCenter/notification/BMBTI-1754');
    const again = await screen.findByRole('list', { name: 'Notices' });
    expect(within(again).getAllByRole('img', { name: 'Unread' })).toHaveLength(1);
    expect(screen.getByText('1 unread')).toBeTruthy();
  }, 40_000);

  it('says when a search found nothing', async () => {
    const { user } = await renderApp('/userCenter/notification/BMBTI-1754');
    await screen.findByRole('list', { name: 'Notices' });
    await user.type(screen.getByRole('searchbox', { name: 'Search notices' }), 'refund');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No notice matches “refund”.')).toBeTruthy();
  });

  it('answers an unknown notice as not found', async () => {
    await renderApp('/userCenter/notification/detail/BMBTI-1754?id=99');
    expect(await screen.findByRole('heading', { name: 'Notice not found' })).toBeTruthy();
  });
});
