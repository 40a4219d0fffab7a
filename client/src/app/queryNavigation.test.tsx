import { act, fireEvent, screen } from '@testing-library/react';
import { Link, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../test/renderApp';

function QueryPage() {
  const { search } = useLocation();
  const tab = new URLSearchParams(search).get('tab') ?? 'none';
  return (
    <div>
      <p data-testid="tab">{tab}</p>
      <Link to="?tab=a">A</Link>
      <Link to="?tab=b">B</Link>
      <Link to="?tab=c">C</Link>
    </div>
  );
}

const loaders = {
  resultReport: () => Promise.resolve({ default: QueryPage }),
  report: () => Promise.resolve({ default: QueryPage }),
};

describe('navigations that change only the query string', () => {
  it.each(['/userCenter/resultReport', '/report/result/YDGX-1802', '/report/result/BMBTI-1754'])('redraw the page every time on %s', async (path) => {
    await renderApp(path, { loaders });
    for (const tab of ['a', 'b', 'c', 'a']) {
      await act(async () => {
        fireEvent.click(screen.getByRole('link', { name: tab.toUpperCase() }));
      });
      expect(currentUrl()).toBe(`${path}?tab=${tab}`);
      expect(screen.getByTestId('tab').textContent).toBe(tab);
    }
  });
});
