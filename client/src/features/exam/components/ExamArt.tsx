/**
 * Small drawings for the pauses of the test, in the theme's colour (`currentColor`) and a warm accent. Made for
 * this product; decorative only.
 */

const ACCENT = '#E08A5B';

/** Stepping stones on a path, `done` of `total` filled: how far along the test is. */
export function PartDoneArt({ done, total }: { done: number; total: number }) {
  const stones = Array.from({ length: total }, (_, index) => ({
    x: 30 + (index * 108) / Math.max(1, total - 1),
    y: 78 - (index * 52) / Math.max(1, total - 1),
  }));
  const path = stones.map((stone, index) => `${index === 0 ? 'M' : 'L'}${stone.x} ${stone.y}`).join(' ');
  return (
    <svg width="168" height="96" viewBox="0 0 168 96" aria-hidden="true" focusable="false">
      <path
        d={`M6 88 ${path.replace('M', 'L')} L162 10`}
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.25"
        strokeWidth="3"
        strokeDasharray="2 8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {stones.map((stone, index) =>
        index < done ? (
          <circle key={index} cx={stone.x} cy={stone.y} r="13" fill="currentColor" />
        ) : (
          <circle key={index} cx={stone.x} cy={stone.y} r="12" fill="#FFFFFF" stroke="currentColor" strokeWidth="3" />
        ),
      )}
      <path d="M154 4l2.5 5.5 5.5 2.5-5.5 2.5-2.5 5.5-2.5-5.5-5.5-2.5 5.5-2.5z" fill={ACCENT} />
    </svg>
  );
}

/** A tick in a circle with a little burst around it: the answers are complete. */
export function AllDoneArt() {
  return (
    <svg width="120" height="120" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <circle cx="60" cy="60" r="40" fill="currentColor" />
      <path d="M42 61l12 12 25-26" fill="none" stroke="#FFFFFF" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
      <g stroke={ACCENT} strokeWidth="4" strokeLinecap="round">
        <path d="M60 6v9M60 105v9M6 60h9M105 60h9M22 22l6 6M92 92l6 6M98 22l-6 6M28 92l-6 6" />
      </g>
    </svg>
  );
}
