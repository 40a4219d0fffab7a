import type { OrderModel } from './order.models';
import { PAID_STATUSES, type OrderStatus } from './order.state';

/**
 * The reports list of the user centre, with the same rules as the client's tabs
 * (client/src/features/account/orderLists.ts, splitOrders): only orders that open a report are listed (plans and
 * one-off reports; upsell packages are extras bought with a plan), COMPLETED is paid (the report is open or being
 * made), PENDING is waiting for a payment (leads to paying), ALL is both.
 */
export type OrderListFilter = 'all' | 'completed' | 'pending';

export const LISTED_SKU_KINDS = ['plan', 'report'] as const;
export type ListedSkuKind = (typeof LISTED_SKU_KINDS)[number];

export const PENDING_STATUSES: readonly OrderStatus[] = ['created', 'pending', 'failed'];

export const FILTER_STATUSES: Record<OrderListFilter, readonly OrderStatus[]> = {
  all: [...PAID_STATUSES, ...PENDING_STATUSES],
  completed: PAID_STATUSES,
  pending: PENDING_STATUSES,
};

/** A listed order with the kind of what was bought (a plan shows as a plan in the list). */
export type ListedOrder = OrderModel & { skuKind: ListedSkuKind };

export interface OrderPageModel {
  items: ListedOrder[];
  /** Orders matching the filter, on all pages. */
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** At least 1, so an empty list is "page 1 of 1". */
  pageCount: number;
}

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;

const whole = (n: number | null | undefined, fallback: number) => (n === null || n === undefined || !Number.isFinite(n) ? fallback : Math.trunc(n));

/**
 * Where a page request lands: the size clamped to 1..50, the page to 1..pageCount (a page past the end is the last
 * page, so a list that shrank between two requests still shows something), and the rows to skip.
 */
export function pageWindow(total: number, page: number | null | undefined, pageSize: number | null | undefined) {
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, whole(pageSize, DEFAULT_PAGE_SIZE)));
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(pageCount, Math.max(1, whole(page, 1)));
  return { page: current, pageSize: size, pageCount, offset: (current - 1) * size };
}
