import { localStore } from '../../state/localStore';

/** The notices a visitor without an account has opened, kept in this browser (a member's are on the server). */
const KEY = 'notices.read';
const MAX_KEPT = 500;

const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((v) => Number.isSafeInteger(v));

export function locallyRead(): ReadonlySet<number> {
  return new Set(localStore.get(KEY, isIdList) ?? []);
}

export function markLocallyRead(id: number): void {
  const ids = [...locallyRead()].filter((n) => n !== id);
  localStore.set(KEY, [id, ...ids].slice(0, MAX_KEPT));
}

/** Whether a notice is read: the server's answer for a member, this browser's for a visitor (server says null). */
export const isRead = (notice: { id: number; read?: boolean | null }, local: ReadonlySet<number>): boolean => notice.read ?? local.has(notice.id);
