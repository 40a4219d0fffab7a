import { styled } from '@mui/material/styles';

/**
 * Prices are never shown larger than this, and the text that says what happens after today's payment is never
 * smaller (UX: the terms are stated "in text no smaller than the price").
 */
export const PRICE_FONT_SIZE = '1.0625rem';

/** Red for errors: at least 4.5:1 on white and on the page surfaces. */
export const ERROR_COLOUR = '#B3261E';

/** One column, phone first. */
export const CheckoutPage = styled('div')(({ theme }) => ({
  maxWidth: 600,
  margin: '0 auto',
  padding: theme.spacing(3, 2, 8),
  display: 'grid',
  gap: theme.spacing(3),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(5, 3, 10) },
}));

/** A raised area of the page. */
export const Surface = styled('section')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  padding: theme.spacing(2.5, 2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3) },
}));

/** What happens after today's payment: body text at the size of the prices. */
export const TermsText = styled('p')(({ theme }) => ({
  margin: 0,
  fontSize: PRICE_FONT_SIZE,
  lineHeight: 1.6,
  color: theme.palette.text.primary,
  // Japanese terms break between phrases, so a price never parts from its period ("￥2,980（4週間ごと）").
  '&:lang(ja)': { wordBreak: 'auto-phrase' },
  '& a': { color: theme.palette.primary.main, fontWeight: 600 },
}));

/** A date or an amount kept on one line, so a line never parts "2026년 12월 / 4일" or "December / 4". */
export const Unbroken = styled('span')({ whiteSpace: 'nowrap' });

/** A refusal of the whole form, above its button. */
export const FormProblem = styled('p')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(1.5, 2),
  borderRadius: 12,
  backgroundColor: '#FCE8E6',
  color: '#8C1D18',
  fontWeight: 600,
  '& a': { color: '#8C1D18' },
}));

/** An error under one field. */
export const FieldError = styled('p')({ margin: 0, fontSize: '0.9375rem', fontWeight: 600, color: ERROR_COLOUR });
