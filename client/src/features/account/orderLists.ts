import type { OrderStatus } from '../../__generated__/graphql';

/** Orders whose report is paid for (ready or being made), and those still waiting for a payment. */
const COMPLETED: ReadonlySet<OrderStatus> = new Set<OrderStatus>(['PAID', 'REPORT_GENERATING', 'COMPLETED']);
const PENDING: ReadonlySet<OrderStatus> = new Set<OrderStatus>(['CREATED', 'PENDING', 'FAILED']);

/** Only what opens a report is listed: packages are extras bought with a plan, not reports of their own. */
const LISTED_KINDS: ReadonlySet<string> = new Set(['plan', 'report']);

interface ListedOrder {
  readonly status: OrderStatus;
  readonly sku: { readonly kind: string };
}

/** The two tabs of the reports list, in the server's order (newest first). */
export function splitOrders<T extends ListedOrder>(orders: readonly T[]): { completed: T[]; pending: T[] } {
  const listed = orders.filter((order) => LISTED_KINDS.has(order.sku.kind));
  return {
    completed: listed.filter((order) => COMPLETED.has(order.status)),
    pending: listed.filter((order) => PENDING.has(order.status)),
  };
}

export const isPlan = (order: ListedOrder): boolean => order.sku.kind === 'plan';
