import type { TypeCode } from '../typeCodes';

/**
 * A small mark for a type, one shape per letter in each corner: a dot or a ring (E/I), a square or a diamond
 * (S/N), a triangle or a drop (T/F), two bars or a wave (J/P).
 */
export function TypeGlyph({ code, color, size = 32 }: { code: TypeCode; color: string; size?: number }) {
  const [energy, perception, decision, lifestyle] = code;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      {energy === 'E' ? (
        <circle cx="8" cy="8" r="5" fill={color} />
      ) : (
        <circle cx="8" cy="8" r="4" fill="none" stroke={color} strokeWidth="2" />
      )}
      {perception === 'S' ? (
        <rect x="19" y="3.5" width="9" height="9" rx="1.5" fill={color} />
      ) : (
        <path d="M24 2.5 29.5 8 24 13.5 18.5 8Z" fill={color} />
      )}
      {decision === 'T' ? (
        <path d="M8 18.5 13.5 28.5H2.5Z" fill={color} />
      ) : (
        <path d="M8 18c3 3.6 5 6 5 8a5 5 0 0 1-10 0c0-2 2-4.4 5-8Z" fill={color} />
      )}
      {lifestyle === 'J' ? (
        <path d="M19 21h10M19 26h10" stroke={color} strokeWidth="2.4" strokeLinecap="round" />
      ) : (
        <path d="M18.5 24c2-3 3.5-3 5.5 0s3.5 3 5.5 0" fill="none" stroke={color} strokeWidth="2.4" strokeLinecap="round" />
      )}
    </svg>
  );
}
