import { createHash } from 'node:crypto';
import { isHealthExam } from '@innerscope/shared/examKinds';
import { adEventId, platformsWithClickId } from '@innerscope/shared/tracking';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/connection';
import { enqueueJob } from '../../jobs/outbox';
import type { JobDeps } from '../../jobs/job.types';
import { sendConversionsJob } from '../../jobs/sendConversions.job';
import { canonicalEmail } from '../../shared/email';
import { AD_TRACKING_OFF, type AdTrackingConfig } from '../adTracking/adTracking.config';
import { findSession } from '../exam/session.service';
import { storedAttribution, type OrderAttribution } from './attribution';
import type { OrderModel } from './order.models';
import * as repo from './order.repository';
import { PAID_STATUSES } from './order.state';

export const META_GRAPH_URL = 'https://graph.facebook.com/v21.0';
export const TIKTOK_EVENTS_URL = 'https://business-api.tiktok.com/open_api/v1.3/event/track/';

/** SHA-256 in hex of the canonical address, as the platforms match hashed identifiers. */
export const hashedEmail = (email: string): string => createHash('sha256').update(canonicalEmail(email)).digest('hex');

/** The server platforms that may hear of this order: marketing consent recorded, their click id kept, their keys set. */
function platformsFor(attribution: OrderAttribution | null, config: AdTrackingConfig): ('meta' | 'tiktok')[] {
  if (!attribution?.marketingConsent) return [];
  const clicked = platformsWithClickId(attribution.params);
  const out: ('meta' | 'tiktok')[] = [];
  if (clicked.includes('meta') && config.pixels.meta && config.metaCapiToken) out.push('meta');
  if (clicked.includes('tiktok') && config.pixels.tiktok && config.tiktokEventsToken) out.push('tiktok');
  return out;
}

async function isHealthOrder(db: Executor, order: OrderModel): Promise<boolean> {
  const session = await findSession(db, order.examSessionId);
  // An order whose test is gone is treated as a health one: nothing is sent for what cannot be checked.
  return !session || isHealthExam(session.exam_id);
}

/**
 * In the transaction that marks an order paid: writes the conversion job to the outbox when a platform may hear
 * of the purchase (never for a health screen, never without the marketing consent recorded with the order).
 */
export async function enqueueConversions(trx: Executor, order: OrderModel, config: AppConfig): Promise<void> {
  const attribution = storedAttribution(await repo.findAttribution(trx, order.id));
  if (!platformsFor(attribution, config.adTracking ?? AD_TRACKING_OFF).length) return;
  if (await isHealthOrder(trx, order)) return;
  await enqueueJob(trx, sendConversionsJob, { orderId: order.id }, { dedupeKey: `order:${order.id}:conversions` });
}

/** A platform that did not take the event; the job tries again (the event id makes a repeat harmless). */
export class ConversionRejected extends Error {
  override name = 'ConversionRejected';
}

/**
 * Sends a paid order's purchase to each platform's conversion API, with the event id the browser's pixel used,
 * so the platform counts it once. Everything is checked again here: consent, click ids, paid, not a health screen.
 */
export async function sendConversions(deps: Pick<JobDeps, 'db' | 'config' | 'log'>, orderId: string): Promise<void> {
  const order = await repo.findById(deps.db, orderId);
  if (!order || !PAID_STATUSES.includes(order.status)) return;
  const attribution = storedAttribution(await repo.findAttribution(deps.db, order.id));
  const config = deps.config.adTracking ?? AD_TRACKING_OFF;
  const platforms = platformsFor(attribution, config);
  if (!attribution || !platforms.length || (await isHealthOrder(deps.db, order))) return;
  const eventId = adEventId('purchase', order.orderNumber);
  const eventTime = Math.floor((order.paidAt ?? new Date()).getTime() / 1000);
  const value = order.total / 100;
  const email = hashedEmail(order.email);
  const failures: string[] = [];
  const post = async (platform: string, url: string, headers: Record<string, string>, body: unknown) => {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), signal: AbortSignal.timeout(30_000) });
    if (!res.ok) failures.push(`${platform} ${res.status}`);
  };
  for (const platform of platforms) {
    if (platform === 'meta') {
      const fbclid = attribution.params.fbclid;
      await post('meta', `${META_GRAPH_URL}/${encodeURIComponent(config.pixels.meta!)}/events`, { authorization: `Bearer ${config.metaCapiToken}` }, {
        data: [{
          event_name: 'Purchase',
          event_time: eventTime,
          event_id: eventId,
          action_source: 'website',
          user_data: { em: [email], ...(fbclid ? { fbc: `fb.1.${eventTime * 1000}.${fbclid}` } : {}) },
          custom_data: { currency: order.currency, value, order_id: order.orderNumber },
        }],
        ...(config.metaTestEventCode ? { test_event_code: config.metaTestEventCode } : {}),
      });
    } else {
      const { ttclid, tt_test_id: testEventCode } = attribution.params;
      await post('tiktok', TIKTOK_EVENTS_URL, { 'Access-Token': config.tiktokEventsToken! }, {
        event_source: 'web',
        event_source_id: config.pixels.tiktok,
        ...(testEventCode ? { test_event_code: testEventCode } : {}),
        data: [{
          event: 'CompletePayment',
          event_time: eventTime,
          event_id: eventId,
          user: { email, ...(ttclid ? { ttclid } : {}) },
          properties: { currency: order.currency, value, content_type: 'product', order_id: order.orderNumber },
        }],
      });
    }
  }
  if (failures.length) throw new ConversionRejected(`Conversion API refused: ${failures.join(', ')}`);
}
