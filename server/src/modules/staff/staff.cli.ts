import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/connection';
import { migrateToLatest } from '../../db/migrate';
import { systemClock } from '../../shared/clock';
import { STAFF_ROLES } from '../access/actor';
import { auditActorOf, createAuditService } from './audit.service';
import { createStaffUsersService } from './staffUsers.service';

/**
 * Creates a staff user from the command line, such as the first admin:
 * `npm run staff:create -- --email ana@example.com --name "Ana" --role admin` (`--role` may be repeated). Prints the
 * generated password and the otpauth URI once; the authenticator app is confirmed with a code at the first sign-in
 * to /studio/signin, which also shows the recovery codes. The audit log records it as done by `cli`.
 */
const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', multiple: true } },
});
if (!values.email || !values.role?.length) {
  process.stdout.write(`usage: staff:create --email <address> [--name <display name>] --role <${STAFF_ROLES.join('|')}> [--role ...]\n`);
  process.exit(2);
}
const unknown = values.role.filter((r) => !(STAFF_ROLES as readonly string[]).includes(r));
if (unknown.length) throw new Error(`unknown role ${unknown.join(', ')} (known: ${STAFF_ROLES.join(', ')})`);

const config = loadConfig();
const db = await openDatabase(config);
try {
  await migrateToLatest(db.knex);
  const audit = createAuditService({ db: db.knex, clock: systemClock });
  const users = createStaffUsersService({ db: db.knex, clock: systemClock, config, audit });
  const out = await users.create({ email: values.email, displayName: values.name ?? values.email.split('@')[0]!, roles: values.role }, auditActorOf(null));
  if (!out.value) {
    process.stdout.write(`not created: ${out.errors.map((e) => `${e.code} (${e.message})`).join(', ')}\n`);
    process.exitCode = 1;
  } else {
    const { user, initialPassword, otpauthUri } = out.value;
    process.stdout.write(
      [
        `staff user ${user.id} <${user.email}> (${user.roles.join(', ')}); shown once:`,
        `password: ${initialPassword}`,
        `authenticator (otpauth URI, or scan the QR code at the first sign-in): ${otpauthUri}`,
        `sign in at ${config.publicUrl}/studio/signin`,
        '',
      ].join('\n'),
    );
  }
} finally {
  await db.close();
}
