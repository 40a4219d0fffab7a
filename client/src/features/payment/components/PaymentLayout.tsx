import { styled } from '@mui/material/styles';

/** One column on phones, a little wider on large screens; nothing sits beside the payment. */
export const PaymentColumn = styled('div')(({ theme }) => ({
  maxWidth: 560,
  margin: '0 auto',
  padding: theme.spacing(3, 2, 8),
  display: 'grid',
  gap: theme.spacing(2.5),
  // The payment pages speak in short sentences and terms: in Japanese they wrap between phrases (as the plan page does).
  '&:lang(ja)': { wordBreak: 'auto-phrase' },
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(5, 3, 10) },
}));

/** A card of the payment page (the order, the methods, the receipt). */
export const PaymentSection = styled('section')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  padding: theme.spacing(2.5, 2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  minWidth: 0,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3.5) },
}));

export const SectionTitle = styled('h2')({
  margin: 0,
  fontSize: '1.25rem',
  fontWeight: 700,
  lineHeight: 1.35,
  outline: 'none',
  // Scrolled to (the methods after "choose another method"), it stays clear of the sticky header.
  scrollMarginTop: 96,
});

/** Text the price must never be larger than (UX: terms in text no smaller than the price). */
export const PRICE_FONT_SIZE = '1.0625rem';
