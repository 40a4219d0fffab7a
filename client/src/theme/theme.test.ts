import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_ROUTES, LEGACY_LANDING_NAMES } from '@innerscope/shared/routes';
import { contrastRatio } from './contrast';
import { DEFAULT_THEME, THEME_CONFIG, themeConfigFor, themeForHost } from './themeConfig';
import { PALETTES } from '@innerscope/shared/tokens';

describe('palettes', () => {
  it.each(Object.entries(PALETTES))('%s keeps text contrast at 4.5:1 or more', (_name, tokens) => {
    expect(contrastRatio(tokens.text, tokens.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(tokens.mutedText, tokens.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(tokens.mutedText, tokens.paper)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(tokens.onPrimary, tokens.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(tokens.primary, tokens.surface)).toBeGreaterThanOrEqual(4.5);
    // The footer turns the page around: surface-coloured text on a text-coloured band.
    expect(contrastRatio(tokens.surface, tokens.text)).toBeGreaterThanOrEqual(4.5);
  });

  it('measures contrast like WCAG does', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });
});

describe('theme configuration', () => {
  it('is keyed by legacy and canonical landing route names', () => {
    expect(THEME_CONFIG['homePage-code-examId']?.theme).toBe('homeTheme');
    expect(THEME_CONFIG['relaxPage-code-examId']?.theme).toBe('relaxTheme');
    expect(THEME_CONFIG['landing-girl-old-code-examId']?.theme).toBe('girlTheme');
    for (const name of Object.keys(LEGACY_LANDING_NAMES)) expect(THEME_CONFIG[`${name}-code-examId`]).toBeDefined();
    for (const route of ALL_ROUTES.filter((def) => def.landingTheme)) expect(THEME_CONFIG[route.name]).toBeDefined();
  });

  it('gives every theme a logo, a footer logo and an icon', () => {
    const config = THEME_CONFIG['founder-code-examId'];
    expect(config).toMatchObject({
      theme: 'founderTheme',
      logo: '/assets/logo/theme-founder.svg',
      footerLogo: '/assets/siteLogo/footerLogo/theme-founder.svg',
      icon: '/assets/siteLogo/icon/theme-founder.svg',
    });
  });

  it('gives each theme images of its own, and every image exists', () => {
    const configs = [...new Map(Object.values(THEME_CONFIG).map((config) => [config.theme, config])).values()];
    expect(new Set(configs.map((config) => config.logo)).size).toBe(configs.length);
    expect(new Set(configs.map((config) => config.icon)).size).toBe(configs.length);
    for (const config of [...configs, themeConfigFor(undefined, '')]) {
      for (const file of [config.logo, config.footerLogo, config.icon]) {
        expect(existsSync(join(dirname(fileURLToPath(import.meta.url)), '../../public', file)), file).toBe(true);
      }
    }
  });

  it('maps hosts without www. and falls back to the default theme', () => {
    expect(themeForHost('www.relax.innerscope.app')).toBe('relaxTheme');
    expect(themeForHost('RELAX.innerscope.app')).toBe('relaxTheme');
    expect(themeForHost('localhost')).toBe(DEFAULT_THEME);
    expect(themeConfigFor('index-code-examId', 'founder.innerscope.app').theme).toBe('founderTheme');
    expect(themeConfigFor('landing-relax-code-examId', 'founder.innerscope.app').theme).toBe('relaxTheme');
  });
});
