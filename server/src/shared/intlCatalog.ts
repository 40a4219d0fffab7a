import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, type Locale } from './locales';

/**
 * Server-side strings of one kind (e-mail, PDF) kept as one JSON catalogue per locale in `dir`, formatted with
 * the same ICU engine the client uses. Each locale's catalogue is read once.
 */
export function intlCatalog(dir: string) {
  const cache = createIntlCache();
  const intls = new Map<Locale, IntlShape>();
  const read = (locale: Locale) => JSON.parse(fs.readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Record<string, string>;
  // A locale without its file (a translation not shipped yet) speaks English rather than failing; tests require
  // every file.
  const messages = (locale: Locale) => (fs.existsSync(path.join(dir, `${locale}.json`)) ? read(locale) : read(DEFAULT_LOCALE));
  return {
    messages,
    intl(locale: Locale): IntlShape {
      let intl = intls.get(locale);
      if (!intl) {
        intl = createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages: messages(locale) }, cache);
        intls.set(locale, intl);
      }
      return intl;
    },
  };
}
