import { styled } from '@mui/material/styles';
import { type KeyboardEvent, useRef } from 'react';

const List = styled('div')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(0.5),
  overflowX: 'auto',
  borderBottom: `1px solid ${theme.palette.divider}`,
  scrollbarWidth: 'none',
  '& button': {
    flex: 'none',
    minHeight: 48,
    padding: theme.spacing(1, 2),
    border: 0,
    borderBottom: '3px solid transparent',
    background: 'none',
    color: theme.palette.text.secondary,
    font: 'inherit',
    fontWeight: 700,
    cursor: 'pointer',
  },
  '& button[aria-selected="true"]': { color: theme.palette.text.primary, borderBottomColor: theme.palette.primary.main },
  '& button:focus-visible': { outline: `3px solid ${theme.palette.text.primary}`, outlineOffset: -3 },
  // Wide enough for every tab on one or two lines: none hides out of sight.
  [theme.breakpoints.up('sm')]: { flexWrap: 'wrap', overflowX: 'visible' },
}));

export interface TabEntry {
  readonly key: string;
  readonly title: string;
}

export interface ReportTabListProps {
  readonly label: string;
  readonly tabs: readonly TabEntry[];
  readonly current: string;
  readonly onChange: (key: string) => void;
}

/** A tab list as WAI-ARIA describes it: one tab in the tab order, the arrow keys, Home and End move between them. */
export function ReportTabList({ label, tabs, current, onChange }: ReportTabListProps) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === current);
    const last = tabs.length - 1;
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.key);
    list.current?.querySelector<HTMLElement>(`#tab-${next.key}`)?.focus();
  };
  return (
    <List role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          id={`tab-${tab.key}`}
          aria-selected={tab.key === current}
          aria-controls={`panel-${tab.key}`}
          tabIndex={tab.key === current ? 0 : -1}
          onClick={() => onChange(tab.key)}
        >
          {tab.title}
        </button>
      ))}
    </List>
  );
}
