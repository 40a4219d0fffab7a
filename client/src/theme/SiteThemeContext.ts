import { createContext, useContext } from 'react';
import { type SiteThemeConfig, themeConfigFor } from './themeConfig';

const DEFAULT_CONFIG = themeConfigFor(undefined, '');

export const SiteThemeContext = createContext<SiteThemeConfig>(DEFAULT_CONFIG);

/** The current page's theme name and brand images (logo, footer logo, icon). */
export function useSiteTheme(): SiteThemeConfig {
  return useContext(SiteThemeContext);
}
