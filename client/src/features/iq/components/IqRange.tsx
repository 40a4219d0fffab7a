import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { getFragmentData, type FragmentType } from '../../../__generated__';
import { IqResult_ResultFragmentDoc } from '../../../__generated__/graphql';
import { iqResultMessages as m } from '../messages';

const Figure = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  '& .label': { margin: 0, fontWeight: 700, fontSize: '0.875rem', color: theme.palette.text.secondary },
  '& .figure': { margin: 0, fontSize: 'clamp(2.25rem, 1.8rem + 2vw, 3rem)', fontWeight: 800, lineHeight: 1.1, color: '#22345A' },
  '& .badge': {
    display: 'inline-block',
    marginLeft: theme.spacing(1),
    padding: theme.spacing(0.25, 1),
    borderRadius: 999,
    fontSize: '0.8125rem',
    fontWeight: 700,
    verticalAlign: 'middle',
    backgroundColor: '#FFF1D6',
    color: '#6B4500',
  },
  '& p': { margin: 0, lineHeight: 1.6 },
  '& .note': { fontSize: '0.875rem', color: theme.palette.text.secondary },
}));

/** The IQ range (or the bound passed), the percentile and the scale's note: never a single figure. */
export function IqRange({ result: data, showRaw = true }: { result: FragmentType<typeof IqResult_ResultFragmentDoc>; showRaw?: boolean }) {
  const intl = useIntl();
  const r = getFragmentData(IqResult_ResultFragmentDoc, data);
  const figure =
    r.shown === 'ABOVE' ? intl.formatMessage(m.above) : r.shown === 'BELOW' ? intl.formatMessage(m.below) : intl.formatMessage(m.rangeFigure, { low: r.low, high: r.high });
  return (
    <Figure>
      <p className="label">{intl.formatMessage(m.rangeLabel)}</p>
      <p className="figure">
        {figure}
        {r.provisional && <span className="badge">{intl.formatMessage(m.provisional)}</span>}
      </p>
      <p>
        <strong>{r.headline}</strong> {r.percentileText}
      </p>
      {showRaw && <p className="note">{intl.formatMessage(m.raw, { raw: r.raw, count: r.count })}</p>}
      <p className="note">{r.scaleNote}</p>
    </Figure>
  );
}
