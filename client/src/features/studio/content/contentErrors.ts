import type { IntlShape } from 'react-intl';
import { studioErrorText } from '../studioErrors';
import { contentErrorMessages } from './contentMessages';

/** The translated message of a content write's error code, or of a studio-wide one (FORBIDDEN, NETWORK...). */
export function contentErrorText(intl: IntlShape, code: string): string {
  return Object.hasOwn(contentErrorMessages, code) ? intl.formatMessage(contentErrorMessages[code as keyof typeof contentErrorMessages]) : studioErrorText(intl, code);
}
