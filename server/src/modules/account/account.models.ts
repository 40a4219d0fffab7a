export interface UserRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  email_verified_at: Date | null;
  nickname: string | null;
  phone: string | null;
  birthday: string | Date | null;
  gender: 'male' | 'female' | 'confidential' | null;
  avatar_key: string | null;
  introduction: string | null;
  locale: string;
  created_at: Date;
  updated_at: Date;
}

/** Why an account step was refused; mirrors AccountErrorCode in schema/account.graphql. */
export type AccountErrorCode =
  | 'NAME_REQUIRED'
  | 'EMAIL_REQUIRED'
  | 'INVALID_EMAIL'
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORD_TOO_LONG'
  | 'PASSWORDS_DO_NOT_MATCH'
  | 'AGREEMENT_REQUIRED'
  | 'CODE_REQUIRED'
  | 'CODE_INVALID'
  | 'EMAIL_TAKEN'
  | 'INVALID_CREDENTIALS'
  | 'WRONG_PASSWORD'
  | 'INVALID_DATE'
  | 'INVALID_GENDER'
  | 'TOO_LONG';

export interface AccountError {
  code: AccountErrorCode;
  field: string | null;
  message: string;
}

export const accountError = (code: AccountErrorCode, field: string | null, message: string): AccountError => ({ code, field, message });

/** What an e-mailed code is for; `change_order_email` confirms the new address of a paid order. */
export type CodePurpose = 'register' | 'reset' | 'change_order_email';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
/** E-mailed codes: six digits, valid ten minutes, single use, dead after five wrong tries. */
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
