import type { Plugin } from 'vite';

/**
 * The app's themes are plain palettes (`createAppTheme`), never CSS-variable themes or colour schemes, so MUI's
 * `createTheme` and `ThemeProvider` always take their no-variables branch. Both modules still import the
 * variables machinery (the CSS-variables theme builder, its provider, the colour-scheme script and storage):
 * about 7 KB gzip in every page's entry. A production build replaces those two modules with stand-ins that
 * throw if ever called, so a theme that asks for CSS variables fails loudly instead of silently.
 */
const STAND_INS: Readonly<Record<string, string>> = {
  'createThemeWithVars.mjs': [
    'const unavailable = () => { throw new Error("CSS-variable themes are not part of this build"); };',
    'export const createGetCssVar = unavailable;',
    'export default unavailable;',
  ].join('\n'),
  'ThemeProviderWithVars.mjs': [
    'const unavailable = () => { throw new Error("CSS-variable themes are not part of this build"); };',
    'export const CssVarsProvider = unavailable;',
    'export const useColorScheme = unavailable;',
    'export const getInitColorSchemeScript = unavailable;',
    'export const Experimental_CssVarsProvider = unavailable;',
  ].join('\n'),
};

const PREFIX = '\0innerscope-mui-stand-in:';

export function muiWithoutCssVariables(): Plugin {
  return {
    name: 'innerscope:mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      const file = id.split('/').pop() ?? '';
      if (!(file in STAND_INS) || !importer || !/[\\/]@mui[\\/]material[\\/]/.test(importer)) return null;
      return `${PREFIX}${file}`;
    },
    load(id) {
      return id.startsWith(PREFIX) ? STAND_INS[id.slice(PREFIX.length)] : null;
    },
  };
}
