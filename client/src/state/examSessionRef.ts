import type { ExamSessionRef } from './sessionState';

/** The query parameter that carries the session id, so the same link resumes the test on any device. */
export const SESSION_PARAM = 's';

/**
 * The visitor's session for an exam: the `?s=` of the URL wins (a link from another tab or device), else the one
 * this tab remembers (`sessionState.get('examSession')`) for the same exam. Null when there is neither.
 */
export function sessionIdFor(search: string, examId: number, remembered: ExamSessionRef | undefined): string | null {
  const fromUrl = new URLSearchParams(search).get(SESSION_PARAM)?.trim();
  if (fromUrl) return fromUrl;
  return remembered?.examId === examId ? remembered.id : null;
}

/** The query string with `?s=` set to the session id, other parameters (language, campaign) kept. */
export function searchWithSession(search: string, sessionId: string): string {
  const params = new URLSearchParams(search);
  params.set(SESSION_PARAM, sessionId);
  return `?${params.toString()}`;
}
