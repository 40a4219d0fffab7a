import { orderListTab } from '@innerscope/shared/orderFilters';
import type { OrderStatus } from '../../__generated__/graphql';

interface ListedOrder {
  readonly status: OrderStatus;
  readonly sku: { readonly kind: string };
}

/**
 * The two tabs of the reports list, in the server's order (newest first), by the rules of the server's own lists
 * (@innerscope/shared/orderFilters): paid plans and reports under completed, unpaid ones under pending, packages
 * (extras bought with a plan) under neither.
 */
export function splitOrders<T extends ListedOrder>(orders: readonly T[]): { completed: T[]; pending: T[] } {
  return {
    completed: orders.filter((order) => orderListTab(order.status, order.sku.kind) === 'completed'),
    pending: orders.filter((order) => orderListTab(order.status, order.sku.kind) === 'pending'),
  };
}

export const isPlan = (order: ListedOrder): boolean => order.sku.kind === 'plan';
