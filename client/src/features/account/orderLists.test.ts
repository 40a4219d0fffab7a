// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../__generated__/graphql';
import { splitOrders } from './orderLists';

const order = (id: string, status: OrderStatus, kind = 'report') => ({ id, status, sku: { kind } });

describe('the two tabs of the reports list', () => {
  it('puts paid plans and reports under completed, unpaid ones under pending, and packages nowhere', () => {
    const { completed, pending } = splitOrders([
      order('a', 'COMPLETED', 'plan'),
      order('b', 'PAID'),
      order('c', 'REPORT_GENERATING'),
      order('d', 'CREATED'),
      order('e', 'PENDING', 'plan'),
      order('f', 'FAILED'),
      order('g', 'PAID', 'package'),
      order('h', 'CREATED', 'package'),
    ]);
    expect(completed.map((o) => o.id)).toEqual(['a', 'b', 'c']);
    expect(pending.map((o) => o.id)).toEqual(['d', 'e', 'f']);
  });
});
