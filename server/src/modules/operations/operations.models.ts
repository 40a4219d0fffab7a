/** An outbox job that failed for good, as staff see it (the GraphQL FailedJob). */
export interface FailedJobModel {
  id: string;
  kind: string;
  error: string | null;
  attempts: number;
  maxAttempts: number;
  orderNumber: string | null;
  createdAt: Date;
  failedAt: Date | null;
}

/** Why a failed job could not be run again; mirrors RetryJobErrorCode in schema/operations.graphql. */
export type RetryJobErrorCode = 'NOT_FOUND' | 'NOT_FAILED';

export interface RetryJobError {
  code: RetryJobErrorCode;
  message: string;
}
