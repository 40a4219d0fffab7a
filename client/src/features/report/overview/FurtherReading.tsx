import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../../__generated__/fragment-masking';
import { FurtherReading_ReportFragmentDoc } from '../../../__generated__/graphql';
import { ReportSection } from '../components/ReportSection';
import { overviewSectionMessages } from './messages';

const Cards = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing(1.5),
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
  '& li': {
    padding: theme.spacing(2),
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${theme.palette.divider}`,
    backgroundColor: theme.palette.background.paper,
  },
  '& h3': { margin: theme.spacing(0, 0, 0.75) },
  '& p': { margin: 0, color: theme.palette.text.secondary },
}));

/** Ideas worth reading about, each as a title and a short summary. */
export function FurtherReading(props: { id: string; report: FragmentType<typeof FurtherReading_ReportFragmentDoc> }) {
  const intl = useIntl();
  const { furtherReading } = getFragmentData(FurtherReading_ReportFragmentDoc, props.report);
  return (
    <ReportSection id={props.id} title={intl.formatMessage(overviewSectionMessages.reading)}>
      <Cards>
        {furtherReading.map((item) => (
          <li key={item.title}>
            <h3>{item.title}</h3>
            <p>{item.summary}</p>
          </li>
        ))}
      </Cards>
    </ReportSection>
  );
}
