import type { ArticleCategory, BodyBlock } from './content.models';

/** The GraphQL names of the categories (schema/content.graphql), one to one with the content files'. */
export const CATEGORY_ENUM = {
  science: 'SCIENCE',
  test: 'TEST',
  consultation: 'CONSULTATION',
  treatment: 'TREATMENT',
  mentalHealth: 'MENTAL_HEALTH',
} as const satisfies Record<ArticleCategory, string>;
export type CategoryEnum = (typeof CATEGORY_ENUM)[ArticleCategory];

export const categoryOfEnum = (value: CategoryEnum): ArticleCategory =>
  (Object.keys(CATEGORY_ENUM) as ArticleCategory[]).find((k) => CATEGORY_ENUM[k] === value)!;

const BLOCK_ENUM = { h2: 'H2', p: 'P', ul: 'UL', quote: 'QUOTE', img: 'IMG' } as const;

/** A body block as the schema has it: text for headings, paragraphs and quotations (an image's alternative), items for lists. */
export const blockShape = (b: BodyBlock) =>
  b.type === 'ul'
    ? { type: BLOCK_ENUM.ul, text: null, items: b.items, src: null }
    : b.type === 'img'
      ? { type: BLOCK_ENUM.img, text: b.alt, items: [], src: b.src }
      : { type: BLOCK_ENUM[b.type], text: b.text, items: [], src: null };
