import { createHash } from 'node:crypto';

/** Hex SHA-256: how random secrets (session, viewer, cancel and API keys) are kept, never in the clear. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
