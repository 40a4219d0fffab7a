import { useIntl } from 'react-intl';
import type { DepressionBand } from '../../../__generated__/graphql';
import { HiddenTable } from '../../../shared/components/report/HiddenTable';
import { depsBandMessages, depsReportMessages } from '../messages';
import { BANDS } from '../../../shared/components/report/BandChart';

export interface TrendPoint {
  readonly completedAt: string;
  readonly score: number;
  readonly band: DepressionBand;
}

const WIDTH = 600;
const HEIGHT = 220;
const PAD = { left: 36, right: 16, top: 12, bottom: 32 };
const MAX = 27;

/**
 * Earlier screens and this one, oldest first: the score over time on the five bands, plain SVG, with each point
 * written out beneath it and as a table.
 */
export function TrendChart({ points }: { points: readonly TrendPoint[] }) {
  const intl = useIntl();
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) => PAD.left + (points.length === 1 ? plotW / 2 : (index / (points.length - 1)) * plotW);
  const y = (score: number) => PAD.top + plotH - (score / MAX) * plotH;
  const date = (iso: string) => intl.formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric' });
  const words = points.map((point) => ({
    date: date(point.completedAt),
    text: intl.formatMessage(depsReportMessages.trendText, {
      date: date(point.completedAt),
      score: point.score,
      band: intl.formatMessage(depsBandMessages[point.band]),
    }),
  }));
  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" aria-hidden focusable="false" style={{ display: 'block' }}>
        {BANDS.map((band) => (
          <rect key={band.band} x={PAD.left} width={plotW} y={y(Math.min(MAX, band.to + 1))} height={y(band.from) - y(Math.min(MAX, band.to + 1))} fill={band.fill} opacity={0.55} />
        ))}
        {[0, 5, 10, 15, 20, 27].map((tick) => (
          <text key={tick} x={PAD.left - 6} y={y(tick) + 4} fontSize={12} textAnchor="end" fill="#4A4A4A">
            {tick}
          </text>
        ))}
        <polyline
          points={points.map((point, index) => `${x(index)},${y(point.score)}`).join(' ')}
          fill="none"
          stroke="#1F3A4D"
          strokeWidth={3}
          strokeLinejoin="round"
        />
        {points.map((point, index) => (
          <g key={point.completedAt}>
            <circle cx={x(index)} cy={y(point.score)} r={6} fill="#1F3A4D" />
            <text x={x(index)} y={y(point.score) - 12} fontSize={13} fontWeight={700} textAnchor="middle" fill="#1A1A1A">
              {point.score}
            </text>
            <text x={x(index)} y={HEIGHT - 10} fontSize={12} textAnchor="middle" fill="#4A4A4A">
              {words[index]?.date}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>
        <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
          {words.map((word) => (
            <li key={word.text}>{word.text}</li>
          ))}
        </ul>
      </figcaption>
      <HiddenTable
        caption={intl.formatMessage(depsReportMessages.trend)}
        headers={[intl.formatMessage(depsReportMessages.dateHeader), intl.formatMessage(depsReportMessages.scoreHeader)]}
        rows={points.map((point, index) => [words[index]?.date ?? point.completedAt, String(point.score)])}
      />
    </figure>
  );
}
