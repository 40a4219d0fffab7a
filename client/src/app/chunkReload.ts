import { parseJson } from '../state/storage';

/** Session-storage key of the last automatic reload after a failed chunk load. */
export const CHUNK_RELOAD_KEY = 'nuxt:reload';
/** A path is reloaded at most once within this window; a second failure shows the error screen. */
export const CHUNK_RELOAD_TTL_MS = 10_000;

interface ReloadRecord {
  readonly path: string;
  readonly expires: number;
}

function isReloadRecord(value: unknown): value is ReloadRecord {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ReloadRecord).path === 'string' &&
    typeof (value as ReloadRecord).expires === 'number'
  );
}

/**
 * Whether an error means a code chunk could not be fetched: after a deployment the old hashed files are gone,
 * or the network dropped. Browsers word it differently, and Vite reports failed preloads in its own words.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk \S+ failed/i.test(
      error.message,
    )
  );
}

/**
 * Decides whether to reload the page for a failed chunk, and records the decision: yes the first time for a
 * path, no again for the same path until the record expires. Reading and writing together means two
 * failures racing each other cannot both reload.
 */
export function claimChunkReload(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  path: string,
  now: number,
): boolean {
  let previous: unknown;
  try {
    previous = parseJson(storage.getItem(CHUNK_RELOAD_KEY));
  } catch {
    // Without storage there is no way to know whether this already happened: do not risk a reload loop.
    return false;
  }
  if (isReloadRecord(previous) && previous.path === path && previous.expires > now) return false;
  try {
    const record: ReloadRecord = { path, expires: now + CHUNK_RELOAD_TTL_MS };
    storage.setItem(CHUNK_RELOAD_KEY, JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}
