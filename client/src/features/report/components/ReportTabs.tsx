import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { styled } from '@mui/material/styles';
import type { ReactNode, SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { tabMessages } from '../messages';
import { REPORT_TABS, type ReportTab } from '../reportPaths';

const Panel = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.spacing(4),
  paddingTop: theme.spacing(3),
  outline: 'none',
}));

const TAB_LABELS = { overview: tabMessages.overview, dimensions: tabMessages.dimensions } as const;

export interface ReportTabsProps {
  readonly tab: ReportTab;
  readonly onChange: (tab: ReportTab) => void;
  /** The open tab's content; the other tab is not rendered. */
  readonly children: ReactNode;
}

/** The report's two tabs (arrow keys move between them, as MUI's tabs do), with the open one's panel. */
export function ReportTabs({ tab, onChange, children }: ReportTabsProps) {
  const intl = useIntl();
  return (
    <div>
      <Tabs
        value={tab}
        onChange={(_event: SyntheticEvent, value: ReportTab) => onChange(value)}
        aria-label={intl.formatMessage(tabMessages.label)}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minHeight: 52, fontSize: '1rem' } }}
      >
        {REPORT_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={intl.formatMessage(TAB_LABELS[value])}
            id={`report-tab-${value}`}
            aria-controls={`report-panel-${value}`}
          />
        ))}
      </Tabs>
      <Panel role="tabpanel" id={`report-panel-${tab}`} aria-labelledby={`report-tab-${tab}`} tabIndex={0}>
        {children}
      </Panel>
    </div>
  );
}
