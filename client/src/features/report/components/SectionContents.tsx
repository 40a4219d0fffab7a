import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { tabMessages } from '../messages';

const Box = styled('nav')(({ theme }) => ({
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  '& summary': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    minHeight: 48,
    padding: theme.spacing(0, 2),
    fontWeight: 700,
    cursor: 'pointer',
    listStyle: 'none',
    borderRadius: theme.shape.borderRadius,
  },
  '& summary::-webkit-details-marker': { display: 'none' },
  '& summary:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '& details[open] summary svg': { transform: 'rotate(180deg)' },
  '& ol': {
    margin: 0,
    padding: theme.spacing(0, 1, 1),
    listStyle: 'none',
    display: 'grid',
    [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
  },
  '& a': {
    display: 'flex',
    alignItems: 'center',
    minHeight: 44,
    padding: theme.spacing(0.5, 1),
    borderRadius: 8,
    color: theme.palette.primary.main,
    fontWeight: 600,
    textDecoration: 'none',
  },
  '& a:hover, & a:focus-visible': { textDecoration: 'underline' },
}));

export interface ContentsEntry {
  readonly id: string;
  readonly title: string;
}

/** A small, foldable list of links to the sections of the open tab. */
export function SectionContents({ entries }: { entries: readonly ContentsEntry[] }) {
  const intl = useIntl();
  const title = intl.formatMessage(tabMessages.contents);
  return (
    <Box aria-label={title}>
      <details>
        <summary>
          {title}
          <ExpandMoreIcon aria-hidden />
        </summary>
        <ol>
          {entries.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`}>{entry.title}</a>
            </li>
          ))}
        </ol>
      </details>
    </Box>
  );
}
