import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../../__generated__/fragment-masking';
import { ResultTable_ReportFragmentDoc } from '../../../__generated__/graphql';
import { ReportSection } from '../components/ReportSection';
import { dimensionsSectionMessages, tableMessages } from './messages';

/** Scrolls sideways when the table is wider than the screen; focusable so keyboard users can scroll it too. */
const Scroller = styled('div')(({ theme }) => ({
  overflowX: 'auto',
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  // Shadows at the edges where more of the table is out of view: the paper-coloured covers scroll with the
  // content and hide each shadow once its edge is reached.
  backgroundColor: theme.palette.background.paper,
  backgroundImage: [
    `linear-gradient(to right, ${theme.palette.background.paper} 30%, transparent)`,
    `linear-gradient(to left, ${theme.palette.background.paper} 30%, transparent)`,
    'radial-gradient(farthest-side at 0 50%, rgba(0, 0, 0, 0.18), transparent)',
    'radial-gradient(farthest-side at 100% 50%, rgba(0, 0, 0, 0.18), transparent)',
  ].join(', '),
  backgroundPosition: 'left center, right center, left center, right center',
  backgroundSize: '40px 100%, 40px 100%, 14px 100%, 14px 100%',
  backgroundRepeat: 'no-repeat',
  backgroundAttachment: 'local, local, scroll, scroll',
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

const Table = styled('table')(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.9375rem',
  // Three columns fit a phone with the reading wrapped; the fourth (the reference range) makes it scroll.
  '&.with-range': { minWidth: 560 },
  '& th, & td': {
    padding: theme.spacing(1.25, 1.5),
    [theme.breakpoints.up('sm')]: { padding: theme.spacing(1.25, 2) },
    // Columns are sized by their longest word, so a Korean word ("차분함") never breaks inside itself.
    overflowWrap: 'break-word',
    textAlign: 'start',
    verticalAlign: 'top',
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  '& thead th': { fontSize: '0.8125rem', color: theme.palette.text.secondary, whiteSpace: 'nowrap' },
  // A pole's name is one word in every language ("穏やか", "Extraversion"): it stays on one line.
  '& tbody th': { whiteSpace: 'nowrap' },
  // A reading is a short phrase: Japanese breaks it between phrases, not inside a word ("浮き沈み").
  '&:lang(ja) td': { wordBreak: 'auto-phrase' },
  '& tbody tr:last-of-type > *': { borderBottom: 0 },
  '& .number': { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
}));

/**
 * Each dimension's score with a quick reading, and beside it the range most people fall in once there are enough
 * results to say (until then the column is left out rather than filled with invented figures).
 */
export function ResultTable(props: { id: string; report: FragmentType<typeof ResultTable_ReportFragmentDoc> }) {
  const intl = useIntl();
  const { table } = getFragmentData(ResultTable_ReportFragmentDoc, props.report);
  const percent = (value: number) => intl.formatNumber(value / 100, { style: 'percent' });
  const title = intl.formatMessage(dimensionsSectionMessages.table);
  const withRange = table.every((row) => row.rangeLow !== null && row.rangeLow !== undefined && row.rangeHigh !== null && row.rangeHigh !== undefined);
  return (
    <ReportSection id={props.id} title={title} intro={intl.formatMessage(withRange ? tableMessages.intro : tableMessages.introScores)}>
      <Scroller role="group" aria-labelledby={`${props.id}-title`} tabIndex={0}>
        <Table aria-labelledby={`${props.id}-title`} className={withRange ? 'with-range' : undefined}>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(tableMessages.dimension)}</th>
              <th scope="col">{intl.formatMessage(tableMessages.score)}</th>
              {withRange && <th scope="col">{intl.formatMessage(tableMessages.range)}</th>}
              <th scope="col">{intl.formatMessage(tableMessages.interpretation)}</th>
            </tr>
          </thead>
          <tbody>
            {table.map((row) => (
              <tr key={row.axis}>
                <th scope="row">{row.dimension}</th>
                <td className="number">{percent(row.score)}</td>
                {withRange && (
                  <td className="number">
                    {intl.formatMessage(tableMessages.rangeValue, { low: percent(row.rangeLow ?? 0), high: percent(row.rangeHigh ?? 0) })}
                  </td>
                )}
                <td>{row.interpretation}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroller>
    </ReportSection>
  );
}
