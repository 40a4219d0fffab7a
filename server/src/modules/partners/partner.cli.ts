import { loadConfig } from '../../config';
import { openDatabase } from '../../db/connection';
import { migrateToLatest } from '../../db/migrate';
import { systemClock } from '../../shared/clock';
import { createApiKeyService } from '../access/apiKey.service';
import { createAuditService } from '../staff/audit.service';
import { createPartnerAccount } from './partner.service';
import * as repo from './partner.repository';

/**
 * Partners from the command line: `npm run partner -- create <name> <ownerEmail> [scope...]` makes a partner, its
 * first user and its first key (printed once; scopes report:read, invitation:write, partner:admin, all by default);
 * `npm run partner -- rotate <keyId>` replaces a key (the old one works for a day more); `list`.
 */
const [command, ...args] = process.argv.slice(2);
const db = await openDatabase(loadConfig());
try {
  await migrateToLatest(db.knex);
  const deps = { db: db.knex, clock: systemClock };
  const apiKeys = createApiKeyService(deps);
  if (command === 'create' && args.length >= 2) {
    const [name, ownerEmail, ...scopes] = args as [string, string, ...string[]];
    const out = await createPartnerAccount({ ...deps, apiKeys, audit: createAuditService(deps) }, { name, ownerEmail, scopes: scopes.length ? scopes : null }, null);
    if (!out.partner || !out.key) throw new Error(out.errors.map((e) => `${e.field}: ${e.message}`).join('; '));
    process.stdout.write(`partner ${out.partner.id} (${out.partner.name}); key ${out.key.keyId}, shown once:\n${out.key.key}\n`);
  } else if (command === 'rotate' && args[0]) {
    const rotated = await apiKeys.rotate(args[0]);
    process.stdout.write(rotated ? `key ${rotated.id}, shown once (the old key works until ${rotated.oldKeyExpiresAt.toISOString()}):\n${rotated.key}\n` : 'no such live key\n');
  } else if (command === 'list') {
    for (const p of await repo.listPartners(db.knex)) process.stdout.write(`${JSON.stringify(p)}\n`);
  } else {
    process.stdout.write('usage: partner create <name> <ownerEmail> [scope...] | rotate <keyId> | list\n');
    process.exitCode = 2;
  }
} finally {
  await db.close();
}
