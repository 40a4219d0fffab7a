import { styled } from '@mui/material/styles';

/** One narrow column, phone first; the same measure as the retrieve page. */
export const Page = styled('div')(({ theme }) => ({
  maxWidth: 560,
  margin: '0 auto',
  padding: theme.spacing(3, 2, 8),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(5, 3, 10) },
}));

export const Card = styled('form')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2.5),
  marginTop: theme.spacing(3),
  padding: theme.spacing(3, 2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4) },
}));

/** A problem with the request as a whole, above its button: dark red on light red, over 4.5:1. */
export const FormProblem = styled('p')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(1.5, 2),
  borderRadius: 12,
  backgroundColor: '#FCE8E6',
  color: '#8C1D18',
  fontWeight: 600,
  textAlign: 'start',
}));

export const Note = styled('p')(({ theme }) => ({
  margin: theme.spacing(2.5, 0, 0),
  fontSize: '0.9375rem',
  color: theme.palette.text.secondary,
}));
