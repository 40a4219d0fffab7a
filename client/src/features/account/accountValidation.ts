import type { AccountErrorCode } from '../../__generated__/graphql';
import { isValidEmail } from '../reportForm/reportFormValidation';

/**
 * What can be wrong with an account form: the server's codes, plus two the forms find themselves before
 * anything is sent (an empty password, a code that is not six digits).
 */
export type AccountProblem = AccountErrorCode | 'PASSWORD_REQUIRED' | 'CODE_FORMAT';

/** The server's limits (server/src/modules/account/account.models.ts and account.service.ts). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
export const NAME_MAX = 100;
export const CODE_LENGTH = 6;

export type Problems<Field extends string> = Partial<Record<Field, AccountProblem>>;

export function checkEmail(input: string): AccountProblem | null {
  const email = input.trim();
  if (email === '') return 'EMAIL_REQUIRED';
  return isValidEmail(email) ? null : 'INVALID_EMAIL';
}

/** The code as typed or pasted ("123 456"), without spaces. */
export function normalizeCode(input: string): string {
  return input.replace(/\s+/g, '');
}

function checkCode(input: string): AccountProblem | null {
  const code = normalizeCode(input);
  if (code === '') return 'CODE_REQUIRED';
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code) ? null : 'CODE_FORMAT';
}

/** A new password and its repetition, with the server's rules. */
function checkNewPassword(password: string, confirm: string): Problems<'password' | 'passwordConfirm'> {
  const problems: Problems<'password' | 'passwordConfirm'> = {};
  if (password === '') problems.password = 'PASSWORD_REQUIRED';
  else if (password.length < PASSWORD_MIN) problems.password = 'PASSWORD_TOO_SHORT';
  else if (password.length > PASSWORD_MAX) problems.password = 'PASSWORD_TOO_LONG';
  if (password !== confirm) problems.passwordConfirm = 'PASSWORDS_DO_NOT_MATCH';
  return problems;
}

/** Keeps only the fields that have a problem, so an empty object means the form may go. */
function found<Field extends string>(entries: Partial<Record<Field, AccountProblem | null>>): Problems<Field> {
  const problems: Problems<Field> = {};
  for (const [field, problem] of Object.entries(entries) as Array<[Field, AccountProblem | null | undefined]>) {
    if (problem) problems[field] = problem;
  }
  return problems;
}

export const LOGIN_FIELDS = ['email', 'password'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];

export function validateLogin(values: Readonly<Record<LoginField, string>>): Problems<LoginField> {
  return found<LoginField>({ email: checkEmail(values.email), password: values.password === '' ? 'PASSWORD_REQUIRED' : null });
}

export const REGISTER_FIELDS = ['name', 'email', 'code', 'password', 'passwordConfirm', 'agreePrivacy'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export interface RegisterValues {
  readonly name: string;
  readonly email: string;
  readonly code: string;
  readonly password: string;
  readonly passwordConfirm: string;
  readonly agreePrivacy: boolean;
}

/** Every rule of registration (spec section 5), checked before anything is sent. */
export function validateRegister(values: RegisterValues): Problems<RegisterField> {
  const name = values.name.trim();
  return found<RegisterField>({
    name: name === '' ? 'NAME_REQUIRED' : name.length > NAME_MAX ? 'TOO_LONG' : null,
    email: checkEmail(values.email),
    code: checkCode(values.code),
    ...checkNewPassword(values.password, values.passwordConfirm),
    agreePrivacy: values.agreePrivacy ? null : 'AGREEMENT_REQUIRED',
  });
}

export const RESET_FIELDS = ['code', 'password', 'passwordConfirm'] as const;
export type ResetField = (typeof RESET_FIELDS)[number];

export function validateReset(values: Readonly<Record<ResetField, string>>): Problems<ResetField> {
  return found<ResetField>({ code: checkCode(values.code), ...checkNewPassword(values.password, values.passwordConfirm) });
}

export const CHANGE_FIELDS = ['current', 'password', 'passwordConfirm'] as const;
export type ChangeField = (typeof CHANGE_FIELDS)[number];

export function validateChange(values: Readonly<Record<ChangeField, string>>): Problems<ChangeField> {
  return found<ChangeField>({
    current: values.current === '' ? 'PASSWORD_REQUIRED' : null,
    ...checkNewPassword(values.password, values.passwordConfirm),
  });
}

/**
 * Sorts the server's refusals into those shown under one of the form's fields and one about the form as a whole
 * (the first that belongs to no field). Only codes are kept: the client words them itself.
 */
export function sortServerErrors<Field extends string>(
  errors: ReadonlyArray<{ code: AccountErrorCode; field?: string | null }>,
  fields: readonly Field[],
): { fields: Problems<Field>; form: AccountErrorCode | null } {
  const byField: Problems<Field> = {};
  let form: AccountErrorCode | null = null;
  for (const { code, field } of errors) {
    if (field && (fields as readonly string[]).includes(field)) byField[field as Field] ??= code;
    else form ??= code;
  }
  return { fields: byField, form };
}
