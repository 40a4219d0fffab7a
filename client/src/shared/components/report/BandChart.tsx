import { useIntl } from 'react-intl';
import type { DepressionBand } from '../../../__generated__/graphql';
import { HiddenTable } from './HiddenTable';
import { depsBandMessages, depsResultMessages } from '../../../features/deps/messages';

/** The PHQ-9 bands: their score ranges and colours, calm from light to deep (text on them is dark or white). */
export const BANDS: ReadonlyArray<{ band: DepressionBand; from: number; to: number; fill: string; ink: string }> = [
  { band: 'MINIMAL', from: 0, to: 4, fill: '#D7EBDD', ink: '#1E3D27' },
  { band: 'MILD', from: 5, to: 9, fill: '#E9EDC9', ink: '#34391A' },
  { band: 'MODERATE', from: 10, to: 14, fill: '#F6E0B5', ink: '#4A3510' },
  { band: 'MODERATELY_SEVERE', from: 15, to: 19, fill: '#EFC3A4', ink: '#4D2611' },
  { band: 'SEVERE', from: 20, to: 27, fill: '#D99A91', ink: '#3F1511' },
];

const MAX = 27;
const WIDTH = 400;
const BAR_Y = 34;
const BAR_H = 36;

export function bandOf(score: number) {
  return BANDS.find((entry) => score >= entry.from && score <= entry.to) ?? BANDS[BANDS.length - 1]!;
}

/**
 * The score on the 0-27 scale drawn as five bands with a marker: plain SVG, hidden from screen readers, which
 * read the sentence under it and the table of ranges instead.
 */
export function BandChart({ score, max = MAX }: { score: number; max?: number }) {
  const intl = useIntl();
  const x = (value: number) => (value / (max + 1)) * WIDTH;
  const own = bandOf(score);
  const ownName = intl.formatMessage(depsBandMessages[own.band]);
  const marker = x(score + 0.5);
  // The band's name is written inside it only where it fits; the sentence under the chart always says it.
  const nameWidth = [...ownName].reduce((sum, char) => sum + (char.codePointAt(0)! > 0x2e80 ? 13 : 7.5), 0);
  const nameFits = nameWidth <= x(own.to + 1) - x(own.from) - 6;
  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${WIDTH} 118`} width="100%" role="presentation" aria-hidden focusable="false" style={{ display: 'block', overflow: 'visible', maxWidth: 560 }}>
        {BANDS.map((entry) => (
          <g key={entry.band}>
            <rect x={x(entry.from)} y={BAR_Y} width={x(entry.to + 1) - x(entry.from)} height={BAR_H} fill={entry.fill} stroke="#FFFFFF" strokeWidth={2} />
            <text x={x(entry.from) + 4} y={BAR_Y + BAR_H + 18} fontSize={13} fill="#4A4A4A">
              {entry.from}
            </text>
          </g>
        ))}
        <text x={WIDTH} y={BAR_Y + BAR_H + 18} fontSize={13} fill="#4A4A4A" textAnchor="end">
          {max}
        </text>
        {nameFits && (
          <text x={(x(own.from) + x(own.to + 1)) / 2} y={BAR_Y + BAR_H / 2 + 5} fontSize={13} fontWeight={700} fill={own.ink} textAnchor="middle">
            {ownName}
          </text>
        )}
        <line x1={marker} x2={marker} y1={BAR_Y - 8} y2={BAR_Y + BAR_H + 4} stroke="#1A1A1A" strokeWidth={3} />
        <text
          x={Math.min(Math.max(marker, 56), WIDTH - 56)}
          y={BAR_Y - 14}
          fontSize={16}
          fontWeight={700}
          fill="#1A1A1A"
          textAnchor="middle"
        >
          {intl.formatMessage(depsResultMessages.yourScoreValue, { score })}
        </text>
      </svg>
      <figcaption style={{ marginTop: 8 }}>
        {intl.formatMessage(depsResultMessages.chartText, { score, max, band: ownName, from: own.from, to: own.to })}
      </figcaption>
      <HiddenTable
        caption={intl.formatMessage(depsResultMessages.chartTitle)}
        headers={[intl.formatMessage(depsResultMessages.bandHeader), intl.formatMessage(depsResultMessages.rangeHeader)]}
        rows={BANDS.map((entry) => [intl.formatMessage(depsBandMessages[entry.band]), `${entry.from}–${entry.to}`])}
      />
    </figure>
  );
}
