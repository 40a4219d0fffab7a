import type { AppConfig } from '../../config';
import type { Db } from '../../db/connection';
import { queueEmail } from '../../mail/mail.service';
import { orderEmailChangedEmail, orderEmailCodeEmail } from '../../mail/templates';
import { canonicalEmail, isValidEmail } from '../../shared/email';
import { randomId } from '../../shared/ids';
import { DEFAULT_LOCALE, normalizeLocale } from '../../shared/locales';
import type { Actor } from '../access/actor';
import type { AccessPolicy, Decision } from '../access/policy';
import type { AccountService } from '../account/account.service';
import { orderError, type OrderError } from './order.errors';
import type { OrderModel } from './order.models';
import * as repo from './order.repository';
import { PAID_STATUSES } from './order.state';

const PURPOSE = 'change_order_email';

type Changed = { order: OrderModel; errors: [] } | { order: null; errors: OrderError[] };
const refused = (...errors: OrderError[]): Changed => ({ order: null, errors });

function checkAddress(raw: string): OrderError | null {
  if (!raw.trim()) return orderError('EMAIL_REQUIRED', 'email', 'Please input email address');
  return isValidEmail(raw) ? null : orderError('INVALID_EMAIL', 'email', 'Please enter a valid email address.');
}

/** The refusal for a decision without an order: the same as for an unknown order, unless the actor is the buyer. */
const refusalOf = (decision: Extract<Decision, { order: null }>): OrderError =>
  decision.reason === 'sign_in_required'
    ? orderError('SIGN_IN_REQUIRED', 'orderNumber', 'Sign in with the address of this order to change it')
    : orderError('ORDER_NOT_FOUND', 'orderNumber', 'No such order');

const isPaid = (order: OrderModel) => PAID_STATUSES.includes(order.status);

/**
 * Where an order's report goes. Before payment the browser that made the order corrects the address at once;
 * once paid, the address moves only for the signed-in owner, with a code e-mailed to the new address, and the
 * old address is told. Who may do it is the access policy's `order:changeEmail`.
 */
export function createOrderEmailService(deps: {
  db: Db;
  config: AppConfig;
  access: Pick<AccessPolicy, 'decide'>;
  codes: Pick<AccountService, 'issueCode' | 'spendCode'>;
}) {
  const { db, config, access, codes } = deps;

  return {
    /**
     * E-mails the code that confirms a paid order's new address, for whom the policy lets change it. Limited per
     * client and address like every code.
     */
    async sendCode(input: { orderNumber: string; email: string; locale?: string | null; clientKey: string }, actor: Actor): Promise<{ sent: boolean; errors: OrderError[] }> {
      const bad = checkAddress(input.email);
      if (bad) return { sent: false, errors: [bad] };
      const decision = await access.decide(input.orderNumber, actor, 'order:changeEmail');
      if (!decision.order) return { sent: false, errors: [refusalOf(decision)] };
      const { order } = decision;
      const email = canonicalEmail(input.email);
      if (email === canonicalEmail(order.email)) return { sent: false, errors: [orderError('EMAIL_UNCHANGED', 'email', 'This is already the address of the order')] };
      const locale = normalizeLocale(input.locale) ?? normalizeLocale(order.locale) ?? DEFAULT_LOCALE;
      await codes.issueCode({ email, purpose: PURPOSE, subject: order.orderNumber, clientKey: input.clientKey }, (trx, code) =>
        queueEmail(trx, {
          template: 'order.emailCode',
          locale,
          to: email,
          dedupeKey: `order-email-code:${randomId(12)}`,
          rendered: orderEmailCodeEmail(locale, { code, orderNumber: order.orderNumber }),
        }),
      );
      return { sent: true, errors: [] };
    },

    /**
     * Changes the address of an order (POST /exam/order/update/email, updateOrderEmail). A paid order needs the
     * code sent to the new address; the change and the notice to the old address are written together, and a
     * payment landing in between refuses the change instead of applying the unpaid rule to a paid order.
     */
    async change(input: { orderNumber: string; email: string; code?: string | null }, actor: Actor): Promise<Changed> {
      const bad = checkAddress(input.email);
      if (bad) return refused(bad);
      const decision = await access.decide(input.orderNumber, actor, 'order:changeEmail');
      if (!decision.order) return refused(refusalOf(decision));
      const { order } = decision;
      const email = canonicalEmail(input.email);
      const paid = isPaid(order);
      if (paid) {
        if (email === canonicalEmail(order.email)) return refused(orderError('EMAIL_UNCHANGED', 'email', 'This is already the address of the order'));
        if (!input.code?.trim()) return refused(orderError('CODE_REQUIRED', 'code', 'Please enter the verification code'));
        if (!(await codes.spendCode({ email, purpose: PURPOSE, subject: order.orderNumber, code: input.code }))) {
          return refused(orderError('CODE_INVALID', 'code', 'The code is wrong or has expired'));
        }
      }
      const changed = await db.transaction(async (trx) => {
        const locked = (await repo.findById(trx, order.id, { forUpdate: true }))!;
        if (isPaid(locked) !== paid) return null;
        await repo.updateEmail(trx, locked.id, email);
        if (paid && canonicalEmail(locked.email) !== email) {
          const locale = normalizeLocale(locked.locale) ?? DEFAULT_LOCALE;
          await queueEmail(trx, {
            template: 'order.emailChanged',
            locale,
            to: locked.email,
            dedupeKey: `order:${locked.id}:email-changed:${randomId(12)}`,
            rendered: orderEmailChangedEmail(locale, { orderNumber: locked.orderNumber, newEmail: email, support: config.supportEmail }),
          });
        }
        return (await repo.findById(trx, locked.id))!;
      });
      if (!changed) return refused(orderError(paid ? 'ORDER_NOT_FOUND' : 'SIGN_IN_REQUIRED', 'orderNumber', 'The order changed meanwhile'));
      return { order: changed, errors: [] };
    },
  };
}

export type OrderEmailService = ReturnType<typeof createOrderEmailService>;
