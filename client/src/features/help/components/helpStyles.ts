import { styled } from '@mui/material/styles';

export const Page = styled('div')(({ theme }) => ({
  maxWidth: 760,
  margin: '0 auto',
  padding: theme.spacing(3, 2, 8),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(5, 3, 10) },
  '& section': { marginTop: theme.spacing(4) },
  '& section > h2': { marginBottom: theme.spacing(1.5) },
  // A link inside a sentence (the support address) in the colour and weight of the page's other links.
  '& p a': { color: theme.palette.primary.main, fontWeight: 600 },
}));

export const LinkList = styled('ul')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1, 3),
  margin: theme.spacing(0, 0, 2),
  padding: 0,
  listStyle: 'none',
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    color: theme.palette.primary.main,
    fontWeight: 600,
  },
}));

/** A list of questions, each a native disclosure: keyboard accessible with no script. */
export const Questions = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  '& details': {
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${theme.palette.divider}`,
    backgroundColor: theme.palette.background.paper,
    scrollMarginTop: theme.spacing(10),
  },
  '& summary': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(1),
    minHeight: 48,
    padding: theme.spacing(1, 2),
    cursor: 'pointer',
    listStyle: 'none',
    borderRadius: theme.shape.borderRadius,
  },
  '& summary::-webkit-details-marker': { display: 'none' },
  '& summary:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '& summary h3': { margin: 0, fontSize: '1rem', fontWeight: 700 },
  '& summary svg': { flexShrink: 0, transition: 'transform 150ms' },
  '& details[open] summary svg': { transform: 'rotate(180deg)' },
  '& .body': {
    padding: theme.spacing(0, 2, 2),
    color: theme.palette.text.secondary,
    '& h4': { margin: theme.spacing(2.5, 0, 0.5), fontSize: '0.95rem', fontWeight: 700, color: theme.palette.text.primary },
    '& h4:first-of-type': { marginTop: 0 },
    '& p': { margin: theme.spacing(0, 0, 1.5), whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
    '& p:last-child': { marginBottom: 0 },
  },
}));

/** The questions of a section, each a link to its own page. */
export const QuestionLinks = styled('ul')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& a': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(1),
    minHeight: 48,
    padding: theme.spacing(1, 2),
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${theme.palette.divider}`,
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    fontWeight: 700,
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    // A question is a short phrase: in Japanese it wraps between phrases ("再取得", not "再取／得").
    '&:lang(ja)': { wordBreak: 'auto-phrase' },
  },
  '& a:hover': { borderColor: theme.palette.primary.main },
  '& a:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '& a svg': { flexShrink: 0, color: theme.palette.text.secondary },
}));

/** A button that reads as the links around it (the privacy policy's cookie settings). */
export const TextButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  fontWeight: 600,
  color: theme.palette.primary.main,
  textDecoration: 'underline',
  textUnderlineOffset: 4,
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));
