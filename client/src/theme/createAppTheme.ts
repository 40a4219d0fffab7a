import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeTokens } from '@innerscope/shared/tokens';

/** An MUI theme from a palette's tokens. The font stack comes from CSS (`--app-font`), per language. */
export function createAppTheme(tokens: ThemeTokens): Theme {
  return createTheme({
    palette: {
      primary: { main: tokens.primary, contrastText: tokens.onPrimary },
      secondary: { main: tokens.accent },
      background: { default: tokens.surface, paper: tokens.paper },
      text: { primary: tokens.text, secondary: tokens.mutedText },
    },
    shape: { borderRadius: tokens.radius },
    spacing: tokens.spacing,
    typography: {
      fontFamily: 'var(--app-font)',
      h1: { fontSize: 'clamp(1.875rem, 5vw + 0.75rem, 3.25rem)', fontWeight: 700, lineHeight: 1.2 },
      h2: { fontSize: 'clamp(1.5rem, 3vw + 0.75rem, 2.25rem)', fontWeight: 700, lineHeight: 1.25 },
      h3: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.35 },
      body1: { lineHeight: 1.65 },
      body2: { lineHeight: 1.6 },
      button: { textTransform: 'none', fontWeight: 600, fontSize: '1rem' },
    },
    components: {
      // Keyboard focus shows as a ring on every button, tab and icon button, not only as a faint tint.
      MuiButtonBase: {
        // A press shows as a slightly darker control while held (the build leaves MUI's ripple out).
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': { outline: `2px solid ${tokens.primary}`, outlineOffset: 2 },
            '&:active:not(.Mui-disabled)': { filter: 'brightness(0.9)' },
          },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          // A label that wraps in Japanese breaks between phrases, never inside a word.
          root: { minHeight: 48, borderRadius: 999, paddingInline: 20, '&:lang(ja)': { wordBreak: 'auto-phrase' } },
          sizeLarge: { minHeight: 56, paddingInline: 32, fontSize: '1.0625rem' },
        },
      },
      MuiIconButton: { styleOverrides: { root: { width: 48, height: 48 } } },
      // Dialogs hold short texts (a question, a few lines of settings): in Japanese they break between phrases.
      MuiDialog: { styleOverrides: { paper: { '&:lang(ja)': { wordBreak: 'auto-phrase' } } } },
    },
  });
}
