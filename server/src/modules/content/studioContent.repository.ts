import type { Knex } from 'knex';
import type { Executor } from '../../db/connection';
import type { Locale } from '../../shared/locales';
import { documentTokens, tokenText } from '../search/tokenize';
import { type ArticleCategory, bodyText, type BodyBlock } from './content.models';
import type { StudioKind, StudioState, StudioItemRow, StudioListRow, StudioTextRow } from './studioContent.models';

/** The tables behind each kind: the row, the texts readers see, and the studio's working texts. */
const TABLES = {
  article: { main: 'articles', texts: 'article_texts', drafts: 'article_drafts', fk: 'article_id', summary: true },
  notice: { main: 'notices', texts: 'notice_texts', drafts: 'notice_drafts', fk: 'notice_id', summary: false },
} as const satisfies Record<StudioKind, { main: string; texts: string; drafts: string; fk: string; summary: boolean }>;

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

const MAIN_COLUMNS = (db: Executor) => [
  'a.id',
  'a.state',
  'a.publish_at',
  'a.version',
  'a.updated_at',
  'a.created_at',
  db.raw("to_char(a.published_at, 'YYYY-MM-DD') as published_at"),
];

/** The studio's list: newest change first, in a state, with a text in a locale, in a category, as asked. */
export async function listStudioItems(
  db: Executor,
  kind: StudioKind,
  filter: { state: StudioState | null; locale: Locale | null; displayLocale: Locale; category: ArticleCategory | null; limit: number; offset: number },
): Promise<StudioListRow[]> {
  const { main, texts, drafts, fk } = TABLES[kind];
  const shown = filter.locale ?? filter.displayLocale;
  const q = db(`${main} as a`).select<StudioListRow[]>(
    ...MAIN_COLUMNS(db),
    kind === 'article' ? 'a.category' : db.raw('null as category'),
    db.raw(
      `(select array_agg(l order by l) from (select locale as l from ${texts} where ${fk} = a.id union select locale from ${drafts} where ${fk} = a.id) s) as locales`,
    ),
    db.raw(
      `coalesce((select title from ${drafts} where ${fk} = a.id and locale = ?), (select title from ${texts} where ${fk} = a.id and locale = ?),
        (select title from ${drafts} where ${fk} = a.id order by (locale = 'en-US') desc, locale limit 1),
        (select title from ${texts} where ${fk} = a.id order by (locale = 'en-US') desc, locale limit 1)) as title`,
      [shown, shown],
    ),
    db.raw(`exists (select 1 from ${drafts} where ${fk} = a.id) as has_changes`),
  );
  if (filter.state) q.where('a.state', filter.state);
  if (filter.category && kind === 'article') q.where('a.category', filter.category);
  if (filter.locale) {
    const locale = filter.locale;
    q.where((w) =>
      w
        .whereExists((s) => s.select(db.raw('1')).from(texts).whereRaw(`${fk} = a.id`).where('locale', locale))
        .orWhereExists((s) => s.select(db.raw('1')).from(drafts).whereRaw(`${fk} = a.id`).where('locale', locale)),
    );
  }
  return q.orderByRaw('coalesce(a.updated_at, a.created_at) desc, a.id desc').limit(filter.limit).offset(filter.offset);
}

/** One item with its published texts and its working texts, or null. */
export async function findStudioItem(db: Executor, kind: StudioKind, id: number): Promise<StudioItemRow | null> {
  const { main, texts, drafts, fk, summary } = TABLES[kind];
  const row = await db(`${main} as a`)
    .where('a.id', id)
    .first<Omit<StudioItemRow, 'live' | 'drafts'> | undefined>(...MAIN_COLUMNS(db), kind === 'article' ? 'a.category' : db.raw('null as category'), 'a.slug');
  if (!row) return null;
  const columns = ['locale', 'title', summary ? 'summary' : db.raw("'' as summary"), 'body'];
  const toText = (r: StudioTextRow & { body: BodyBlock[] | string }): StudioTextRow => ({ ...r, summary: summary ? r.summary : null, body: json(r.body) });
  const [live, working] = await Promise.all([
    db(texts).where(fk, id).orderBy('locale').select<(StudioTextRow & { body: string })[]>(columns),
    db(drafts).where(fk, id).orderBy('locale').select<(StudioTextRow & { body: string })[]>([...columns, 'updated_at']),
  ]);
  return { ...row, live: live.map(toText), drafts: working.map(toText) };
}

/** The item's row, locked for the rest of the transaction: what a save checks its version against. */
export async function lockStudioItem(trx: Executor, kind: StudioKind, id: number): Promise<{ id: number; state: StudioState; version: number; publish_at: Date | null } | null> {
  const row = await trx(TABLES[kind].main).where('id', id).forUpdate().first('id', 'state', 'version', 'publish_at');
  return row ?? null;
}

/** A new item, a draft with no text yet (readers never see an item without texts); its id. */
export async function insertStudioItem(trx: Executor, kind: StudioKind, row: { slug: string; category: ArticleCategory | null; today: string; now: Date }): Promise<number> {
  const values: Record<string, unknown> = { slug: row.slug, published_at: row.today, state: 'draft', source: 'studio', version: 1, updated_at: row.now, created_at: row.now };
  if (kind === 'article') values['category'] = row.category;
  const [inserted] = await trx(TABLES[kind].main).insert(values).returning<{ id: number }[]>('id');
  return inserted!.id;
}

/** Records a studio change on the item's row: the version goes up by one, and the studio owns it from now on. */
export async function touchStudioItem(
  trx: Executor,
  kind: StudioKind,
  id: number,
  patch: { now: Date; state?: StudioState; publishAt?: Date | null; category?: ArticleCategory; publishedOn?: string },
): Promise<void> {
  const values: Record<string, unknown> = { updated_at: patch.now, source: 'studio', version: trx.raw('version + 1') };
  if (patch.state) values['state'] = patch.state;
  if (patch.publishAt !== undefined) values['publish_at'] = patch.publishAt;
  if (patch.category && kind === 'article') values['category'] = patch.category;
  if (patch.publishedOn) values['published_at'] = patch.publishedOn;
  await trx(TABLES[kind].main).where('id', id).update(values);
}

/** Writes the working text of one locale. */
export async function upsertDraftText(
  trx: Executor,
  kind: StudioKind,
  id: number,
  text: { locale: Locale; title: string; summary: string | null; body: BodyBlock[]; now: Date },
): Promise<void> {
  const { drafts, fk, summary } = TABLES[kind];
  const row: Record<string, unknown> = { [fk]: id, locale: text.locale, title: text.title, body: JSON.stringify(text.body), updated_at: text.now };
  if (summary) row['summary'] = text.summary ?? '';
  await trx(drafts).insert(row).onConflict([fk, 'locale']).merge();
}

/** The search column's value, as the seed writes it: the title's tokens weighted A, the rest's B. */
function searchVector(db: Executor, title: string, rest: string): Knex.Raw {
  return db.raw("setweight(to_tsvector('simple', ?), 'A') || setweight(to_tsvector('simple', ?), 'B')", [tokenText(documentTokens(title)), tokenText(documentTokens(rest))]);
}

/** Makes every working text the one readers see (with its search tokens) and clears them; how many locales. */
export async function publishDraftTexts(trx: Executor, kind: StudioKind, id: number): Promise<number> {
  const { texts, drafts, fk, summary } = TABLES[kind];
  const rows = await trx(drafts).where(fk, id).select<{ locale: string; title: string; summary?: string; body: BodyBlock[] | string }[]>('*');
  for (const r of rows) {
    const body = json(r.body);
    const rest = summary ? `${r.summary ?? ''}\n${bodyText(body)}` : bodyText(body);
    const values: Record<string, unknown> = { [fk]: id, locale: r.locale, title: r.title, body: JSON.stringify(body), search: searchVector(trx, r.title, rest) };
    if (summary) values['summary'] = r.summary ?? '';
    await trx(texts).insert(values).onConflict([fk, 'locale']).merge();
  }
  await trx(drafts).where(fk, id).delete();
  return rows.length;
}

/** Takes the item's texts away from readers, keeping each as a working text unless a newer one is there. */
export async function withdrawTexts(trx: Executor, kind: StudioKind, id: number, now: Date): Promise<void> {
  const { texts, drafts, fk, summary } = TABLES[kind];
  const cols = summary ? 'locale, title, summary, body' : 'locale, title, body';
  await trx.raw(
    `insert into ${drafts} (${fk}, ${cols}, updated_at) select ${fk}, ${cols}, ? from ${texts} where ${fk} = ? on conflict (${fk}, locale) do nothing`,
    [now, id],
  );
  await trx(texts).where(fk, id).delete();
}

/** Whether the item has any text at all, published or working. */
export async function hasAnyText(db: Executor, kind: StudioKind, id: number): Promise<boolean> {
  const { texts, drafts, fk } = TABLES[kind];
  const row = await db.raw(`select exists (select 1 from ${texts} where ${fk} = ?) or exists (select 1 from ${drafts} where ${fk} = ?) as any`, [id, id]);
  return Boolean((row.rows ?? row)[0]?.any);
}

/** Items scheduled at or before an instant: what is due to be published. */
export async function dueScheduled(db: Executor, kind: StudioKind, now: Date): Promise<number[]> {
  return db(TABLES[kind].main).where('state', 'scheduled').where('publish_at', '<=', now).orderBy('publish_at').pluck<number[]>('id');
}
