import { useIntl } from 'react-intl';
import { HiddenTable } from '../../../shared/components/report/HiddenTable';
import { ydgxReportMessages } from '../messages';

export interface RadarPoint {
  readonly key: string;
  readonly label: string;
  /** 0-100. */
  readonly value: number;
  readonly percentile?: number | null;
}

const WIDTH = 640;
const HEIGHT = 400;
const CX = WIDTH / 2;
const CY = HEIGHT / 2 + 6;
const RADIUS = 120;

function at(index: number, count: number, scale: number): [number, number] {
  const angle = -Math.PI / 2 + (index * 2 * Math.PI) / count;
  return [CX + Math.cos(angle) * RADIUS * scale, CY + Math.sin(angle) * RADIUS * scale];
}

/**
 * The Big Five as a radar: plain SVG (no chart library), hidden from screen readers, which read the table of the
 * same figures instead.
 */
export function RadarChart({ points, color = '#3E5C9A' }: { points: readonly RadarPoint[]; color?: string }) {
  const intl = useIntl();
  const count = points.length;
  const ring = (scale: number) => points.map((_, index) => at(index, count, scale).join(',')).join(' ');
  const shape = points.map((point, index) => at(index, count, Math.max(0.02, point.value / 100)).join(',')).join(' ');
  const withPercentile = points.some((point) => point.percentile != null);
  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" style={{ display: 'block', maxWidth: 560, margin: '0 auto' }} aria-hidden focusable="false">
        {[0.25, 0.5, 0.75, 1].map((scale) => (
          <polygon key={scale} points={ring(scale)} fill="none" stroke="#D5CFC6" strokeWidth={1} />
        ))}
        {points.map((point, index) => {
          const [x, y] = at(index, count, 1);
          return <line key={point.key} x1={CX} y1={CY} x2={x} y2={y} stroke="#D5CFC6" strokeWidth={1} />;
        })}
        <polygon points={shape} fill={color} fillOpacity={0.22} stroke={color} strokeWidth={2.5} strokeLinejoin="round" />
        {points.map((point, index) => {
          const [x, y] = at(index, count, Math.max(0.02, point.value / 100));
          const [lx, ly0] = at(index, count, 1.16);
          // The top label sits above its point; the others beside theirs.
          const ly = ly0 < CY - RADIUS ? ly0 - 16 : ly0;
          const anchor = Math.abs(lx - CX) < 8 ? 'middle' : lx > CX ? 'start' : 'end';
          return (
            <g key={point.key}>
              <circle cx={x} cy={y} r={4.5} fill={color} />
              <text x={lx} y={ly} fontSize={20} fontWeight={700} textAnchor={anchor} fill="#1A1A1A">
                {point.label}
              </text>
              <text x={lx} y={ly + 21} fontSize={17} textAnchor={anchor} fill="#4A4A4A">
                {point.value}
              </text>
            </g>
          );
        })}
      </svg>
      <HiddenTable
        caption={intl.formatMessage(ydgxReportMessages.radarCaption)}
        headers={[
          intl.formatMessage(ydgxReportMessages.scaleHeader),
          intl.formatMessage(ydgxReportMessages.scoreHeader),
          ...(withPercentile ? [intl.formatMessage(ydgxReportMessages.percentileHeader)] : []),
        ]}
        rows={points.map((point) => [
          point.label,
          String(point.value),
          ...(withPercentile ? [point.percentile == null ? '–' : String(point.percentile)] : []),
        ])}
      />
    </figure>
  );
}
