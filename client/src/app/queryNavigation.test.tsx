import { screen } from '@testing-library/react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { clickToLazyPage, currentUrl, renderApp } from '../../test/renderApp';

function QueryPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const tab = new URLSearchParams(search).get('tab') ?? 'none';
  return (
    <div>
      <p data-testid="tab">{tab}</p>
      <Link to="?tab=a">A</Link>
      <Link to="?tab=b">B</Link>
      <button type="button" onClick={() => navigate({ pathname, search: '?tab=c' }, { replace: true })}>
        C
      </button>
    </div>
  );
}

const loaders = {
  resultReport: () => Promise.resolve({ default: QueryPage }),
  report: () => Promise.resolve({ default: QueryPage }),
};

/**
 * Every navigation is a transition (React Router's `BrowserRouter` starts one for each location change), and in
 * the test environment React finishes a transition only inside an awaited act: the clicks happen in one.
 */
describe('navigations that change only the query string', () => {
  it.each(['/userCenter/resultReport', '/report/result/BMBTI-1754'])('redraw the page every time on %s', async (path) => {
    await renderApp(path, { loaders });
    for (const tab of ['a', 'b', 'c', 'a', 'c', 'b']) {
      await clickToLazyPage(screen.getByRole(tab === 'c' ? 'button' : 'link', { name: tab.toUpperCase() }));
      expect(currentUrl()).toBe(`${path}?tab=${tab}`);
      expect(screen.getByTestId('tab').textContent).toBe(tab);
    }
  });
});
