import type { Db } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import type { CourseService } from '../courses/courses.service';
import type { OrderService } from '../order/order.service';
import { type ListedOrder, type OrderListFilter, type OrderPageModel, pageWindow } from '../order/orderPage';
import type { SubscriptionService } from '../subscription/subscription.service';
import type { TreeHoleService } from '../treeHole/treeHole.service';
import type { UserRow } from './account.models';
import * as repo from './userCentre.repository';

const DAY_MS = 86_400_000;
const utcDay = (d: Date) => Math.floor(d.getTime() / DAY_MS);
/** Orders belong to an address, not an account: they are the user's once the address is verified. */
const verifiedEmail = (user: UserRow) => (user.email_verified_at ? user.email : null);

/** What the user-centre home shows (UserCentre in schema/account.graphql, GET /user/center/data). */
export interface UserCentreModel {
  tier: 'guest' | 'basic' | 'premium';
  validUntil: Date | null;
  daysUsed: number;
  featuresTried: number;
  featuresTotal: number;
  unlockedTests: number;
  unlockedCourses: number;
  treeHoleRecords: number;
}

/** Days from `start` to `now`, counting the day of `start` as day 1; calendar days in UTC. */
export function membershipDays(start: Date, now: Date): number {
  return Math.max(1, utcDay(now) - utcDay(start) + 1);
}

/**
 * The signed-in user's side of the user centre: the reports list a page at a time, and the home's figures.
 * Orders belong to an address, not an account, so they show only once the account's address is verified.
 */
export function createUserCentreService(deps: {
  db: Db;
  clock: Clock;
  orders: OrderService;
  subscriptions: SubscriptionService;
  courses: Pick<CourseService, 'unlockedCount'>;
  treeHole: Pick<TreeHoleService, 'countOf'>;
}) {
  const { db, clock } = deps;
  return {
    /** One page of the user's orders (see OrderListFilter); an empty "page 1 of 1" for an unverified address. */
    async orderPage(user: UserRow, input: { page?: number | null; pageSize?: number | null; filter?: OrderListFilter | null }): Promise<OrderPageModel> {
      const email = verifiedEmail(user);
      if (email) return deps.orders.pageByEmail(email, input);
      const { offset: _offset, ...window } = pageWindow(0, input.page, input.pageSize);
      return { items: [], total: 0, ...window };
    },

    /** The user's newest order, or null (none, or an unverified address). */
    async latestOrder(user: UserRow): Promise<ListedOrder | null> {
      const email = verifiedEmail(user);
      return email ? deps.orders.latestByEmail(email) : null;
    },

    /**
     * The home's figures, from the user's own data only. The tier and its end are the address's entitlement (as
     * User.tier); days used count from the earliest start among the live plans, day 1 being the day it began, and
     * are 0 without a plan. Unlocked tests and tried features read orders, so they need a verified address.
     * Unlocked courses are the published courses the member's plan opens (the courses service says which); tree-hole
     * posts are the ones the member wrote (the tree hole's own counter).
     */
    async figures(user: UserRow): Promise<UserCentreModel> {
      const email = verifiedEmail(user);
      const [entitlement, live, unlockedTests, tried, unlockedCourses, treeHoleRecords] = await Promise.all([
        deps.subscriptions.entitlement(user.email),
        deps.subscriptions.live({ email: user.email }),
        email ? repo.countUnlockedTests(db, email) : 0,
        repo.triedFeatures(db, { userId: user.id, email }),
        deps.courses.unlockedCount(user),
        deps.treeHole.countOf(user.id),
      ]);
      const start = entitlement.tier === 'guest' ? null : await repo.earliestPlanStart(db, live.map((s) => s.id));
      return {
        tier: entitlement.tier,
        validUntil: entitlement.validUntil,
        daysUsed: start ? membershipDays(start, clock.now()) : 0,
        featuresTried: repo.CENTRE_FEATURES.filter((f) => tried[f]).length,
        featuresTotal: repo.CENTRE_FEATURES.length,
        unlockedTests,
        unlockedCourses,
        treeHoleRecords,
      };
    },
  };
}

export type UserCentreService = ReturnType<typeof createUserCentreService>;
