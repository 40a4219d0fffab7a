import type { StaffRole } from '../access/actor';

export interface StaffUserRow {
  id: string;
  email: string;
  display_name: string;
  password_hash: string;
  totp_secret_sealed: string;
  totp_confirmed_at: Date | null;
  totp_last_step: string | number | null;
  roles: StaffRole[];
  disabled_at: Date | null;
  created_at: Date;
  last_sign_in_at: Date | null;
}

/** A staff user as the graph shows it: never the password hash nor the TOTP secret. */
export interface StaffUserModel {
  id: string;
  email: string;
  displayName: string;
  roles: StaffRole[];
  disabled: boolean;
  totpEnrolled: boolean;
  createdAt: Date;
  lastSignInAt: Date | null;
}

export const toStaffUser = (row: StaffUserRow): StaffUserModel => ({
  id: row.id,
  email: row.email,
  displayName: row.display_name,
  roles: row.roles,
  disabled: row.disabled_at !== null,
  totpEnrolled: row.totp_confirmed_at !== null,
  createdAt: row.created_at,
  lastSignInAt: row.last_sign_in_at,
});

export type StaffSessionStage = 'password' | 'active';

export interface StaffSessionRow {
  id_hash: string;
  staff_user_id: string;
  stage: StaffSessionStage;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface AuditEntryRow {
  id: string | number;
  staff_user_id: string | null;
  actor: string;
  roles: StaffRole[];
  action: string;
  target_type: string;
  target_id: string | null;
  summary: Record<string, unknown>;
  created_at: Date;
}

export interface AuditEntryModel {
  id: string;
  staffUserId: string | null;
  actor: string;
  roles: StaffRole[];
  action: string;
  targetType: string;
  targetId: string | null;
  summary: string;
  createdAt: Date;
}

export const toAuditEntry = (row: AuditEntryRow): AuditEntryModel => ({
  id: String(row.id),
  staffUserId: row.staff_user_id,
  actor: row.actor,
  roles: row.roles,
  action: row.action,
  targetType: row.target_type,
  targetId: row.target_id,
  summary: JSON.stringify(row.summary),
  createdAt: row.created_at,
});

/** Why a sign-in or staff step was refused; mirrors StaffErrorCode in schema/staff.graphql. */
export type StaffErrorCode =
  /** E-mail or password wrong, or the user disabled: one answer for all three, so none is told apart. */
  | 'INVALID_CREDENTIALS'
  /** The TOTP or recovery code is wrong, used, or outside the window. */
  | 'CODE_INVALID'
  /** The first step is missing or too old: sign in again from the password. */
  | 'SIGN_IN_EXPIRED'
  /** TOTP is already set up (verify instead), or not yet (enrol first). */
  | 'WRONG_STEP'
  | 'INVALID_EMAIL'
  | 'EMAIL_TAKEN'
  | 'NAME_REQUIRED'
  | 'ROLES_REQUIRED'
  | 'NOT_FOUND'
  /** An admin may not disable themselves nor take away their own admin role (the studio would lose its last door). */
  | 'CANNOT_CHANGE_SELF'
  /** The change would leave no active admin (taking the role away, or disabling): the studio keeps at least one. */
  | 'LAST_ADMIN';

export interface StaffError {
  code: StaffErrorCode;
  field: string | null;
  message: string;
}

export const staffError = (code: StaffErrorCode, field: string | null, message: string): StaffError => ({ code, field, message });

/** The first step is good for five minutes; a session then idles out after 30 minutes and ends after 12 hours. */
export const PENDING_TTL_MS = 5 * 60_000;
export const IDLE_TTL_MS = 30 * 60_000;
export const ABSOLUTE_TTL_MS = 12 * 60 * 60_000;
export const RECOVERY_CODE_COUNT = 10;
