import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../../__generated__/fragment-masking';
import { ReportHeader_ReportFragmentDoc } from '../../../__generated__/graphql';
import { TypeBanner } from '../../../shared/components/TypeBanner';
import { headerMessages } from '../messages';

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
    <TypeBanner as="header" type={type} eyebrow={intl.formatMessage(headerMessages.eyebrow)} titleId="report-title">
      <Meta>
        {/* The name is text as typed on the form: React escapes it, and it is never read as markup. */}
        {firstName && <span>{intl.formatMessage(headerMessages.preparedFor, { firstName })}</span>}
        {completedAt && (
          <span>
            {intl.formatMessage(headerMessages.completed, { date: intl.formatDate(completedAt, { dateStyle: 'long' }) })}
          </span>
        )}
      </Meta>
    </TypeBanner>
  );
}
