import type { Theme } from '@mui/material/styles';
import { createAppTheme } from './createAppTheme';
import { THEME_PALETTES, type ThemeName } from './themeConfig';
import { PALETTES, type PaletteName } from '@innerscope/shared/tokens';

const built = new Map<PaletteName, Theme>();

/** The MUI theme for a theme name, built on first use (themes sharing a palette share one object). */
export function muiThemeFor(name: ThemeName): Theme {
  const palette = THEME_PALETTES[name];
  let theme = built.get(palette);
  if (!theme) {
    theme = createAppTheme(PALETTES[palette]);
    built.set(palette, theme);
  }
  return theme;
}
