import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ListedOrder } from '../modules/order/orderPage';
import type { Services } from '../services';
import { signedInUser } from './account.rest';
import { ok, parse } from './envelope';

/** An order of the reports list, with the display fields of spec section 3 and what was bought (plan or report). */
const orderView = (o: ListedOrder) => ({
  orderNumber: o.orderNumber,
  status: o.status,
  kind: o.skuKind,
  skuId: o.skuId,
  country: o.country,
  currency: o.currency,
  subtotal: o.subtotal,
  discount: o.discount,
  tax: o.tax,
  total: o.total,
  createdAt: o.createdAt,
  paymentDate: o.paidAt,
});

const OrderList = z.object({
  page: z.coerce.number().int().optional(),
  size: z.coerce.number().int().optional(),
  status: z.string().toLowerCase().pipe(z.enum(['all', 'completed', 'pending'])).optional(),
});

/** The signed-in user's orders and user-centre figures (spec section 7), on the user-centre service as GraphQL. */
export function registerUserCentreRoutes(app: FastifyInstance, services: Services) {
  /** One page of the reports list: ?page (1-based), ?size (1..50), ?status all, completed (paid) or pending. */
  app.get('/user/order/list', async (req) => {
    const user = await signedInUser(services, req);
    const q = parse(OrderList, req.query ?? {});
    const page = await services.userCentre.orderPage(user, { page: q.page, pageSize: q.size, filter: q.status });
    return ok({ ...page, items: page.items.map(orderView) });
  });

  /** The newest order of the reports list, or null. */
  app.get('/user/order/laster', async (req) => {
    const latest = await services.userCentre.latestOrder(await signedInUser(services, req));
    return ok(latest && orderView(latest));
  });

  app.get('/user/center/data', async (req) => ok(await services.userCentre.figures(await signedInUser(services, req))));
}
