import { styled } from '@mui/material/styles';

/** One narrow column, phone first: the measure of the other form pages. */
export const Page = styled('div')(({ theme }) => ({
  maxWidth: 560,
  margin: '0 auto',
  padding: theme.spacing(3, 2, 8),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(5, 3, 10) },
}));

export const FormCard = styled('form')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2.5),
  marginTop: theme.spacing(3),
  padding: theme.spacing(3, 2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  // Grid items may shrink below their content (a long e-mail address), so nothing runs out of the card.
  '& > *': { minWidth: 0 },
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
}));

/** Good news in a form (a code was sent): dark green on light green, over 4.5:1. */
export const FormNote = styled('div')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(1.5, 2),
  borderRadius: 12,
  backgroundColor: '#E7F3EC',
  color: '#1E4D2F',
  overflowWrap: 'anywhere',
  '& p': { margin: 0 },
  '& p + p': { marginTop: theme.spacing(0.5), fontSize: '0.875rem' },
}));

/** Links under a form ("Forgot your password?", "Create one"), each a full-height touch target. */
export const FormLinks = styled('div')(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.spacing(0.5),
  marginTop: theme.spacing(2),
  textAlign: 'center',
  color: theme.palette.text.secondary,
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 48,
    padding: theme.spacing(0, 1),
    color: theme.palette.primary.main,
    fontWeight: 600,
  },
}));
