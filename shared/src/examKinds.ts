/**
 * The exams the product knows, by the code and id its URLs carry (`/index/BMBTI-1754`): the 16-type personality
 * test (the front door), the depression screen, the psychological map and the matrix reasoning test (IQ).
 */
export const EXAM_KINDS = [
  { code: 'BMBTI', examId: 1754 },
  { code: 'DEPS', examId: 1801 },
  { code: 'YDGX', examId: 1802 },
  { code: 'IQ', examId: 1803 },
] as const;

export type ExamKind = (typeof EXAM_KINDS)[number];
export type ExamCode = ExamKind['code'];

/**
 * Health screens (the depression screen): their pages sell calmly, with no countdown, no activity notices, no
 * reviews and no offers after paying.
 */
export const HEALTH_EXAM_CODES: readonly ExamCode[] = ['DEPS'];

export function isHealthExam(examId: number): boolean {
  return EXAM_KINDS.some((kind) => kind.examId === examId && HEALTH_EXAM_CODES.includes(kind.code));
}

/**
 * The version of the health-data consent text shown before a health screen's first question (GDPR art. 9). The
 * server records it with the consent and takes answers only under a version it knows; a new wording gets a new
 * version, and the old ones stay accepted for the sessions that agreed to them.
 */
export const HEALTH_CONSENT_VERSION = '2026-12-03';
export const HEALTH_CONSENT_VERSIONS: readonly string[] = [HEALTH_CONSENT_VERSION];
