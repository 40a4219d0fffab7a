import Chip from '@mui/material/Chip';
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../../__generated__/fragment-masking';
import { BasicProfile_ReportFragmentDoc } from '../../../__generated__/graphql';
import { BarsChart } from '../components/charts/BarsChart';
import { ReportSection } from '../components/ReportSection';
import { basicProfileMessages, overviewSectionMessages } from './messages';

const Chips = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
}));

const Note = styled('p')(({ theme }) => ({ fontSize: '0.875rem', color: theme.palette.text.secondary }));

/** Population figures are percentages with a decimal or two. */
const percent = { style: 'percent', maximumFractionDigits: 1 } as const;

/** The type described: the description, how common it is, its keywords and well-known people. */
export function BasicProfile(props: { id: string; report: FragmentType<typeof BasicProfile_ReportFragmentDoc>; color: string }) {
  const intl = useIntl();
  const { type } = getFragmentData(BasicProfile_ReportFragmentDoc, props.report);
  if (!type) return null;
  const { population } = type;
  const format = (value: number) => intl.formatNumber(value / 100, percent);
  return (
    <ReportSection id={props.id} title={intl.formatMessage(overviewSectionMessages.basic)}>
      <p>{type.description}</p>
      <h3>{intl.formatMessage(basicProfileMessages.populationTitle)}</h3>
      <p>
        {intl.formatMessage(basicProfileMessages.populationText, {
          total: format(population.total),
          male: format(population.male),
          female: format(population.female),
        })}
      </p>
      <BarsChart
        rows={[
          { label: intl.formatMessage(basicProfileMessages.everyone), value: population.total },
          { label: intl.formatMessage(basicProfileMessages.men), value: population.male },
          { label: intl.formatMessage(basicProfileMessages.women), value: population.female },
        ]}
        max={Math.max(population.total, population.male, population.female) * 1.15 || 1}
        color={props.color}
        formatValue={format}
      />
      {population.source === 'estimate' && <Note>{intl.formatMessage(basicProfileMessages.populationEstimate)}</Note>}
      {type.keywords.length > 0 && (
        <>
          <h3>{intl.formatMessage(basicProfileMessages.keywordsTitle)}</h3>
          <Chips>
            {type.keywords.map((keyword) => (
              <li key={keyword}>
                <Chip label={keyword} variant="outlined" />
              </li>
            ))}
          </Chips>
        </>
      )}
      {type.famousPeople.length > 0 && (
        <>
          <h3>{intl.formatMessage(basicProfileMessages.famousTitle, { code: type.code })}</h3>
          <p>{intl.formatList(type.famousPeople, { type: 'conjunction' })}</p>
        </>
      )}
    </ReportSection>
  );
}
