import { describe, expect, it } from 'vitest';
import { FILTER_STATUSES, orderListTab, type OrderStatus } from './orderFilters';

const EVERY_STATUS: readonly OrderStatus[] = ['created', 'pending', 'paid', 'failed', 'report_generating', 'completed'];

describe('the reports list filters', () => {
  it('puts every status under exactly one tab, and all of them under all', () => {
    for (const status of EVERY_STATUS) {
      const tabs = (['completed', 'pending'] as const).filter((tab) => FILTER_STATUSES[tab].includes(status));
      expect(tabs, status).toHaveLength(1);
    }
    expect([...FILTER_STATUSES.all].sort()).toEqual([...EVERY_STATUS].sort());
  });

  it('reads a status as stored and as GraphQL spells it', () => {
    expect(orderListTab('report_generating', 'plan')).toBe('completed');
    expect(orderListTab('REPORT_GENERATING', 'report')).toBe('completed');
    expect(orderListTab('PAID', 'report')).toBe('completed');
    expect(orderListTab('failed', 'report')).toBe('pending');
    expect(orderListTab('CREATED', 'plan')).toBe('pending');
  });

  it('leaves out packages and statuses it does not know', () => {
    expect(orderListTab('PAID', 'package')).toBeNull();
    expect(orderListTab('refunded', 'report')).toBeNull();
  });
});
