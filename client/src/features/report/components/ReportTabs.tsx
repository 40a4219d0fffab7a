import { styled } from '@mui/material/styles';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
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

const TabList = styled('div')(({ theme }) => ({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  borderBottom: `1px solid ${theme.palette.divider}`,
}));

const TabButton = styled('button')(({ theme }) => ({
  ...theme.typography.button,
  fontSize: '1rem',
  minHeight: 52,
  padding: theme.spacing(1.5, 2),
  border: 0,
  borderBottom: '2px solid transparent',
  marginBottom: -1,
  background: 'none',
  color: theme.palette.text.secondary,
  cursor: 'pointer',
  transition: theme.transitions.create(['color', 'border-color'], { duration: theme.transitions.duration.shorter }),
  '&[aria-selected="true"]': { color: theme.palette.primary.main, borderBottomColor: theme.palette.primary.main },
  '&:hover': { color: theme.palette.text.primary },
  '&[aria-selected="true"]:hover': { color: theme.palette.primary.dark },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
}));

const TAB_LABELS = { overview: tabMessages.overview, dimensions: tabMessages.dimensions } as const;

export interface ReportTabsProps {
  readonly tab: ReportTab;
  readonly onChange: (tab: ReportTab) => void;
  /** The open tab's content; the other tab is not rendered. */
  readonly children: ReactNode;
}

/**
 * The report's two tabs with the open one's panel, as the WAI-ARIA tabs pattern with manual activation: one tab
 * in the Tab order, arrow keys (and Home, End) move focus between them, Enter, Space or a click opens one.
 */
export function ReportTabs({ tab, onChange, children }: ReportTabsProps) {
  const intl = useIntl();
  const buttons = useRef<Partial<Record<ReportTab, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = REPORT_TABS.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = REPORT_TABS[(next + REPORT_TABS.length) % REPORT_TABS.length];
    if (target) buttons.current[target]?.focus();
  };
  return (
    <div>
      <TabList role="tablist" aria-label={intl.formatMessage(tabMessages.label)}>
        {REPORT_TABS.map((value, index) => (
          <TabButton
            key={value}
            ref={(element) => {
              buttons.current[value] = element;
            }}
            type="button"
            role="tab"
            id={`report-tab-${value}`}
            aria-selected={value === tab}
            aria-controls={`report-panel-${value}`}
            tabIndex={value === tab ? 0 : -1}
            onClick={() => value !== tab && onChange(value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {intl.formatMessage(TAB_LABELS[value])}
          </TabButton>
        ))}
      </TabList>
      <Panel role="tabpanel" id={`report-panel-${tab}`} aria-labelledby={`report-tab-${tab}`} tabIndex={0}>
        {children}
      </Panel>
    </div>
  );
}
