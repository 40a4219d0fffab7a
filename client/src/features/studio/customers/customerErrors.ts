import type { IntlShape } from 'react-intl';
import { studioErrorText } from '../studioErrors';
import { customerErrorMessages } from './customerMessages';

/** The translated message of a customer error code, or of a global one (FORBIDDEN, NETWORK...). */
export function customerErrorText(intl: IntlShape, code: string): string {
  return Object.hasOwn(customerErrorMessages, code) ? intl.formatMessage(customerErrorMessages[code as keyof typeof customerErrorMessages]) : studioErrorText(intl, code);
}

/** A request key for one form: the same key sent again is the same action on the server, never a second one. */
export const newRequestKey = (): string => crypto.randomUUID();
