import type { LandingTheme } from '@innerscope/shared/routes';
import { LEGACY_LANDING_NAMES } from '@innerscope/shared/routes';
import type { PaletteName } from '@innerscope/shared/tokens';

export type ThemeName =
  | 'homeTheme'
  | 'founderTheme'
  | 'freeTheme'
  | 'girlTheme'
  | 'youngTheme'
  | 'relaxTheme'
  | 'rolesTheme'
  | 'typesTheme'
  | 'personalTheme'
  | 'psychologicalTheme'
  | 'thirdTheme'
  | 'newTheme'
  | 'mainFrontTheme';

export const DEFAULT_THEME: ThemeName = 'homeTheme';

/** Which palette each theme uses; several themes share one. */
export const THEME_PALETTES: Readonly<Record<ThemeName, PaletteName>> = {
  homeTheme: 'calm',
  founderTheme: 'dusk',
  freeTheme: 'grove',
  girlTheme: 'dawn',
  youngTheme: 'ember',
  relaxTheme: 'grove',
  rolesTheme: 'ember',
  typesTheme: 'ember',
  personalTheme: 'dusk',
  psychologicalTheme: 'dusk',
  thirdTheme: 'calm',
  newTheme: 'ember',
  mainFrontTheme: 'calm',
};

const LANDING_THEME_NAMES: Readonly<Record<LandingTheme, ThemeName>> = {
  founder: 'founderTheme',
  free: 'freeTheme',
  girl: 'girlTheme',
  'girl-old': 'girlTheme',
  home: 'homeTheme',
  mainFront: 'mainFrontTheme',
  new: 'newTheme',
  personal: 'personalTheme',
  psychological: 'psychologicalTheme',
  relax: 'relaxTheme',
  roles: 'rolesTheme',
  third: 'thirdTheme',
  types: 'typesTheme',
  young: 'youngTheme',
};

/** What a page is dressed in: its theme and the brand images that go with it. */
export interface SiteThemeConfig {
  readonly theme: ThemeName;
  readonly logo: string;
  readonly footerLogo: string;
  readonly icon: string;
}

/**
 * Each theme's own brand images (`public/assets/logo/`, `siteLogo/footerLogo/`, `siteLogo/icon/`): the lens in
 * the theme's colours with the theme's own mark inside. The default theme keeps the images the page shell shows.
 */
const THEME_ASSETS: Readonly<Record<ThemeName, string>> = {
  homeTheme: 'innerscope-calm',
  founderTheme: 'theme-founder',
  freeTheme: 'theme-free',
  girlTheme: 'theme-girl',
  youngTheme: 'theme-young',
  relaxTheme: 'theme-relax',
  rolesTheme: 'theme-roles',
  typesTheme: 'theme-types',
  personalTheme: 'theme-personal',
  psychologicalTheme: 'theme-psychological',
  thirdTheme: 'theme-third',
  newTheme: 'theme-new',
  mainFrontTheme: 'theme-mainFront',
};

function configFor(theme: ThemeName): SiteThemeConfig {
  const file = THEME_ASSETS[theme];
  return {
    theme,
    logo: `/assets/logo/${file}.svg`,
    footerLogo: `/assets/siteLogo/footerLogo/${file}.svg`,
    icon: `/assets/siteLogo/icon/${file}.svg`,
  };
}

/**
 * Theme configuration keyed by route name: the legacy landing names (`homePage-code-examId`) and the canonical
 * landing routes (`landing-home-code-examId`). Every other route uses the host's theme.
 */
export const THEME_CONFIG: Readonly<Record<string, SiteThemeConfig>> = Object.fromEntries([
  ...Object.entries(LEGACY_LANDING_NAMES).map(([name, landing]) => [
    `${name}-code-examId`,
    configFor(LANDING_THEME_NAMES[landing]),
  ]),
  ...Object.entries(LANDING_THEME_NAMES).map(([landing, theme]) => [
    `landing-${landing}-code-examId`,
    configFor(theme),
  ]),
]);

/** Hosts (without `www.`) that open in a theme of their own. */
export const HOST_THEMES: Readonly<Record<string, ThemeName>> = {
  'innerscope.app': 'homeTheme',
  'relax.innerscope.app': 'relaxTheme',
  'founder.innerscope.app': 'founderTheme',
  'girl.innerscope.app': 'girlTheme',
};

/** The theme a host opens in; unknown hosts get the default. */
export function themeForHost(hostname: string): ThemeName {
  const host = hostname.toLowerCase().replace(/^www\./, '');
  return HOST_THEMES[host] ?? DEFAULT_THEME;
}

/** The theme configuration for a route name, falling back to the host's theme. */
export function themeConfigFor(routeName: string | undefined, hostname: string): SiteThemeConfig {
  return (routeName ? THEME_CONFIG[routeName] : undefined) ?? configFor(themeForHost(hostname));
}
