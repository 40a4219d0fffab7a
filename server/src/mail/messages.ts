import type { IntlShape } from '@formatjs/intl';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { intlCatalog } from '../shared/intlCatalog';
import { LOCALES, type Locale } from '../shared/locales';

const catalog = intlCatalog(path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales'));

export const mailMessages = (locale: Locale): Record<string, string> => catalog.messages(locale);

/** The e-mail strings of a locale, formatted with the same ICU engine the client uses. */
export const mailIntl = (locale: Locale): IntlShape => catalog.intl(locale);

export const mailLocales = LOCALES;

export type Translate = (id: string, values?: Record<string, string | number>) => string;

/** A locale's `t(id, values)`. */
export function translator(locale: Locale): Translate {
  const intl = mailIntl(locale);
  return (id, values) => intl.formatMessage({ id }, values);
}
