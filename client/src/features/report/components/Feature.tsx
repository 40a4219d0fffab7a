import { styled } from '@mui/material/styles';

/**
 * The report's magazine layout: on a desktop a reading column beside a narrower one (lists, figures, the scores at a
 * glance); on a phone one column, in reading order.
 */
export const Columns = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.spacing(3),
  alignItems: 'start',
  [theme.breakpoints.up('md')]: {
    gridTemplateColumns: 'minmax(0, 1.65fr) minmax(0, 1fr)',
    columnGap: theme.spacing(6),
  },
}));

/** A column of a `Columns`, its blocks spaced evenly. */
export const Column = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2.5),
  alignContent: 'start',
  minWidth: 0,
  '& > *': { margin: 0 },
}));

/** The opening paragraph of a section, set larger: the first thing the eye reads. */
export const Lead = styled('p')(({ theme }) => ({
  fontSize: '1.125rem',
  lineHeight: 1.65,
  color: theme.palette.text.primary,
  [theme.breakpoints.up('md')]: { fontSize: '1.25rem' },
}));

/** A titled paragraph on the type's soft colour, with a bar of its colour: the parts written for the reader's scores. */
export const Panel = styled('article')(({ theme }) => ({
  position: 'relative',
  padding: theme.spacing(2.25, 2.5, 2.25, 3),
  borderRadius: 16,
  backgroundColor: 'var(--type-soft)',
  color: 'var(--type-dark)',
  '&::before': {
    content: '""',
    position: 'absolute',
    left: 0,
    top: 18,
    bottom: 18,
    width: 4,
    borderRadius: 4,
    backgroundColor: 'var(--type-primary)',
  },
  '& h3, & h4': { margin: theme.spacing(0, 0, 0.75), fontSize: '1.125rem', lineHeight: 1.4 },
  '& p': { margin: 0, lineHeight: 1.75, maxWidth: 'none' },
  '& .marker': {
    display: 'inline-block',
    margin: theme.spacing(0, 0, 1),
    padding: theme.spacing(0.25, 1.25),
    borderRadius: 999,
    fontSize: '0.8125rem',
    fontWeight: 700,
    color: '#FFFFFF',
    backgroundColor: 'var(--type-primary)',
  },
}));
