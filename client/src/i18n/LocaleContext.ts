import { createContext, useContext } from 'react';
import type { Locale } from '@innerscope/shared/locales';

export interface LocaleContextValue {
  readonly locale: Locale;
  /** Loads the locale, remembers it in the cookie and moves the URL's `hl` or prefix along with it. */
  readonly switchLocale: (locale: Locale) => Promise<void>;
}

export const LocaleContext = createContext<LocaleContextValue | null>(null);

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale needs a LocaleProvider');
  return value;
}
