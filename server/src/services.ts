import type { AppConfig } from './config';
import type { Db } from './db/connection';
import type { JobRuntime } from './jobs/runtime';
import type { Clock } from './shared/clock';
import type { RateLimiter } from './shared/rateLimiter';
import { createExamService } from './modules/exam/exam.service';
import { createFeedbackService } from './modules/feedback/feedback.service';
import { createMarketingService } from './modules/marketing/marketing.service';
import { createSystemService } from './modules/system/system.service';
import { createSessionService } from './modules/exam/session.service';
import { createScoringService } from './modules/scoring/scoring.service';

export interface ServiceDeps {
  db: Db;
  config: AppConfig;
  clock: Clock;
  jobs: JobRuntime;
  rateLimiter: RateLimiter;
}

/** The one service layer GraphQL resolvers, REST handlers and jobs all call. */
export function createServices(deps: ServiceDeps) {
  const exam = createExamService(deps);
  return {
    exam,
    marketing: createMarketingService(deps),
    feedback: createFeedbackService(deps),
    system: createSystemService(deps),
    session: createSessionService({ ...deps, exam }),
    scoring: createScoringService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
