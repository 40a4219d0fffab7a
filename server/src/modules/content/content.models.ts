import { z } from 'zod';
import type { Locale } from '../../shared/locales';

/** The article categories of the user centre's tabs (besides "all"), as the content files name them. */
export const ARTICLE_CATEGORIES = ['science', 'test', 'consultation', 'treatment', 'mentalHealth'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** One block of text: a heading, a paragraph, a bulleted list or a quotation. */
export type ContentBlock =
  | { type: 'h2' | 'p' | 'quote'; text: string }
  | { type: 'ul'; items: string[] };

/** An image uploaded in the studio (`src` is its /content/image/ address) with its text alternative. */
export interface ImageBlock {
  type: 'img';
  src: string;
  alt: string;
}

/** One block of an article's or notice's body: a block of text, or an image. */
export type BodyBlock = ContentBlock | ImageBlock;

const text = z.string().trim().min(1);
const Block = z.discriminatedUnion('type', [
  z.object({ type: z.enum(['h2', 'p', 'quote']), text }),
  z.object({ type: z.literal('ul'), items: z.array(text).min(1) }),
  z.object({ type: z.literal('img'), src: z.string().regex(/^\/content\/image\/[A-Za-z0-9_-]{22}\.webp$/), alt: z.string().trim() }),
]);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** seeds/content/articles/<slug>.json */
export const ArticleFile = z.object({
  slug,
  category: z.enum(ARTICLE_CATEGORIES),
  relatedExams: z.array(z.string().regex(/^[A-Z0-9]+$/)).default([]),
  publishedAt: isoDay,
  recommendedOn: isoDay.nullable().default(null),
  locales: z.record(z.string(), z.object({ title: text, summary: text, body: z.array(Block).min(1) })),
});
export type ArticleFile = z.infer<typeof ArticleFile>;

/** seeds/content/notices/<slug>.json */
export const NoticeFile = z.object({
  slug,
  publishedAt: isoDay,
  locales: z.record(z.string(), z.object({ title: text, body: z.array(Block).min(1) })),
});
export type NoticeFile = z.infer<typeof NoticeFile>;

/** An article as lists show it: never its body. */
export interface ArticleSummaryModel {
  id: number;
  slug: string;
  category: ArticleCategory;
  locale: Locale;
  title: string;
  summary: string;
  publishedAt: string;
  relatedExams: string[];
}

/** An article with its body; the body is read only for those the access policy lets read it. */
export interface ArticleModel extends ArticleSummaryModel {
  body: BodyBlock[];
}

/** A test an article points to, with its name in the reader's locale and where it starts. */
export interface RelatedTestModel {
  code: string;
  examId: number;
  name: string;
}

/** An article as it is answered: locked (no body) to a reader the policy does not let read it. */
export interface ArticleView extends ArticleSummaryModel {
  locked: boolean;
  body: BodyBlock[] | null;
  relatedTests: RelatedTestModel[];
}

export interface NoticeModel {
  id: number;
  slug: string;
  locale: Locale;
  title: string;
  publishedAt: string;
  body: BodyBlock[];
}

/** A notice with whether the reader has read it (null for a visitor, whose browser keeps that). */
export type NoticeWithRead = NoticeModel & { read: boolean | null };

/** A notice in a list: its first words stand for the body; `read` is null for a visitor (the browser keeps it). */
export interface NoticeSummaryModel extends Omit<NoticeModel, 'body'> {
  excerpt: string;
  read: boolean | null;
}

/** One page of a list: "page x of y" and the total. A page past the end is empty (a list loaded by "more"). */
export interface PageModel<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** Set on a search that matched more than it counts: `total` (and so `pageCount`) is then a lower bound. */
  totalCapped?: boolean;
}

export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 10;

const whole = (n: number | null | undefined, fallback: number) => (Number.isSafeInteger(n) ? (n as number) : fallback);

/** Where a page request lands: the size clamped to 1..50, the page at least 1, and the rows to skip. */
export function pageRequest(page: number | null | undefined, pageSize: number | null | undefined) {
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, whole(pageSize, DEFAULT_PAGE_SIZE)));
  const current = Math.max(1, whole(page, 1));
  return { page: current, pageSize: size, offset: (current - 1) * size };
}

export function pageOf<T>(items: T[], total: number, request: { page: number; pageSize: number }): PageModel<T> {
  return { items, total, page: request.page, pageSize: request.pageSize, pageCount: Math.max(1, Math.ceil(total / request.pageSize)) };
}

/** The text a body gives the search: headings, paragraphs, list items and quotations, in order. */
export function bodyText(body: readonly BodyBlock[]): string {
  return body.map((b) => (b.type === 'ul' ? b.items.join('\n') : b.type === 'img' ? b.alt : b.text)).join('\n');
}
