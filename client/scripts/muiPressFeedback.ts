import type { Plugin } from 'vite';

/**
 * MUI draws a ripple from the touch point on every button: an animation library, its keyframes and two
 * components (about 1.8 KB gzip) in every page's entry. The app gives press feedback with a pressed state in CSS
 * instead (`MuiButtonBase` in `src/theme/createAppTheme.ts`), which needs no script and no motion. A production
 * build replaces the ripple with a stand-in that keeps its imperative methods, so ButtonBase's calls land safely.
 */
const STAND_IN = [
  'import * as React from "react";',
  'const noop = () => undefined;',
  'const TouchRipple = React.forwardRef(function TouchRipple(_props, ref) {',
  '  React.useImperativeHandle(ref, () => ({ start: noop, stop: noop, pulsate: noop }), []);',
  '  return null;',
  '});',
  'export default TouchRipple;',
].join('\n');

const ID = '\0innerscope-mui-touch-ripple';

export function muiPressFeedback(): Plugin {
  return {
    name: 'innerscope:mui-press-feedback',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      if (!/(^|\/)TouchRipple(\.mjs)?$/.test(id) || !importer || !/[\\/]@mui[\\/]material[\\/]/.test(importer)) return null;
      return ID;
    },
    load(id) {
      return id === ID ? STAND_IN : null;
    },
  };
}
