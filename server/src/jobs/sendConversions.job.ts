import { z } from 'zod';
import { sendConversions } from '../modules/order/conversions.service';
import { defineJob } from './job.types';

/**
 * After a payment of an order that came from an ad, with marketing consent recorded: the purchase goes to the
 * platforms' conversion APIs (see conversions.service.ts). Safe to repeat: the platforms drop a second event of
 * the same id.
 */
export const sendConversionsJob = defineJob({
  kind: 'sendConversions',
  queue: 'webhooks',
  payload: z.object({ orderId: z.string().uuid() }),
  attempts: 6,
  backoffMs: 60_000,
  handle: ({ orderId }, deps) => sendConversions(deps, orderId),
});
