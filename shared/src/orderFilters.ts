/**
 * Which orders the reports list shows and under which tab, for the server's paged lists and the client's tabs
 * alike. Only orders that open a report are listed (plans and one-off reports; upsell packages are extras bought
 * with a plan). Completed is paid (the report is open or being made), pending is waiting for a payment, all is
 * both. Statuses are written as stored (`report_generating`); GraphQL spells the same values in capitals.
 */
export type OrderStatus = 'created' | 'pending' | 'paid' | 'failed' | 'report_generating' | 'completed';

export const PAID_STATUSES: readonly OrderStatus[] = ['paid', 'report_generating', 'completed'];
export const PENDING_STATUSES: readonly OrderStatus[] = ['created', 'pending', 'failed'];

export type OrderListFilter = 'all' | 'completed' | 'pending';

export const FILTER_STATUSES: Readonly<Record<OrderListFilter, readonly OrderStatus[]>> = {
  all: [...PAID_STATUSES, ...PENDING_STATUSES],
  completed: PAID_STATUSES,
  pending: PENDING_STATUSES,
};

export const LISTED_SKU_KINDS = ['plan', 'report'] as const;
export type ListedSkuKind = (typeof LISTED_SKU_KINDS)[number];

/**
 * The tab an order is listed under, its status spelt either way (`report_generating` or `REPORT_GENERATING`);
 * null for an order the list leaves out.
 */
export function orderListTab(status: string, skuKind: string): Exclude<OrderListFilter, 'all'> | null {
  if (!(LISTED_SKU_KINDS as readonly string[]).includes(skuKind)) return null;
  const stored = status.toLowerCase() as OrderStatus;
  if (PAID_STATUSES.includes(stored)) return 'completed';
  if (PENDING_STATUSES.includes(stored)) return 'pending';
  return null;
}
