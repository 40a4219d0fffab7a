import { loadConfig } from '../../config';
import { openDatabase } from '../../db/connection';
import { migrateToLatest } from '../../db/migrate';
import { systemClock } from '../../shared/clock';
import { API_SCOPES, type ApiScope, createApiKeyService } from './apiKey.service';

/**
 * Partner and staff keys: `npm run api-key -- create <name> <scope>...` prints the new key once;
 * `npm run api-key -- list`; `npm run api-key -- revoke <id>`. Scopes: report:read, staff. A partner's keys are made with
 * `npm run partner` (a key without a partner reads nothing of any partner's).
 */
const [command, ...args] = process.argv.slice(2);
const db = await openDatabase(loadConfig());
try {
  await migrateToLatest(db.knex);
  const keys = createApiKeyService({ db: db.knex, clock: systemClock });
  if (command === 'create' && args.length >= 2) {
    const [name, ...scopes] = args as [string, ...string[]];
    const unknown = scopes.filter((s) => !(API_SCOPES as readonly string[]).includes(s));
    if (unknown.length) throw new Error(`unknown scope ${unknown.join(', ')} (known: ${API_SCOPES.join(', ')})`);
    const { id, key } = await keys.create(name, scopes as ApiScope[]);
    process.stdout.write(`key ${id} for ${name} (${scopes.join(', ')}); shown once:\n${key}\n`);
  } else if (command === 'list') {
    for (const k of await keys.list()) process.stdout.write(`${JSON.stringify(k)}\n`);
  } else if (command === 'revoke' && args[0]) {
    process.stdout.write((await keys.revoke(args[0])) ? 'revoked\n' : 'no such active key\n');
  } else {
    process.stdout.write('usage: api-key create <name> <scope>... | list | revoke <id>\n');
    process.exitCode = 2;
  }
} finally {
  await db.close();
}
