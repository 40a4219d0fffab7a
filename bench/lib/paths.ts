import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The built client; CLIENT_DIST overrides it, as it does for the server. */
export const clientDist = process.env.CLIENT_DIST ? path.resolve(process.env.CLIENT_DIST) : path.join(repoRoot, 'client', 'dist');
export const resultsDir = path.join(repoRoot, 'bench', 'results');
