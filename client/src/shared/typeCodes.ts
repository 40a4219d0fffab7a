/** The 16 four-letter codes, in the usual four-by-four order (rows by the outer letters). */
export const TYPE_CODES = [
  'ISTJ', 'ISFJ', 'INFJ', 'INTJ',
  'ISTP', 'ISFP', 'INFP', 'INTP',
  'ESTP', 'ESFP', 'ENFP', 'ENTP',
  'ESTJ', 'ESFJ', 'ENFJ', 'ENTJ',
] as const;

export type TypeCode = (typeof TYPE_CODES)[number];

const CODES: ReadonlySet<string> = new Set(TYPE_CODES);

export function isTypeCode(code: string): code is TypeCode {
  return CODES.has(code);
}

export interface TypeAccent {
  /** Glyph and code colour; at least 4.5:1 on `tint`. */
  readonly ink: string;
  readonly tint: string;
}

/** Accent colours, shared by the four families the two middle letters form (NT, NF, SJ, SP). */
const FAMILY_ACCENTS: Readonly<Record<'NT' | 'NF' | 'SJ' | 'SP', TypeAccent>> = {
  NT: { ink: '#4A3FA8', tint: '#EEEBFB' },
  NF: { ink: '#2E6B3E', tint: '#E6F2E8' },
  SJ: { ink: '#1F5A85', tint: '#E4EFF7' },
  SP: { ink: '#A0441D', tint: '#FBECE3' },
};

export function accentOf(code: TypeCode): TypeAccent {
  const family = code[1] === 'N' ? (code[2] === 'T' ? 'NT' : 'NF') : code[3] === 'J' ? 'SJ' : 'SP';
  return FAMILY_ACCENTS[family];
}
