import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales';
import { orderEmailChangedEmail, orderEmailCodeEmail } from '../../mail/templates';
import { orderFor, signUp, wrongCode } from '../../../test/accounts';
import { BUYER, CARDS } from '../../../test/checkout';
import { gql, startTestApp, type TestContext } from '../../../test/runtime';

let t: TestContext;
let owner: string;
const OWNER = 'mover@example.com';
let ip = 0;
const nextIp = () => `10.8.${Math.floor((ip += 1) / 200)}.${ip % 200}`;

beforeAll(async () => {
  t = await startTestApp({ PAYMENT_SLOWDOWN_MS: '1' });
  owner = await signUp(t.app, t.runtime.db.knex, OWNER, '10.8.99.1');
});
afterAll(() => t.close());

const SEND = 'mutation($i: SendOrderEmailCodeInput!) { sendOrderEmailCode(input: $i) { sent errors { code field } } }';
const CHANGE = 'mutation($i: UpdateOrderEmailInput!) { updateOrderEmail(input: $i) { order { orderNumber email } errors { code field } } }';

async function send(orderNumber: string, email: string, headers: Record<string, string> = { cookie: owner }) {
  const { body } = await gql<{ sendOrderEmailCode: { sent: boolean; errors: { code: string }[] } }>(t.app, SEND, { i: { orderNumber, email } }, headers);
  return body.data!.sendOrderEmailCode;
}

async function change(orderNumber: string, email: string, code: string | null, headers: Record<string, string> = { cookie: owner }) {
  const { body } = await gql<{ updateOrderEmail: { order: { email: string } | null; errors: { code: string; field: string }[] } }>(t.app, CHANGE, { i: { orderNumber, email, code } }, headers);
  return body.data!.updateOrderEmail;
}

const mails = (to: string, template: string) => t.runtime.db.knex('email_messages').where({ to_address: to, template }).orderBy('created_at');
const codeIn = (mail: { subject: string }) => /\b(\d{6})\b/.exec(mail.subject)![1]!;

describe('moving a paid order to another address', () => {
  it('takes the code sent to the new address, once; then the old address is told and the order leaves its account', async () => {
    const orderNumber = await orderFor(t.app, OWNER, 'bmbti-trial-monthly', CARDS.ok, nextIp());
    expect(await change(orderNumber, 'new-home@example.com', null)).toEqual({ order: null, errors: [{ code: 'CODE_REQUIRED', field: 'code' }] });
    expect(await send(orderNumber, ' New-Home@Example.com ')).toEqual({ sent: true, errors: [] });
    const [codeMail] = await mails('new-home@example.com', 'order.emailCode');
    expect(codeMail.text_body).toContain(orderNumber);
    const code = codeIn(codeMail);

    expect(await change(orderNumber, 'new-home@example.com', wrongCode(code))).toEqual({ order: null, errors: [{ code: 'CODE_INVALID', field: 'code' }] });
    expect(await change(orderNumber, 'other-home@example.com', code)).toEqual({ order: null, errors: [{ code: 'CODE_INVALID', field: 'code' }] });
    expect(await mails(OWNER, 'order.emailChanged')).toEqual([]);

    expect(await change(orderNumber, 'new-home@example.com', code)).toEqual({ order: { orderNumber, email: 'new-home@example.com' }, errors: [] });
    const [notice] = await mails(OWNER, 'order.emailChanged');
    expect(notice.text_body).toContain(orderNumber);
    expect(notice.text_body).toContain('new-home@example.com');
    expect(await mails('new-home@example.com', 'order.emailChanged')).toEqual([]);

    // The order now belongs to the new address: its former owner can no longer act on it, even with the code.
    expect(await change(orderNumber, OWNER, code)).toEqual({ order: null, errors: [{ code: 'ORDER_NOT_FOUND', field: 'orderNumber' }] });
    const { body } = await gql<{ me: { orderPage: { items: { orderNumber: string }[] } } }>(t.app, 'query { me { orderPage(status: ALL) { items { orderNumber } } } }', {}, { cookie: owner });
    expect(body.data!.me.orderPage.items.map((o) => o.orderNumber)).not.toContain(orderNumber);
  });

  it("binds a code to its order: one order's code does not move another", async () => {
    const first = await orderFor(t.app, OWNER, 'bmbti-trial-monthly', CARDS.ok, nextIp());
    const second = await orderFor(t.app, OWNER, 'bmbti-trial-monthly', CARDS.ok, nextIp());
    await send(first, 'bound@example.com');
    const [mail] = await mails('bound@example.com', 'order.emailCode');
    expect(await change(second, 'bound@example.com', codeIn(mail))).toEqual({ order: null, errors: [{ code: 'CODE_INVALID', field: 'code' }] });
    expect((await t.runtime.db.knex('orders').where({ order_number: second }).first()).email).toBe(OWNER);
  });

  it('refuses the same address, a bad one, and tells the buyer browser to sign in', async () => {
    const orderNumber = await orderFor(t.app, OWNER, 'bmbti-trial-monthly', CARDS.ok, nextIp());
    expect(await send(orderNumber, 'MOVER@example.com')).toEqual({ sent: false, errors: [{ code: 'EMAIL_UNCHANGED', field: 'email' }] });
    expect(await send(orderNumber, 'not an address')).toEqual({ sent: false, errors: [{ code: 'INVALID_EMAIL', field: 'email' }] });
    expect(await send(orderNumber, 'elsewhere@example.com', BUYER)).toEqual({ sent: false, errors: [{ code: 'SIGN_IN_REQUIRED', field: 'orderNumber' }] });
    expect(await send('0000000000000000', 'elsewhere@example.com')).toEqual({ sent: false, errors: [{ code: 'ORDER_NOT_FOUND', field: 'orderNumber' }] });
    expect(await mails('elsewhere@example.com', 'order.emailCode')).toEqual([]);
  });
});

describe('correcting the address before payment', () => {
  it('is for the browser that made the order, at once and without a code; nobody is told', async () => {
    const orderNumber = await orderFor(t.app, OWNER, 'bmbti-trial-monthly', null, nextIp());
    const res = await t.app.inject({ method: 'POST', url: '/exam/order/update/email', headers: BUYER, payload: { orderNumber, email: 'Typo-Fixed@example.com' } });
    expect(res.json()).toEqual({ result: 200, data: { orderNumber, email: 'typo-fixed@example.com' } });
    expect((await mails(OWNER, 'order.emailChanged')).filter((m) => m.text_body.includes(orderNumber))).toEqual([]);
    // Another browser that opens the same test (a shared link) may pay the open order, not re-address it.
    const sessionId = (await t.runtime.db.knex('orders').where({ order_number: orderNumber }).first()).exam_session_id;
    const other = await gql<{ createOrder: { order: { orderNumber: string; email: string } } }>(
      t.app,
      'mutation($i: CreateOrderInput!) { createOrder(input: $i) { order { orderNumber email } } }',
      { i: { sessionId, skuId: 'bmbti-trial-monthly', email: 'hijack@example.com', acceptTerms: true, acceptRenewal: true } },
      { cookie: 'is_vk=AnotherBrowserKey00000' },
    );
    expect(other.body.data!.createOrder.order).toEqual({ orderNumber, email: 'typo-fixed@example.com' });
    expect(await t.runtime.db.knex('report_viewers').where({ order_id: (await t.runtime.db.knex('orders').where({ order_number: orderNumber }).first()).id })).toHaveLength(1);
  });
});

describe('the e-mails', () => {
  it.each(LOCALES)('%s: the code and the notice are written in the language, with the order and the addresses', (locale) => {
    const code = orderEmailCodeEmail(locale, { code: '123456', orderNumber: 'ABCDEFGHJKLMNPQR' });
    expect(code.subject).toContain('123456');
    expect(code.text).toContain('ABCDEFGHJKLMNPQR');
    const notice = orderEmailChangedEmail(locale, { orderNumber: 'ABCDEFGHJKLMNPQR', newEmail: 'a<b>@example.com', support: 'help@example.com' });
    expect(notice.text).toContain('a<b>@example.com');
    expect(notice.html).toContain('a&lt;b&gt;@example.com');
    expect(notice.text).toContain('help@example.com');
  });
});
