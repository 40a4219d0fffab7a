import { PAID_STATUSES, type OrderStatus } from '@innerscope/shared/orderFilters';

export { PAID_STATUSES, type OrderStatus };

/**
 * The order state machine. A payment attempt moves created or failed to pending; the processor's answer
 * moves pending to paid or failed (a 3-D Secure step keeps it pending); fulfilment moves paid on to
 * report_generating and completed. Nothing leaves paid backwards: a late or repeated event cannot undo it.
 */
const ALLOWED: Record<OrderStatus, readonly OrderStatus[]> = {
  created: ['pending'],
  pending: ['paid', 'failed'],
  failed: ['pending'],
  paid: ['report_generating'],
  report_generating: ['completed'],
  completed: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ALLOWED[from].includes(to);
}

export class OrderTransitionError extends Error {
  override name = 'OrderTransitionError';
  constructor(readonly from: OrderStatus, readonly to: OrderStatus) {
    super(`An order cannot go from ${from} to ${to}`);
  }
}
