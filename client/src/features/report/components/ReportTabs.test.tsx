import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { ReportTab } from '../reportPaths';
import { ReportTabs } from './ReportTabs';

function Harness() {
  const [tab, setTab] = useState<ReportTab>('overview');
  return (
    <IntlProvider locale="en-US" onError={() => undefined}>
      <ReportTabs tab={tab} onChange={setTab}>
        <p>{tab} content</p>
      </ReportTabs>
    </IntlProvider>
  );
}

describe('the report tabs', () => {
  it('follow the tabs pattern: one tab in the Tab order, arrows and Home/End move focus, Enter and Space open', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const overview = screen.getByRole('tab', { name: 'Overview' });
    const dimensions = screen.getByRole('tab', { name: 'Dimensions' });
    expect(screen.getByRole('tablist')).toBeTruthy();
    expect(overview.getAttribute('aria-selected')).toBe('true');
    expect(overview.tabIndex).toBe(0);
    expect(dimensions.tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(overview.id);

    await user.tab();
    expect(document.activeElement).toBe(overview);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(dimensions);
    expect(dimensions.getAttribute('aria-selected')).toBe('false');
    await user.keyboard('{Enter}');
    expect(dimensions.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('dimensions content')).toBeTruthy();

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(overview);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(dimensions);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(overview);
    await user.keyboard(' ');
    expect(overview.getAttribute('aria-selected')).toBe('true');
  });
});
