import type { ExamErrorCode } from '../../__generated__/graphql';

export const FORM_FIELDS = ['firstName', 'lastName', 'email', 'birthYear', 'gender', 'country'] as const;
export type FormField = (typeof FORM_FIELDS)[number];

export interface ReportFormValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** A year as chosen in the list, or empty. */
  readonly birthYear: string;
  readonly gender: '' | 'male' | 'female';
  /** ISO 3166-1 alpha-2, or empty. */
  readonly country: string;
}

export type FieldErrors = Partial<Record<FormField, ExamErrorCode>>;

/** The longest name the server takes. */
export const NAME_MAX_LENGTH = 100;

/**
 * The server's own check of an address (`server/src/shared/email.ts`: what browsers use for type=email, a dot in
 * the domain, and the 254-character limit, on the canonical form), so the form never accepts what the server
 * would refuse, nor refuses a full-width address the server takes.
 */
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isValidEmail(input: string): boolean {
  // The server's canonical form (canonicalEmail): NFKC, lower-cased, trimmed.
  const email = input.normalize('NFKC').toLowerCase().trim();
  return email.length <= 254 && EMAIL.test(email);
}

/** The years offered: from ten years ago back to a hundred, as the server accepts (most recent first). */
export function birthYears(now: Date): number[] {
  const newest = now.getFullYear() - 10;
  return Array.from({ length: 91 }, (_, index) => newest - index);
}

/** Checks the form before it is sent, with the server's rules and codes; an empty result means it may go. */
export function validateReportForm(values: ReportFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.firstName.trim() === '') errors.firstName = 'NAME_REQUIRED';
  const email = values.email.trim();
  if (email === '') errors.email = 'EMAIL_REQUIRED';
  else if (!isValidEmail(email)) errors.email = 'INVALID_EMAIL';
  return errors;
}

function isFormField(field: string | null): field is FormField {
  return field !== null && (FORM_FIELDS as readonly string[]).includes(field);
}

/**
 * Sorts the server's errors into those shown under a field and those about the form as a whole (a lost
 * session, anything unexpected). Only codes are kept: the client words them itself.
 */
export function sortServerErrors(errors: ReadonlyArray<{ code: ExamErrorCode; field: string | null }>): {
  fields: FieldErrors;
  form: ExamErrorCode | null;
} {
  const fields: FieldErrors = {};
  let form: ExamErrorCode | null = null;
  for (const { code, field } of errors) {
    if (isFormField(field)) fields[field] ??= code;
    else form ??= code;
  }
  return { fields, form };
}

const optional = (value: string) => value.trim() || null;

/** The server's payload for the form's values: empty optional fields are sent as nothing. */
export function toInput(sessionId: string, values: ReportFormValues) {
  return {
    sessionId,
    firstName: values.firstName.trim(),
    lastName: optional(values.lastName),
    email: values.email.trim(),
    birthYear: values.birthYear ? Number(values.birthYear) : null,
    gender: values.gender || null,
    country: values.country || null,
  };
}
