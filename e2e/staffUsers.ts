import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The staff users the journeys sign in as, one per role they need. */
export type JourneyRole = 'content' | 'moderator' | 'support';

const JOURNEY_STAFF: Readonly<Record<JourneyRole, { email: string; name: string }>> = {
  content: { email: 'editor@e2e.example.com', name: 'Journey Editor' },
  moderator: { email: 'moderator@e2e.example.com', name: 'Moderator' },
  support: { email: 'support@e2e.example.com', name: 'Support Agent' },
};

export interface StaffUser {
  email: string;
  password: string;
  /** The authenticator's base32 secret, from the otpauth URI staff:create prints. */
  secret: string;
}

const fileFor = (port: string, role: JourneyRole) => path.join(os.tmpdir(), `innerscope-e2e-staff-${role}-${port}.json`);

/**
 * Makes the journeys' staff users on the server's database as an operator makes one (the staff:create command),
 * before the server opens it, and keeps what the command printed in a file per role the journeys read.
 */
export function createJourneyStaff(env: NodeJS.ProcessEnv): void {
  for (const [role, { email, name }] of Object.entries(JOURNEY_STAFF) as [JourneyRole, { email: string; name: string }][]) {
    const made = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/modules/staff/staff.cli.ts', '--email', email, '--name', name, '--role', role], {
      env,
      encoding: 'utf8',
    });
    const password = /^password: (.+)$/m.exec(made.stdout)?.[1];
    const secret = /[?&]secret=([A-Z2-7]+)/i.exec(made.stdout)?.[1];
    if (made.status !== 0 || !password || !secret) throw new Error(`the journeys' ${role} staff user was not created:\n${made.stdout}\n${made.stderr}`);
    fs.writeFileSync(fileFor(env.PORT ?? '4173', role), JSON.stringify({ email, password, secret } satisfies StaffUser), { mode: 0o600 });
  }
}

/** The staff user of `role` on the server of E2E_PORT. */
export function journeyStaff(role: JourneyRole): StaffUser {
  return JSON.parse(fs.readFileSync(fileFor(process.env.E2E_PORT ?? '4173', role), 'utf8')) as StaffUser;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The six-digit code an authenticator app shows for a base32 key at `at` (RFC 6238: SHA-1, 30-second steps). */
export function totpCode(secretBase32: string, at = Date.now()): string {
  let bits = '';
  for (const c of secretBase32.replace(/[\s=]/g, '').toUpperCase()) bits += BASE32.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => Number.parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
