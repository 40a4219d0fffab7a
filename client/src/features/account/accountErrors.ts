import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { isInvalidTextError } from '../../shared/invalidText';
import { requestErrorMessages } from '../../shared/messages';
import { failureOf } from '../cancel/cancelOutcome';
import { type AccountProblem, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './accountValidation';
import { errorMessages } from './messages';

/** The words for each problem with a form; the server's own wording is never shown. */
export function problemMessage(problem: AccountProblem): { message: MessageDescriptor; values?: Record<string, number> } {
  switch (problem) {
    case 'NAME_REQUIRED':
      return { message: errorMessages.nameRequired };
    case 'TOO_LONG':
      return { message: errorMessages.nameTooLong, values: { max: NAME_MAX } };
    case 'EMAIL_REQUIRED':
      return { message: errorMessages.emailRequired };
    case 'INVALID_EMAIL':
      return { message: errorMessages.invalidEmail };
    case 'PASSWORD_REQUIRED':
      return { message: errorMessages.passwordRequired };
    case 'PASSWORD_TOO_SHORT':
      return { message: errorMessages.passwordTooShort, values: { min: PASSWORD_MIN } };
    case 'PASSWORD_TOO_LONG':
      return { message: errorMessages.passwordTooLong, values: { max: PASSWORD_MAX } };
    case 'PASSWORDS_DO_NOT_MATCH':
      return { message: errorMessages.passwordsDoNotMatch };
    case 'AGREEMENT_REQUIRED':
      return { message: errorMessages.agreementRequired };
    case 'CODE_REQUIRED':
      return { message: errorMessages.codeRequired };
    case 'CODE_FORMAT':
      return { message: errorMessages.codeFormat };
    case 'CODE_INVALID':
      return { message: errorMessages.codeInvalid };
    case 'EMAIL_TAKEN':
      return { message: errorMessages.emailTaken };
    case 'INVALID_CREDENTIALS':
      return { message: errorMessages.invalidCredentials };
    case 'WRONG_PASSWORD':
      return { message: errorMessages.wrongPassword };
    // Codes of the personal-info form, which these pages do not have.
    case 'INVALID_DATE':
    case 'INVALID_GENDER':
      return { message: errorMessages.unexpected };
  }
}

export function formatProblem(intl: IntlShape, problem: AccountProblem): string {
  const { message, values } = problemMessage(problem);
  return intl.formatMessage(message, values);
}

export type AccountFailure =
  /** Tried too often; `minutes` is how long to wait, when the server says. */
  | { readonly kind: 'rateLimited'; readonly minutes: number | null }
  /** The step needs a session and there is none (it ended, or another device changed the password). */
  | { readonly kind: 'signedOut' }
  /** The network or the server failed: the same request may be sent again. */
  | { readonly kind: 'failed' }
  /** Some text held a character the server cannot store (INVALID_TEXT): it must be retyped, not resent. */
  | { readonly kind: 'invalidText' };

function hasCode(errors: ReadonlyArray<{ extensions?: Readonly<Record<string, unknown>> | null }>, code: string) {
  return errors.some((error) => error.extensions?.['code'] === code);
}

/** Sorts a thrown request error into what the page says: wait, sign in again, or try again. */
export function accountFailureOf(error: unknown): AccountFailure {
  if (CombinedGraphQLErrors.is(error) && hasCode(error.errors, 'UNAUTHENTICATED')) return { kind: 'signedOut' };
  if (ServerError.is(error) && error.statusCode === 401) return { kind: 'signedOut' };
  if (isInvalidTextError(error)) return { kind: 'invalidText' };
  return failureOf(error);
}

/** The words of a failure (pages that need a session say "please log in first" instead of these for `signedOut`). */
export function failureText(intl: IntlShape, failure: AccountFailure): string {
  if (failure.kind === 'invalidText') return intl.formatMessage(requestErrorMessages.invalidText);
  if (failure.kind !== 'rateLimited') return intl.formatMessage(errorMessages.network);
  return failure.minutes === null
    ? intl.formatMessage(errorMessages.rateLimitedLater)
    : intl.formatMessage(errorMessages.rateLimited, { minutes: failure.minutes });
}
