import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../../__generated__/fragment-masking';
import { ReportHeader_ReportFragmentDoc } from '../../../__generated__/graphql';
import { TypeGlyph } from '../../../shared/components/TypeGlyph';
import { isTypeCode } from '../../../shared/typeCodes';
import { headerMessages } from '../messages';

const Hero = styled('header')(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  padding: theme.spacing(3.5, 3, 4),
  borderRadius: 24,
  color: '#FFFFFF',
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(5, 6, 5.5) },
}));

/** A soft ring behind the glyph, in white at low opacity over the type's accent. */
const Halo = styled('span')({
  position: 'absolute',
  right: -60,
  top: -60,
  width: 220,
  height: 220,
  borderRadius: '50%',
  border: '28px solid rgba(255, 255, 255, 0.09)',
  pointerEvents: 'none',
});

const Code = styled('p')({
  margin: '4px 0 6px',
  fontSize: 'clamp(2.75rem, 13vw, 4.25rem)',
  fontWeight: 800,
  letterSpacing: '0.06em',
  lineHeight: 1,
});

const Title = styled('h1')({
  margin: 0,
  fontSize: 'clamp(1.5rem, 1.1rem + 2vw, 2.25rem)',
  lineHeight: 1.25,
});

const Tagline = styled('p')(({ theme }) => ({
  margin: theme.spacing(1.5, 0, 0),
  maxWidth: 560,
  fontSize: '1.0625rem',
  lineHeight: 1.55,
}));

const Meta = styled('p')(({ theme }) => ({
  margin: theme.spacing(2.5, 0, 0),
  paddingTop: theme.spacing(2),
  borderTop: '1px solid rgba(255, 255, 255, 0.3)',
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: theme.spacing(2),
  rowGap: theme.spacing(0.5),
  fontSize: '0.9375rem',
  '& span': { overflowWrap: 'anywhere' },
}));

/** The top of the report: the type's glyph, letters, title and tagline, for whom it was made and when. */
export function ReportHeader(props: { report: FragmentType<typeof ReportHeader_ReportFragmentDoc> }) {
  const intl = useIntl();
  const report = getFragmentData(ReportHeader_ReportFragmentDoc, props.report);
  const { type, completedAt } = report;
  // Withheld until the order is paid; the page shows no report then.
  if (!type) return null;
  const firstName = report.firstName?.trim();
  return (
    <Hero style={{ backgroundColor: type.accent }}>
      <Halo aria-hidden />
      {isTypeCode(type.code) && (
        <span style={{ display: 'inline-flex', padding: 10, borderRadius: 16, backgroundColor: 'rgba(255,255,255,0.14)' }}>
          <TypeGlyph code={type.code} color="#FFFFFF" size={48} />
        </span>
      )}
      <p style={{ margin: '18px 0 0', fontWeight: 700, fontSize: '0.9375rem' }}>{intl.formatMessage(headerMessages.eyebrow)}</p>
      <Code>{type.code}</Code>
      <Title id="report-title">{type.title}</Title>
      <Tagline>{type.tagline}</Tagline>
      <Meta>
        {/* The name is text as typed on the form: React escapes it, and it is never read as markup. */}
        {firstName && <span>{intl.formatMessage(headerMessages.preparedFor, { firstName })}</span>}
        {completedAt && (
          <span>
            {intl.formatMessage(headerMessages.completed, { date: intl.formatDate(completedAt, { dateStyle: 'long' }) })}
          </span>
        )}
      </Meta>
    </Hero>
  );
}
