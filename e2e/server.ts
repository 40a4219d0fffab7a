import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { createJourneyStaff } from './staffUsers';

/**
 * Starts the product for the journeys on a database of its own: a fresh `innerscope_e2e` on the PostgreSQL of
 * DATABASE_URL when it is set, otherwise a fresh embedded PGlite directory.
 */
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: process.env.E2E_PORT ?? '4173',
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  QUEUE_PREFIX: `{innerscope-e2e-${process.pid}}`,
  APP_SECRET: randomBytes(32).toString('hex'),
  // Journeys read the e-mails the product sends in the development mailbox.
  DEV_MAILBOX: 'true',
};
// Journeys read e-mail in the development mailbox, never a real SMTP server.
delete env.SMTP_URL;

if (process.env.DATABASE_URL) {
  const admin = knexFactory({ client: 'pg', connection: process.env.DATABASE_URL, pool: { min: 0, max: 1 } });
  await admin.raw('drop database if exists innerscope_e2e with (force)');
  await admin.raw('create database innerscope_e2e');
  await admin.destroy();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = '/innerscope_e2e';
  env.DATABASE_URL = url.toString();
} else {
  env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'innerscope-e2e-'));
}

// The studio journeys' staff users (content editor, moderator, support agent), made as an operator makes one
// before the server opens the database (see staffUsers.ts).
createJourneyStaff(env);

const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { env, stdio: 'inherit' });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
