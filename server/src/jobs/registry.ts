import type { JobDefinition } from './job.types';
import { fulfilOrderJob } from './fulfilOrder.job';
import { recalibrateIqJob } from './recalibrateIq.job';
import { renderReportPdfJob } from './renderReportPdf.job';
import { renewSubscriptionsJob } from './renewSubscriptions.job';
import { sendEmailJob } from './sendEmail.job';
import { extendDailyQuestionsJob } from './extendDailyQuestions.job';
import { publishScheduledContentJob } from './publishScheduledContent.job';
import { deliverPartnerWebhookJob } from './deliverPartnerWebhook.job';
import { sendConversionsJob } from './sendConversions.job';

/** Every job kind, by name. A kind is added here and nowhere else. */
const definitions = [sendEmailJob, fulfilOrderJob, renderReportPdfJob, renewSubscriptionsJob, recalibrateIqJob, extendDailyQuestionsJob, publishScheduledContentJob, deliverPartnerWebhookJob, sendConversionsJob] as const;

export type JobKind = (typeof definitions)[number]['kind'];

const byKind = new Map<string, JobDefinition<unknown>>(
  definitions.map((d) => [d.kind, d as unknown as JobDefinition<unknown>]),
);

export function jobDefinition(kind: string): JobDefinition<unknown> {
  const def = byKind.get(kind);
  if (!def) throw new Error(`Unknown job kind ${kind}`);
  return def;
}

export function allJobDefinitions(): JobDefinition<unknown>[] {
  return [...byKind.values()];
}
