/** A post's life: held for a moderator, published for members to read, or removed by a moderator. */
export const POST_STATES = ['held', 'published', 'removed'] as const;
export type PostState = (typeof POST_STATES)[number];

/** The small fixed set of kind reactions: the tree hole has no replies, so nobody can pile on. */
export const REACTION_KINDS = ['hug', 'hear', 'strength', 'same'] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];

/** Why a member reports a post. `selfHarm` is worry for the writer, not a complaint. */
export const REPORT_REASONS = ['abuse', 'selfHarm', 'personalInfo', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The reasons a moderator removes a post for, shown to its author as the statement of reasons. */
export const REMOVAL_REASONS = ['abuse', 'personalInfo', 'spam', 'harmfulContent', 'other'] as const;
export type RemovalReason = (typeof REMOVAL_REASONS)[number];

/** What held a post: a category of the filter, or members' reports. */
export type HoldReason = 'selfHarm' | 'abuse' | 'contact' | 'reports';

export interface TreeHolePostRow {
  id: string;
  user_id: string;
  body: string;
  locale: string;
  state: PostState;
  hold_reasons: HoldReason[];
  removal_reason: RemovalReason | null;
  removal_note: string | null;
  open_reports: number;
  created_at: Date;
  published_at: Date | null;
  decided_at: Date | null;
}

export interface ReactionCount {
  kind: ReactionKind;
  count: number;
  /** Whether the reader left this one. */
  mine: boolean;
}

/** A post as any member reads it in the feed: no author, only whether it is the reader's own. */
export interface FeedPostModel {
  id: string;
  body: string;
  locale: string;
  publishedAt: Date;
  reactions: ReactionCount[];
  mine: boolean;
}

/** One of the author's own posts ("my secrets"), with its state and, once removed, the statement of reasons. */
export interface SecretModel {
  id: string;
  body: string;
  locale: string;
  state: PostState;
  createdAt: Date;
  publishedAt: Date | null;
  removalReason: RemovalReason | null;
  removalNote: string | null;
  reactions: ReactionCount[];
}

/** A post waiting for a moderator: held by the filter or by reports, or published with open reports. */
export interface QueueItemModel {
  id: string;
  body: string;
  locale: string;
  state: PostState;
  holdReasons: HoldReason[];
  /** The list entries the filter finds in it now. */
  matched: string[];
  openReports: number;
  reportReasons: { reason: ReportReason; count: number }[];
  createdAt: Date;
}

export interface Page<T> {
  items: T[];
  endCursor: string | null;
  hasMore: boolean;
}
