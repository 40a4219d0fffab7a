/**
 * The few decisions each theme is made of. Colours are chosen so text meets WCAG AA (4.5:1): body and muted
 * text on the surface and on white, white on the primary colour, and primary-coloured links on the surface.
 */
export interface ThemeTokens {
  readonly primary: string;
  /** Text on the primary colour. */
  readonly onPrimary: string;
  /** A warm accent for decoration (never for small text). */
  readonly accent: string;
  /** The page background. */
  readonly surface: string;
  /** Cards and raised areas. */
  readonly paper: string;
  readonly text: string;
  readonly mutedText: string;
  /** Corner radius in px. */
  readonly radius: number;
  /** The spacing unit in px. */
  readonly spacing: number;
}

const base = { onPrimary: '#FFFFFF', paper: '#FFFFFF', radius: 16, spacing: 8 } as const;

export const PALETTES = {
  /** Deep teal on warm paper: the default look. */
  calm: { ...base, primary: '#1F6B66', accent: '#E08A5B', surface: '#FBF7F2', text: '#1E2A2A', mutedText: '#5A4A3F' },
  /** Rose and blush. */
  dawn: { ...base, primary: '#A3365C', accent: '#F2A7B5', surface: '#FFF7F8', text: '#2A1E24', mutedText: '#6B4A57' },
  /** Sage and moss, for the calmer landing pages. */
  grove: { ...base, primary: '#2E6B3E', accent: '#B9CF8E', surface: '#F6F8F1', text: '#1E2A22', mutedText: '#4F5B4A' },
  /** Indigo, for the reflective and in-depth pages. */
  dusk: { ...base, primary: '#4A3FA8', accent: '#A99CF0', surface: '#F7F6FC', text: '#1F1D33', mutedText: '#55506E' },
  /** Terracotta, warm and lively. */
  ember: { ...base, primary: '#A8481F', accent: '#F0B48A', surface: '#FFF8F2', text: '#2B1F1A', mutedText: '#66503F' },
} as const satisfies Record<string, ThemeTokens>;

export type PaletteName = keyof typeof PALETTES;
