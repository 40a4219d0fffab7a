import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../../__generated__/fragment-masking';
import { AdvancedGuide_ReportFragmentDoc } from '../../../__generated__/graphql';
import { ReportSection } from '../components/ReportSection';
import { overviewSectionMessages } from './messages';

const Steps = styled('ol')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing(1.5),
  counterReset: 'week',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '& li': {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: theme.spacing(1.5),
    alignItems: 'start',
    padding: theme.spacing(1.75, 2),
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
  },
  '& .number': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 32,
    height: 32,
    borderRadius: '50%',
    fontWeight: 700,
    // The type's colour, like the rest of the report (white text on it is at least 5.1:1 for every type).
    color: '#FFFFFF',
    backgroundColor: `var(--type-primary, ${theme.palette.primary.main})`,
  },
}));

/** A plan for the next four weeks: an intro and one step a week, numbered (each step's text names its week). */
export function AdvancedGuide(props: { id: string; report: FragmentType<typeof AdvancedGuide_ReportFragmentDoc> }) {
  const intl = useIntl();
  const { advancedGuide } = getFragmentData(AdvancedGuide_ReportFragmentDoc, props.report);
  if (!advancedGuide) return null;
  return (
    <ReportSection id={props.id} title={intl.formatMessage(overviewSectionMessages.guide)}>
      <p>{advancedGuide.intro}</p>
      <Steps>
        {advancedGuide.steps.map((step, index) => (
          <li key={step}>
            <span className="number" aria-hidden>
              {intl.formatNumber(index + 1)}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </Steps>
    </ReportSection>
  );
}
