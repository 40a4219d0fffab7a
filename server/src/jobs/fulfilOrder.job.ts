import { z } from 'zod';
import { createFulfilmentService, FulfilmentRefused } from '../modules/order/fulfilment.service';
import { defineJob, PermanentJobError } from './job.types';

/**
 * After a payment: the order's fulfilment (see fulfilment.service.ts). Enqueued once per order and safe to run
 * any number of times; an unknown or unpaid order stops the job at once.
 */
export const fulfilOrderJob = defineJob({
  kind: 'fulfilOrder',
  queue: 'pdf',
  payload: z.object({ orderId: z.string().uuid() }),
  attempts: 8,
  backoffMs: 5_000,
  async handle({ orderId }, deps) {
    try {
      await createFulfilmentService(deps).fulfil(orderId);
    } catch (err) {
      if (err instanceof FulfilmentRefused) throw new PermanentJobError(err.message);
      throw err;
    }
  },
});
