import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../../__generated__/fragment-masking';
import { BasicProfile_ReportFragmentDoc } from '../../../__generated__/graphql';
import { BarsChart } from '../components/charts/BarsChart';
import { Lead } from '../components/Feature';
import { ReportSection } from '../components/ReportSection';
import { basicProfileMessages, overviewSectionMessages } from './messages';
import { ScoreGlance } from './ScoreGlance';

const Chips = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  // Each keyword in an outlined pill, as a chip is drawn, without a chip's component (they do nothing on tap).
  '& > li': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 32,
    padding: theme.spacing(0.5, 1.5),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: 16,
    fontSize: '0.8125rem',
    lineHeight: 1.4,
  },
}));

const Note = styled('p')(({ theme }) => ({ fontSize: '0.875rem', color: theme.palette.text.secondary }));

/**
 * The portrait reads in the wide column with the scores at a glance beside it; how common the type is and the facts
 * about it follow, side by side. On a phone: portrait, glance, figures, facts.
 */
const Spread = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"portrait" "glance" "population" "facts"',
  rowGap: theme.spacing(3),
  '& > *': { minWidth: 0 },
  '& h3:first-of-type': { marginTop: 0 },
  [theme.breakpoints.up('md')]: {
    gridTemplateColumns: 'minmax(0, 1.65fr) minmax(0, 1fr)',
    gridTemplateAreas: '"portrait glance" "portrait facts" "population facts"',
    gridTemplateRows: 'auto 1fr auto',
    columnGap: theme.spacing(6),
    alignItems: 'start',
  },
  // Without the portrait (a locale whose report texts are not written yet): the figures and the facts alone.
  '&[data-portrait="no"]': {
    gridTemplateAreas: '"population" "facts"',
    [theme.breakpoints.up('md')]: { gridTemplateAreas: '"population facts"', gridTemplateRows: 'auto' },
  },
}));

/** Population figures are percentages with a decimal or two. */
const percent = { style: 'percent', maximumFractionDigits: 1 } as const;

/**
 * The type described as only the report does (the free result has its own shorter description), the reader's
 * scores at a glance, how common the type is, its keywords and well-known people. In a locale whose report texts
 * are not written yet, the portrait and the glance are left out rather than shown in another language.
 */
export function BasicProfile(props: { id: string; report: FragmentType<typeof BasicProfile_ReportFragmentDoc>; color: string }) {
  const intl = useIntl();
  const { type, depth } = getFragmentData(BasicProfile_ReportFragmentDoc, props.report);
  if (!type) return null;
  const { population } = type;
  const format = (value: number) => intl.formatNumber(value / 100, percent);
  return (
    <ReportSection id={props.id} title={intl.formatMessage(overviewSectionMessages.basic)}>
      <Spread data-portrait={depth ? 'yes' : 'no'}>
        {depth && (
          <div style={{ gridArea: 'portrait' }}>
            {depth.portrait.map((paragraph, index) => (index === 0 ? <Lead key={index}>{paragraph}</Lead> : <p key={index}>{paragraph}</p>))}
          </div>
        )}
        {depth && (
          <div style={{ gridArea: 'glance' }}>
            <ScoreGlance id={`${props.id}-glance`} glance={depth.glance} />
          </div>
        )}
        <div style={{ gridArea: 'population' }}>
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
        </div>
        <div style={{ gridArea: 'facts' }}>
          {type.keywords.length > 0 && (
            <>
              <h3>{intl.formatMessage(basicProfileMessages.keywordsTitle)}</h3>
              <Chips>
                {type.keywords.map((keyword) => (
                  <li key={keyword}>{keyword}</li>
                ))}
              </Chips>
            </>
          )}
          {type.famousPeople.length > 0 && (
            <>
              <h3>{intl.formatMessage(basicProfileMessages.famousTitle, { code: type.code })}</h3>
              <p>
                {intl.formatList(
                  type.famousPeople.map((name) => (
                    <span key={name} style={{ whiteSpace: 'nowrap' }}>
                      {name}
                    </span>
                  )),
                  { type: 'conjunction' },
                )}
              </p>
            </>
          )}
        </div>
      </Spread>
    </ReportSection>
  );
}
