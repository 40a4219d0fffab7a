import { hash as argonHash } from '@node-rs/argon2';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import { canonicalEmail, isValidEmail } from '../../shared/email';
import { randomId } from '../../shared/ids';
import { STAFF_ROLES, type StaffRole } from '../access/actor';
import { managesStaff, STAFF_MANAGER_ROLES } from '../access/policy';
import { ARGON2_OPTIONS } from '../account/account.service';
import type { AuditActor, AuditService } from './audit.service';
import { type StaffError, staffError, type StaffUserModel, toStaffUser } from './staff.models';
import { seal } from './secretBox';
import { TOTP_SEAL } from './staffAuth.service';
import { newTotpSecret, otpauthUri } from './totp';
import * as repo from './staff.repository';

type Result<T> = { value: T; errors: [] } | { value: null; errors: StaffError[] };
const ok = <T>(value: T): Result<T> => ({ value, errors: [] });
const refused = <T>(...errors: StaffError[]): Result<T> => ({ value: null, errors });

const NAME_MAX = 100;

/** Roles as given, known ones only, each once, in the product's order. */
const cleanRoles = (roles: readonly string[]): StaffRole[] => STAFF_ROLES.filter((r) => roles.includes(r));

const LAST_ADMIN = (field: string) => staffError('LAST_ADMIN', field, 'The studio must keep at least one active admin');

/**
 * Whether a change to `id` (to these roles, or disabling it when `roles` is null) takes away the last active admin.
 * `admins` are the active admins as locked in the transaction making the change (lockActiveWithAnyRole), so two
 * changes made at once are decided one after the other: the second sees what the first left.
 */
function removesLastAdmin(admins: readonly string[], id: string, roles: readonly StaffRole[] | null): boolean {
  const staysAdmin = roles !== null && managesStaff(roles);
  return admins.includes(id) && !staysAdmin && admins.length <= 1;
}

/**
 * Staff users and their roles, managed by admins (and the first admin from the command line). Every change is
 * written to the audit log in the transaction that makes it.
 */
export function createStaffUsersService(deps: { db: Db; clock: Clock; config: AppConfig; audit: AuditService }) {
  const { db, clock, config, audit } = deps;

  return {
    list: async (): Promise<StaffUserModel[]> => (await repo.listStaffUsers(db)).map(toStaffUser),

    find: async (id: string): Promise<StaffUserModel | null> => {
      const row = /^[0-9a-f-]{36}$/i.test(id) ? await repo.findStaffUserById(db, id) : null;
      return row ? toStaffUser(row) : null;
    },

    /**
     * A new staff user with a generated password and TOTP secret, both given back this once (to hand over and to
     * scan); the app is confirmed with a code at the first sign-in, which also makes the recovery codes.
     */
    async create(input: { email: string; displayName: string; roles: readonly string[] }, by: AuditActor): Promise<Result<{ user: StaffUserModel; initialPassword: string; otpauthUri: string }>> {
      const errors: StaffError[] = [];
      const raw = input.email.trim();
      if (!raw || !isValidEmail(raw)) errors.push(staffError('INVALID_EMAIL', 'email', 'Please enter a valid email address.'));
      const displayName = input.displayName.trim();
      if (!displayName || displayName.length > NAME_MAX) errors.push(staffError('NAME_REQUIRED', 'displayName', `A name of 1 to ${NAME_MAX} characters`));
      const roles = cleanRoles(input.roles);
      if (roles.length === 0) errors.push(staffError('ROLES_REQUIRED', 'roles', 'At least one role'));
      if (errors.length) return refused(...errors);
      const email = canonicalEmail(raw);
      const initialPassword = randomId(18);
      const secret = newTotpSecret();
      const passwordHash = await argonHash(initialPassword, ARGON2_OPTIONS);
      const user = await db.transaction(async (trx) => {
        const row = await repo.insertStaffUser(trx, { email, display_name: displayName, password_hash: passwordHash, totp_secret_sealed: seal(config.appSecret, TOTP_SEAL, secret), roles, created_at: clock.now() });
        if (row) await audit.record(trx, by, { action: 'staff.create', targetType: 'staffUser', targetId: row.id, summary: { email, displayName, roles } });
        return row;
      });
      if (!user) return refused(staffError('EMAIL_TAKEN', 'email', 'This address already has a staff user'));
      return ok({ user: toStaffUser(user), initialPassword, otpauthUri: otpauthUri(secret, email) });
    },

    /**
     * Replaces a user's roles. An admin keeps their own admin role, and no one takes away the last active admin's:
     * the studio must not lose its last way in.
     */
    async setRoles(id: string, roles: readonly string[], by: AuditActor): Promise<Result<StaffUserModel>> {
      const next = cleanRoles(roles);
      if (next.length === 0) return refused(staffError('ROLES_REQUIRED', 'roles', 'At least one role'));
      return db.transaction(async (trx) => {
        const admins = await repo.lockActiveWithAnyRole(trx, STAFF_MANAGER_ROLES);
        const user = /^[0-9a-f-]{36}$/i.test(id) ? await repo.lockStaffUser(trx, id) : null;
        if (!user) return refused<StaffUserModel>(staffError('NOT_FOUND', 'id', 'No such staff user'));
        if (removesLastAdmin(admins, id, next)) return refused<StaffUserModel>(LAST_ADMIN('roles'));
        if (id === by.staffUserId && !managesStaff(next)) return refused<StaffUserModel>(staffError('CANNOT_CHANGE_SELF', 'roles', 'You cannot remove your own admin role'));
        await repo.setRoles(trx, id, next);
        await audit.record(trx, by, { action: 'staff.setRoles', targetType: 'staffUser', targetId: id, summary: { before: user.roles, after: next } });
        return ok(toStaffUser({ ...user, roles: next }));
      });
    },

    /** Disables a user and ends their sessions at once; not oneself, and never the last active admin. */
    async disable(id: string, by: AuditActor): Promise<Result<StaffUserModel>> {
      return db.transaction(async (trx) => {
        const admins = await repo.lockActiveWithAnyRole(trx, STAFF_MANAGER_ROLES);
        const user = /^[0-9a-f-]{36}$/i.test(id) ? await repo.lockStaffUser(trx, id) : null;
        if (!user) return refused<StaffUserModel>(staffError('NOT_FOUND', 'id', 'No such staff user'));
        if (removesLastAdmin(admins, id, null)) return refused<StaffUserModel>(LAST_ADMIN('id'));
        if (id === by.staffUserId) return refused<StaffUserModel>(staffError('CANNOT_CHANGE_SELF', 'id', 'You cannot disable yourself'));
        const now = clock.now();
        await repo.setDisabled(trx, id, now);
        await repo.revokeSessionsOf(trx, id, now);
        if (!user.disabled_at) await audit.record(trx, by, { action: 'staff.disable', targetType: 'staffUser', targetId: id, summary: { email: user.email } });
        return ok(toStaffUser({ ...user, disabled_at: user.disabled_at ?? now }));
      });
    },
  };
}

export type StaffUsersService = ReturnType<typeof createStaffUsersService>;
