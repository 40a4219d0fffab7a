import type { Db } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import { AppError } from '../../shared/errors';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/locales';
import type { UserRow } from '../account/account.models';
import { dayOf, keywordQuery } from './articles.service';
import { bodyText, type NoticeSummaryModel, type NoticeWithRead, type PageModel, pageOf, pageRequest } from './content.models';
import * as repo from './notices.repository';

const EXCERPT_LENGTH = 140;

/** The first words of a notice's body, cut at a space where the script has them, for a list row. */
export function excerptOf(text: string, max = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if ([...flat].length <= max) return flat;
  const cut = [...flat].slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export type NoticePageModel = PageModel<NoticeSummaryModel> & { unread: number | null };

/**
 * Platform notices: for everyone (the access policy's `notice:read`). A signed-in member's read state is kept
 * here; a visitor's stays in their browser, so for a visitor `read` and `unread` are null.
 */
export function createNoticeService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const today = () => dayOf(clock.now());

  return {
    /** One page of published notices in the locale, newest first, matching a keyword when given. */
    async list(input: { locale: Locale; page?: number | null; pageSize?: number | null; keyword?: string | null }, reader: UserRow | null): Promise<NoticePageModel> {
      const request = pageRequest(input.page, input.pageSize);
      const userId = reader?.id ?? null;
      const [{ items, total }, unread] = await Promise.all([
        repo.listNotices(db, { locale: input.locale, today: today(), tsQuery: keywordQuery(input.keyword), userId, limit: request.pageSize, offset: request.offset }),
        userId ? repo.countUnread(db, { locale: input.locale, today: today(), userId }) : null,
      ]);
      const summaries = items.map(({ body, ...n }) => ({ ...n, excerpt: excerptOf(bodyText(body)) }));
      return { ...pageOf(summaries, total, request), unread };
    },

    /** A published notice in the locale (English when it has no text in it) with the reader's read state, or null. */
    async detail(id: number, locale: Locale, reader: UserRow | null): Promise<NoticeWithRead | null> {
      if (!Number.isSafeInteger(id) || id <= 0) return null;
      return repo.findNotice(db, id, [locale, DEFAULT_LOCALE], today(), reader?.id ?? null);
    },

    /** Marks a published notice read for the member; NOT_FOUND for one that is not there. Safe to repeat. */
    async markRead(reader: UserRow, id: number): Promise<void> {
      const found = Number.isSafeInteger(id) && id > 0 ? await repo.findNotice(db, id, LOCALES, today(), null) : null;
      if (!found) throw new AppError('NOT_FOUND', 'notice not found');
      await repo.markRead(db, reader.id, id);
    },
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;
