import type { Executor } from '../../db/connection';
import * as repo from './partner.repository';

/**
 * The partner that brought an order (the one it was made for, else the one the taker agreed to share this test
 * with), or null: what the access policy asks before a partner key reads a report.
 */
export const partnerOfOrder = (db: Executor, order: { id: string; examSessionId: string }): Promise<string | null> => repo.partnerOfOrder(db, order);

/** Marks an order as brought by a partner (an order already carrying one keeps it). */
export const tagOrderPartner = (db: Executor, orderId: string, partnerId: string): Promise<void> => repo.tagOrder(db, orderId, partnerId);
