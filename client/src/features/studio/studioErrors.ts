import type { IntlShape } from 'react-intl';
import { studioErrorMessages } from './messages';

/** The translated message of an error code; never the server's own message. */
export function studioErrorText(intl: IntlShape, code: string): string {
  const known = Object.hasOwn(studioErrorMessages, code) ? (code as keyof typeof studioErrorMessages) : 'UNKNOWN';
  return intl.formatMessage(studioErrorMessages[known]);
}
