import type { OrderModel } from './order.models';
import type { ListedSkuKind } from '@innerscope/shared/orderFilters';

/**
 * The reports list of the user centre. Which orders it lists and under which filter is defined once, with the
 * client's tabs (@innerscope/shared/orderFilters): only orders that open a report, COMPLETED is paid, PENDING is
 * waiting for a payment, ALL is both.
 */
export {
  FILTER_STATUSES,
  LISTED_SKU_KINDS,
  PENDING_STATUSES,
  type ListedSkuKind,
  type OrderListFilter,
} from '@innerscope/shared/orderFilters';

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
