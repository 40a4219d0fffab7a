import palette from '../../../../assets/types/palette.json';

/** A type's colours (assets/types/palette.json): `primary` carries white text, `soft` is a ground, `dark` is text. */
export interface TypePalette {
  readonly primary: string;
  readonly soft: string;
  readonly accent: string;
  readonly dark: string;
}

const PALETTES: Readonly<Record<string, TypePalette>> = palette;

/** The colours of a type; for a code the palette does not know, its accent on a neutral ground. */
export function typePalette(code: string, accent: string): TypePalette {
  return PALETTES[code.toUpperCase()] ?? { primary: accent, soft: '#F4F4F5', accent, dark: '#1F2933' };
}
