import ChevronRight from '@mui/icons-material/ChevronRight';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';

/** A card of full-width links, one per row, each at least 56 px tall: the account pages' menus. */
const Rows = styled('ul')(({ theme }) => ({
  margin: theme.spacing(1.5, 0, 0),
  padding: 0,
  listStyle: 'none',
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  overflow: 'hidden',
  '& li + li': { borderTop: `1px solid ${theme.palette.divider}` },
  '& a': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1.5),
    minHeight: 56,
    padding: theme.spacing(1, 2),
    color: theme.palette.text.primary,
    fontWeight: 600,
    textDecoration: 'none',
  },
  '& a:hover': { backgroundColor: theme.palette.action.hover },
  '& a:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  '& .label': { flex: 1 },
  '& svg': { flex: 'none', color: theme.palette.text.secondary },
}));

export interface LinkRow {
  readonly id: string;
  readonly to: To;
  readonly label: string;
  readonly icon?: ReactNode;
}

export function LinkList({ rows, label }: { rows: readonly LinkRow[]; label?: string }) {
  return (
    <Rows aria-label={label}>
      {rows.map((row) => (
        <li key={row.id}>
          <Link to={row.to}>
            {row.icon}
            <span className="label">{row.label}</span>
            <ChevronRight aria-hidden />
          </Link>
        </li>
      ))}
    </Rows>
  );
}
