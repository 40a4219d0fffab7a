import { z } from 'zod';
import { createStudioContentService } from '../modules/content/studioContent.service';
import { createCourseStudioService } from '../modules/courses/courseStudio.service';
import { createAuditService } from '../modules/staff/audit.service';
import { defineJob } from './job.types';

/**
 * Every minute: publishes the articles, notices and courses scheduled in the studio whose time has come, each in its own
 * transaction with its audit entry. An item already published is left alone, so runs at once or twice do no harm.
 */
export const publishScheduledContentJob = defineJob({
  kind: 'publishScheduledContent',
  queue: 'maintenance',
  payload: z.object({}),
  attempts: 2,
  backoffMs: 30_000,
  everyMs: 60_000,
  async handle(_payload, { db, clock, log }) {
    const studio = createStudioContentService({ db, clock, audit: createAuditService({ db, clock }) });
    const courses = createCourseStudioService({ db, clock, audit: createAuditService({ db, clock }) });
    const published = (await studio.publishDue()) + (await courses.publishDue());
    if (published > 0) log.info({ published }, 'scheduled content published');
  },
});
