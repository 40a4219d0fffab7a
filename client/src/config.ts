/** Build-time switches, read once. */

/** The Vite mode the client was built in; a mode containing `fb` marks builds for the social-ads funnel. */
export const BUILD_MODE: string = import.meta.env.MODE;

export const IS_FB_BUILD: boolean = BUILD_MODE.includes('fb');

/**
 * When the site runs inside another origin (an embedded checkout), cookies must be `Secure` to be sent.
 * Off by default; set `VITE_CROSS_ORIGIN_COOKIES=true` at build time to turn it on.
 */
export const CROSS_ORIGIN_COOKIES: boolean = import.meta.env.VITE_CROSS_ORIGIN_COOKIES === 'true';
