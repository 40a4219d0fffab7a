import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { type FragmentType, getFragmentData } from '../../../__generated__/fragment-masking';
import { FurtherReading_ReportFragmentDoc } from '../../../__generated__/graphql';
import { withLocalePrefix } from '@innerscope/shared/routes';
import { ReportSection } from '../components/ReportSection';
import { LOCALE_PARAM } from '../reportPaths';
import { overviewSectionMessages } from './messages';

const Cards = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing(1.5),
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  '& a': {
    height: '100%',
    boxSizing: 'border-box',
    display: 'grid',
    gridTemplateRows: 'auto 1fr auto',
    gap: theme.spacing(0.75),
    padding: theme.spacing(2, 2.25),
    borderRadius: 16,
    border: `1px solid ${theme.palette.divider}`,
    backgroundColor: theme.palette.background.paper,
    color: 'inherit',
    textDecoration: 'none',
  },
  '& a:hover, & a:focus-visible': { borderColor: 'var(--type-primary)', boxShadow: '0 2px 10px rgba(0, 0, 0, 0.06)' },
  '& a:focus-visible': { outline: '2px solid var(--type-primary)', outlineOffset: 2 },
  '& h3': { margin: 0, fontSize: '1.0625rem', color: 'var(--type-dark)' },
  '& p': { margin: 0, color: theme.palette.text.secondary, fontSize: '0.9375rem' },
  '& svg': { color: 'var(--type-primary)' },
}));

/** A path of this site (`/help/BMBTI-1754#privacy`) in the reader's locale prefix, keeping the report's language. */
function useReadingTarget() {
  const location = useLocation();
  const hl = new URLSearchParams(location.search).get(LOCALE_PARAM);
  return (href: string) => {
    const [pathname = '', hash = ''] = href.split('#');
    return {
      pathname: withLocalePrefix(pathname, location.pathname),
      search: hl ? `?${new URLSearchParams({ [LOCALE_PARAM]: hl }).toString()}` : '',
      hash: hash ? `#${hash}` : '',
    };
  };
}

/** Pages of the product worth reading next, each a link with a short summary of what is there. */
export function FurtherReading(props: { id: string; report: FragmentType<typeof FurtherReading_ReportFragmentDoc> }) {
  const intl = useIntl();
  const target = useReadingTarget();
  const { furtherReading } = getFragmentData(FurtherReading_ReportFragmentDoc, props.report);
  return (
    <ReportSection id={props.id} title={intl.formatMessage(overviewSectionMessages.reading)}>
      <Cards>
        {furtherReading.map((item) => (
          <li key={item.href}>
            <Link to={target(item.href)}>
              <h3>{item.title}</h3>
              <p>{item.summary}</p>
              <ArrowForwardIcon fontSize="small" aria-hidden />
            </Link>
          </li>
        ))}
      </Cards>
    </ReportSection>
  );
}
