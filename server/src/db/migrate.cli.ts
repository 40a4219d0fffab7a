import { loadConfig } from '../config';
import { openDatabase } from './connection';
import { migrateToLatest, rollbackAll } from './migrate';

const config = loadConfig();
const db = await openDatabase(config);
try {
  if (process.argv.includes('--down')) await rollbackAll(db.knex);
  else await migrateToLatest(db.knex);
  process.stdout.write(`migrations ${process.argv.includes('--down') ? 'rolled back' : 'up to date'} (${db.driver})\n`);
} finally {
  await db.close();
}
