/**
 * The mail module's face for the rest of the server: the e-mail strings per locale, the HTML escaper, and the
 * composer that lays blocks out in the compiled frame (./compose, ./layout).
 */
export { mailIntl, mailLocales, mailMessages, translator, type Translate } from './messages';
export { escapeHtml } from './escape';
export { composeEmail, type Block, type EmailContent, type RenderedEmail } from './compose';
