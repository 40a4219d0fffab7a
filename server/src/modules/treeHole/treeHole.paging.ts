import type { Position } from './treeHole.repository';

const MAX_PAGE = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string can be a post's id at all (anything else is not found without asking the database). */
export const isPostId = (id: string): boolean => UUID.test(id);

/** A page size from 1 to 50; 20 when none is asked for. */
export const pageSize = (first: number | null | undefined): number => Math.min(MAX_PAGE, Math.max(1, Math.trunc(first ?? 20)));

/** A position as an opaque cursor. */
export const encodeCursor = (at: Date, id: string): string => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');

/** The position of a cursor; null (the first page) for none and for anything that is not one. */
export function decodeCursor(cursor: string | null | undefined): Position | null {
  if (!cursor || cursor.length > 120) return null;
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const date = new Date(at ?? '');
  return id && isPostId(id) && !Number.isNaN(date.getTime()) ? { at: date, id } : null;
}
