import { type GraphQLResponseBody, graphql, HttpResponse } from 'msw';
import type {
  AccountChangeOrderEmailMutation,
  AccountChangeOrderEmailMutationVariables,
  AccountChangePasswordMutation,
  AccountChangePasswordMutationVariables,
  AccountErrorCode,
  AccountLoginMutation,
  AccountLoginMutationVariables,
  AccountLogoutMutation,
  AccountLogoutMutationVariables,
  AccountOrderCard_OrderFragment,
  AccountRegisterMutation,
  AccountRegisterMutationVariables,
  AccountResetPasswordMutation,
  AccountResetPasswordMutationVariables,
  AccountReportListQuery,
  AccountReportListQueryVariables,
  AccountSendEmailCodeMutation,
  AccountSendEmailCodeMutationVariables,
  AccountSendOrderEmailCodeMutation,
  AccountSendOrderEmailCodeMutationVariables,
  AccountViewerQuery,
  AccountViewerQueryVariables,
  OrderErrorCode,
  OrderListFilter,
} from '../../../__generated__/graphql';
import type { Served } from '../../../../test/served';
import { splitOrders } from '../orderLists';

/**
 * A stand-in for the server's account API, for the account page tests: users, e-mailed codes and one session in
 * memory, behaving like server/src/modules/account (codes only for addresses that may use them, the same answer
 * for every address, sessions ended by a reset). Tests read what the pages sent and change how it answers.
 */

type OrderCard = Omit<Served<AccountOrderCard_OrderFragment>, '__typename'>;
type Defaulted = 'subtotal' | 'discount' | 'tax' | 'transactionId' | 'email';

/**
 * An order as the reports list reads it. The amounts and the transaction follow from the total and the payment
 * unless set, and the address its report goes to is the user's unless set.
 */
export type FakeOrder = Omit<OrderCard, Defaulted | 'sku'> &
  Partial<Pick<OrderCard, Defaulted>> & {
    sku: Omit<OrderCard['sku'], '__typename' | 'kind'> & { kind: 'plan' | 'report' | 'package' };
  };

export interface FakeUser {
  id: string;
  name: string;
  email: string;
  password: string;
  tier: 'guest' | 'basic' | 'premium';
  validUntil: string | null;
  orders: FakeOrder[];
}

/** How the next request of an operation is answered instead of normally. */
export type AccountFailure =
  | 'network'
  /** The field's RATE_LIMITED error in a 200 answer, with Retry-After when the wait is known, as the server answers. */
  | { rateLimitedSeconds: number | null }
  /** A refusal in the payload, as data. */
  | { code: AccountErrorCode; field: string | null };

type Operation =
  | 'AccountViewer'
  | 'AccountReportList'
  | 'AccountSendEmailCode'
  | 'AccountRegister'
  | 'AccountLogin'
  | 'AccountLogout'
  | 'AccountResetPassword'
  | 'AccountChangePassword'
  | 'AccountSendOrderEmailCode'
  | 'AccountChangeOrderEmail';

let users = new Map<string, FakeUser>();
let codes = new Map<string, string>();
let session: string | null = null;
let failures = new Map<Operation, AccountFailure[]>();
const sent: AccountSendEmailCodeMutationVariables[] = [];
/** Codes e-mailed to the new address of a paid order, by `orderNumber:address`. */
let orderCodes = new Map<string, string>();
const orderCodesSent: AccountSendOrderEmailCodeMutationVariables['input'][] = [];
const registered: AccountRegisterMutationVariables['input'][] = [];
const logins: AccountLoginMutationVariables['input'][] = [];
const resets: AccountResetPasswordMutationVariables['input'][] = [];
const changes: AccountChangePasswordMutationVariables['input'][] = [];
let logouts = 0;
let codeCounter = 0;

const key = (purpose: string, email: string) => `${purpose}:${email.toLowerCase()}`;

/** A signed-in user with a plan, as most tests need one. */
export function fakeUser(fields: Partial<FakeUser> = {}): FakeUser {
  return {
    id: 'user-1',
    name: 'Ana Silva',
    email: 'ana@example.com',
    password: 'correct horse',
    tier: 'guest',
    validUntil: null,
    orders: [],
    ...fields,
  };
}

export const accountBackend = {
  reset() {
    users = new Map();
    codes = new Map();
    session = null;
    failures = new Map();
    sent.length = 0;
    orderCodes = new Map();
    orderCodesSent.length = 0;
    registered.length = 0;
    logins.length = 0;
    resets.length = 0;
    changes.length = 0;
    logouts = 0;
    codeCounter = 0;
  },
  addUser: (user: FakeUser) => void users.set(user.email.toLowerCase(), user),
  /** Deletes the account, as deleting it from the settings does. */
  removeUser: (email: string) => void users.delete(email.toLowerCase()),
  signIn: (email: string) => void (session = email.toLowerCase()),
  /** Ends the session on the server side only, as another device changing the password does. */
  signOut: () => void (session = null),
  /** The e-mail address of the session, or null. */
  session: () => session,
  user: (email: string) => users.get(email.toLowerCase()),
  /** The code last e-mailed to the address for that purpose, if one was. */
  codeFor: (purpose: 'REGISTER' | 'RESET', email: string) => codes.get(key(purpose, email)),
  /** The code last e-mailed to move an order to an address, if one was. */
  orderCodeFor: (orderNumber: string, email: string) => orderCodes.get(`${orderNumber}:${email.toLowerCase()}`),
  orderCodesSent,
  /** The next requests of the operation fail, one failure each. */
  fail: (operation: Operation, ...next: AccountFailure[]) => void failures.set(operation, [...(failures.get(operation) ?? []), ...next]),
  sent,
  registered,
  logins,
  resets,
  changes,
  logouts: () => logouts,
};

const rateLimited = (seconds: number | null) =>
  HttpResponse.json<GraphQLResponseBody<null>>(
    { errors: [{ message: 'Too many requests (login:account)', extensions: { code: 'RATE_LIMITED', ...(seconds === null ? {} : { retryAfterSeconds: seconds }) } }], data: null },
    { headers: seconds === null ? {} : { 'Retry-After': String(seconds) } },
  );

type AccountError = Served<AccountRegisterMutation>['register']['errors'][number];
const refusal = (code: AccountErrorCode, field: string | null): AccountError => ({ __typename: 'AccountError', code, field });

/** The failure's answer when it is not a refusal; the refusal itself otherwise (null: answer normally). */
function nextFailure(operation: Operation): { answer: Response } | { refused: ReturnType<typeof refusal> } | null {
  const failure = failures.get(operation)?.shift();
  if (failure === undefined) return null;
  if (failure === 'network') return { answer: HttpResponse.error() };
  if ('rateLimitedSeconds' in failure) return { answer: rateLimited(failure.rateLimitedSeconds) };
  return { refused: refusal(failure.code, failure.field) };
}

const step = (ok: boolean, errors: AccountError[] = []): Served<AccountResetPasswordMutation>['resetPassword'] => ({
  __typename: 'AccountStepPayload',
  ok,
  errors,
});
const account = (user: FakeUser | null, errors: AccountError[] = []): Served<AccountRegisterMutation>['register'] => ({
  __typename: 'AccountPayload',
  user: user && { __typename: 'User', id: user.id },
  errors,
});

function me(withOrders: true): ReturnType<typeof fullUser> | null;
function me(withOrders: false): { __typename: string; id: string; name: string; email: string } | null;
function me(withOrders: boolean) {
  const user = session ? users.get(session) : undefined;
  if (!user) return null;
  const base = { __typename: 'User', id: user.id, name: user.name, email: user.email };
  return withOrders ? fullUser(user, base) : base;
}

function fullUser(user: FakeUser, base: { __typename: string; id: string; name: string; email: string }) {
  return {
    ...base,
    tier: user.tier,
    validUntil: user.validUntil,
    orders: user.orders.map((order): Served<AccountOrderCard_OrderFragment> => ({
      __typename: 'Order',
      subtotal: order.total,
      discount: 0,
      tax: 0,
      transactionId: order.paidAt ? `txn_${order.orderNumber}` : null,
      email: user.email,
      ...order,
      sku: { __typename: 'Sku', ...order.sku },
    })),
  };
}

/** One page of a list as the server answers it: 1-based, a page past the end answered with the last one. */
function orderPage<T>(items: readonly T[], askedPage: number, pageSize: number) {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const page = Math.min(Math.max(1, askedPage), pageCount);
  return { __typename: 'OrderPage', total: items.length, page, pageSize, pageCount, items: items.slice((page - 1) * pageSize, page * pageSize) };
}

type OrderError = Served<AccountChangeOrderEmailMutation>['updateOrderEmail']['errors'][number];
const orderRefusal = (code: OrderErrorCode, field: string | null): OrderError => ({ __typename: 'OrderError', code, field });

const codeAnswer = (isSent: boolean, code?: OrderErrorCode, field: string | null = null) =>
  HttpResponse.json<GraphQLResponseBody<Served<AccountSendOrderEmailCodeMutation>>>({
    data: { sendOrderEmailCode: { __typename: 'SendOrderEmailCodePayload', sent: isSent, errors: code ? [orderRefusal(code, field)] : [] } },
  });

function changeAnswer(order: { orderNumber: string; email: string } | null, code?: OrderErrorCode, field: string | null = null) {
  return HttpResponse.json<GraphQLResponseBody<Served<AccountChangeOrderEmailMutation>>>({
    data: {
      updateOrderEmail: {
        __typename: 'OrderPayload',
        order: order ? { __typename: 'Order', ...order } : null,
        errors: code ? [orderRefusal(code, field)] : [],
      },
    },
  });
}

/** A paid order of the signed-in user, as the server's policy lets its owner move it; undefined otherwise. */
function ownOrder(orderNumber: string): FakeOrder | undefined {
  const user = session ? users.get(session) : undefined;
  return user?.orders.find((o) => o.orderNumber === orderNumber && ['PAID', 'REPORT_GENERATING', 'COMPLETED'].includes(o.status));
}

const unauthenticated = () =>
  HttpResponse.json<GraphQLResponseBody<null>>({ errors: [{ message: 'please login first', extensions: { code: 'UNAUTHENTICATED' } }], data: null });

export const accountHandlers = [
  graphql.query<Served<AccountViewerQuery>, AccountViewerQueryVariables>('AccountViewer', () => {
    const failure = nextFailure('AccountViewer');
    if (failure && 'answer' in failure) return failure.answer;
    return HttpResponse.json({ data: { me: me(false) } });
  }),

  graphql.query<Served<AccountReportListQuery>, AccountReportListQueryVariables>('AccountReportList', ({ variables }) => {
    const failure = nextFailure('AccountReportList');
    if (failure && 'answer' in failure) return failure.answer;
    const user = me(true);
    if (!user) return HttpResponse.json({ data: { me: null } });
    const tabs = splitOrders(user.orders);
    const listed = (status: OrderListFilter) => (status === 'COMPLETED' ? tabs.completed : status === 'PENDING' ? tabs.pending : [...tabs.completed, ...tabs.pending]);
    return HttpResponse.json({
      data: {
        me: {
          ...user,
          completed: orderPage(tabs.completed, 1, 1),
          pending: orderPage(tabs.pending, 1, 1),
          orderPage: orderPage(listed(variables.status), variables.page, variables.pageSize),
        },
      },
    });
  }),

  graphql.mutation<Served<AccountSendEmailCodeMutation>, AccountSendEmailCodeMutationVariables>('AccountSendEmailCode', ({ variables }) => {
    sent.push(variables);
    const failure = nextFailure('AccountSendEmailCode');
    if (failure) return 'answer' in failure ? failure.answer : HttpResponse.json({ data: { sendEmailCode: step(false, [failure.refused]) } });
    const exists = users.has(variables.email.toLowerCase());
    // A code only where it can be used; the answer is the same either way.
    if ((variables.purpose === 'REGISTER') !== exists) {
      codeCounter += 1;
      codes.set(key(variables.purpose, variables.email), String(123456 + codeCounter));
    }
    return HttpResponse.json({ data: { sendEmailCode: step(true) } });
  }),

  graphql.mutation<Served<AccountSendOrderEmailCodeMutation>, AccountSendOrderEmailCodeMutationVariables>('AccountSendOrderEmailCode', ({ variables: { input } }) => {
    orderCodesSent.push(input);
    const failure = nextFailure('AccountSendOrderEmailCode');
    if (failure && 'answer' in failure) return failure.answer;
    const order = ownOrder(String(input.orderNumber));
    if (!order) return codeAnswer(false, 'ORDER_NOT_FOUND', 'orderNumber');
    if (input.email.toLowerCase() === (order.email ?? session)) return codeAnswer(false, 'EMAIL_UNCHANGED', 'email');
    codeCounter += 1;
    orderCodes.set(`${input.orderNumber}:${input.email.toLowerCase()}`, String(654321 - codeCounter));
    return codeAnswer(true);
  }),

  graphql.mutation<Served<AccountChangeOrderEmailMutation>, AccountChangeOrderEmailMutationVariables>('AccountChangeOrderEmail', ({ variables: { input } }) => {
    const failure = nextFailure('AccountChangeOrderEmail');
    if (failure && 'answer' in failure) return failure.answer;
    const user = session ? users.get(session) : undefined;
    const order = ownOrder(String(input.orderNumber));
    if (!user || !order) return changeAnswer(null, 'ORDER_NOT_FOUND', 'orderNumber');
    const codeKey = `${input.orderNumber}:${input.email.toLowerCase()}`;
    if (!input.code || orderCodes.get(codeKey) !== input.code) return changeAnswer(null, 'CODE_INVALID', 'code');
    orderCodes.delete(codeKey);
    // The order now belongs to the new address: it leaves this account.
    user.orders = user.orders.filter((o) => o.orderNumber !== order.orderNumber);
    return changeAnswer({ orderNumber: order.orderNumber, email: input.email.toLowerCase() });
  }),

  graphql.mutation<Served<AccountRegisterMutation>, AccountRegisterMutationVariables>('AccountRegister', ({ variables: { input } }) => {
    registered.push(input);
    const failure = nextFailure('AccountRegister');
    if (failure) return 'answer' in failure ? failure.answer : HttpResponse.json({ data: { register: account(null, [failure.refused]) } });
    if (codes.get(key('REGISTER', input.email)) !== input.code) {
      return HttpResponse.json({ data: { register: account(null, [refusal('CODE_INVALID', 'code')]) } });
    }
    const user = fakeUser({ id: `user-${users.size + 1}`, name: input.name, email: input.email, password: input.password });
    users.set(input.email.toLowerCase(), user);
    session = input.email.toLowerCase();
    return HttpResponse.json({ data: { register: account(user) } });
  }),

  graphql.mutation<Served<AccountLoginMutation>, AccountLoginMutationVariables>('AccountLogin', ({ variables: { input } }) => {
    logins.push(input);
    const failure = nextFailure('AccountLogin');
    if (failure) return 'answer' in failure ? failure.answer : HttpResponse.json({ data: { login: account(null, [failure.refused]) } });
    const user = users.get(input.email.toLowerCase());
    if (!user || user.password !== input.password) {
      return HttpResponse.json({ data: { login: account(null, [refusal('INVALID_CREDENTIALS', 'password')]) } });
    }
    session = user.email.toLowerCase();
    return HttpResponse.json({ data: { login: account(user) } });
  }),

  graphql.mutation<Served<AccountLogoutMutation>, AccountLogoutMutationVariables>('AccountLogout', () => {
    const failure = nextFailure('AccountLogout');
    if (failure && 'answer' in failure) return failure.answer;
    logouts += 1;
    session = null;
    return HttpResponse.json({ data: { logout: true } });
  }),

  graphql.mutation<Served<AccountResetPasswordMutation>, AccountResetPasswordMutationVariables>('AccountResetPassword', ({ variables: { input } }) => {
    resets.push(input);
    const failure = nextFailure('AccountResetPassword');
    if (failure) return 'answer' in failure ? failure.answer : HttpResponse.json({ data: { resetPassword: step(false, [failure.refused]) } });
    const user = users.get(input.email.toLowerCase());
    const codeKey = key('RESET', input.email);
    if (!user || codes.get(codeKey) !== input.code) {
      return HttpResponse.json({ data: { resetPassword: step(false, [refusal('CODE_INVALID', 'code')]) } });
    }
    codes.delete(codeKey);
    user.password = input.password;
    if (session === user.email.toLowerCase()) session = null;
    return HttpResponse.json({ data: { resetPassword: step(true) } });
  }),

  graphql.mutation<Served<AccountChangePasswordMutation>, AccountChangePasswordMutationVariables>('AccountChangePassword', ({ variables: { input } }) => {
    changes.push(input);
    const failure = nextFailure('AccountChangePassword');
    if (failure) return 'answer' in failure ? failure.answer : HttpResponse.json({ data: { changePassword: step(false, [failure.refused]) } });
    const user = session ? users.get(session) : undefined;
    if (!user) return unauthenticated();
    if (user.password !== input.current) {
      return HttpResponse.json({ data: { changePassword: step(false, [refusal('WRONG_PASSWORD', 'current')]) } });
    }
    user.password = input.password;
    return HttpResponse.json({ data: { changePassword: step(true) } });
  }),
];
