import type { Executor } from '../../db/connection';
import type { ReviewModel } from './review.models';

interface ReviewRow {
  id: string;
  name: string;
  type_code: string | null;
  rating: number;
  content: string;
  locale: string;
  country: string | null;
  created_at: Date;
}

const toModel = (r: ReviewRow): ReviewModel => ({
  id: r.id,
  name: r.name,
  typeCode: r.type_code,
  rating: r.rating,
  content: r.content,
  locale: r.locale,
  country: r.country?.trim() || null,
  createdAt: r.created_at,
  verified: true,
});

const COLUMNS = ['id', 'name', 'type_code', 'rating', 'content', 'locale', 'country', 'created_at'] as const;

export async function listVisible(db: Executor, examId: number, limit: number): Promise<ReviewModel[]> {
  const rows = await db('reviews')
    .where({ exam_id: examId, hidden: false })
    .orderBy('created_at', 'desc')
    .limit(limit)
    .select<ReviewRow[]>(...COLUMNS);
  return rows.map(toModel);
}

/** Writes the order's review, replacing an earlier one of the same order. */
export async function upsert(
  db: Executor,
  row: { order_id: string; exam_id: number; name: string; type_code: string | null; rating: number; content: string; locale: string; country: string | null },
  at: Date,
): Promise<ReviewModel> {
  const [saved] = await db('reviews')
    .insert({ ...row, created_at: at, updated_at: at })
    .onConflict('order_id')
    .merge(['rating', 'content', 'locale', 'updated_at'])
    .returning<ReviewRow[]>([...COLUMNS]);
  return toModel(saved!);
}
