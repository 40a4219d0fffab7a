import { type GraphQLResponseBody, graphql, http, HttpResponse } from 'msw';
import type {
  AccountDataExportQuery,
  AccountDataExportQueryVariables,
  AccountDeleteMyAccountMutation,
  AccountDeleteMyAccountMutationVariables,
  AccountErrorCode,
  AccountProfileQuery,
  AccountProfileQueryVariables,
  AccountRemoveAvatarMutation,
  AccountRemoveAvatarMutationVariables,
  AccountSettingsQuery,
  AccountSettingsQueryVariables,
  AccountUpdateProfileMutation,
  AccountUpdateProfileMutationVariables,
  ProfileInput,
} from '../../../__generated__/graphql';
import type { Served } from '../../../../test/served';
import { type AccountFailure, accountBackend } from './accountBackend';

/**
 * The server's personal information, photo upload, data export and account deletion, for the page tests. Builds on
 * `accountBackend` (its users and session) and behaves like server/src/modules/account/profile.service.ts and
 * server/src/rest/upload.rest.ts: the same limits and codes, the same envelope.
 */

/** The personal information as AccountProfile reads it. */
export type FakeProfile = Pick<
  NonNullable<AccountProfileQuery['me']>,
  'nickname' | 'phone' | 'birthday' | 'gender' | 'introduction' | 'avatarUrl'
>;

type Operation = 'AccountProfile' | 'AccountSettings' | 'AccountUpdateProfile' | 'AccountRemoveAvatar' | 'AccountDataExport' | 'AccountDeleteMyAccount';

/** What the next upload is answered with instead of storing the photo. */
export type UploadAnswer = { status: number; body: unknown } | 'network';

const EMPTY: FakeProfile = { nickname: null, phone: null, birthday: null, gender: null, introduction: null, avatarUrl: null };
const LIMITS = { nickname: 40, phone: 30, introduction: 500 } as const;

let profiles = new Map<string, FakeProfile>();
let failures = new Map<Operation, AccountFailure[]>();
let uploadAnswers: UploadAnswer[] = [];
let uploadCount = 0;
const updates: ProfileInput[] = [];
/** What each upload carried in its `files` field (the content type of the part), null when it had none. */
const uploads: Array<{ fileType: string | null }> = [];
const deletions: string[] = [];
let exports = 0;

type AccountError = Served<AccountUpdateProfileMutation>['updateProfile']['errors'][number];
const refusal = (code: AccountErrorCode, field: string | null): AccountError => ({ __typename: 'AccountError', code, field });

function nextFailure(operation: Operation) {
  const failure = failures.get(operation)?.shift();
  if (failure === undefined) return null;
  if (failure === 'network') return { answer: HttpResponse.error() };
  if ('rateLimitedSeconds' in failure) {
    return { answer: HttpResponse.json<GraphQLResponseBody<null>>({ errors: [{ message: 'Too many requests', extensions: { code: 'RATE_LIMITED' } }], data: null }) };
  }
  return { refused: refusal(failure.code, failure.field) };
}

const step = (ok: boolean, errors: AccountError[] = []): GraphQLResponseBody<Served<AccountDeleteMyAccountMutation>> => ({
  data: { deleteMyAccount: { __typename: 'AccountStepPayload', ok, errors } },
});

const unauthenticated = () => HttpResponse.json<GraphQLResponseBody<null>>({ errors: [{ message: 'please login first', extensions: { code: 'UNAUTHENTICATED' } }], data: null });

function signedIn() {
  const email = accountBackend.session();
  const user = email ? accountBackend.user(email) : undefined;
  return user ? { user, profile: profileOf(user.email) } : null;
}

function profileOf(email: string): FakeProfile {
  const key = email.toLowerCase();
  let profile = profiles.get(key);
  if (!profile) {
    profile = { ...EMPTY };
    profiles.set(key, profile);
  }
  return profile;
}

/** The server's birthday rule: a real day as YYYY-MM-DD, from 1900, not after today (UTC). */
function isValidBirthday(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value && date.getUTCFullYear() >= 1900 && date.getTime() <= Date.now();
}

/** As the server reads a field: absent stays absent, empty clears it. */
const clean = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

function update(profile: FakeProfile, input: ProfileInput) {
  const errors: AccountError[] = [];
  const changes: Partial<FakeProfile> = {};
  for (const key of ['nickname', 'phone', 'introduction'] as const) {
    const value = clean(input[key]);
    if (value === undefined) continue;
    if (value && value.length > LIMITS[key]) errors.push(refusal('TOO_LONG', key));
    else changes[key] = value;
  }
  if (changes.phone && !/^[0-9+()\-\s]{4,30}$/.test(changes.phone)) errors.push(refusal('TOO_LONG', 'phone'));
  const birthday = clean(input.birthday);
  if (birthday !== undefined) {
    if (birthday && !isValidBirthday(birthday)) errors.push(refusal('INVALID_DATE', 'birthday'));
    else changes.birthday = birthday;
  }
  const gender = clean(input.gender);
  if (gender !== undefined) {
    if (gender && !['male', 'female', 'confidential'].includes(gender)) errors.push(refusal('INVALID_GENDER', 'gender'));
    else changes.gender = gender;
  }
  if (errors.length === 0) Object.assign(profile, changes);
  return errors;
}

export const profileBackend = {
  reset() {
    profiles = new Map();
    failures = new Map();
    uploadAnswers = [];
    uploadCount = 0;
    updates.length = 0;
    uploads.length = 0;
    deletions.length = 0;
    exports = 0;
  },
  /** The profile of an account, created empty on first use; tests change it to set the scene. */
  profile: (email: string) => profileOf(email),
  fail: (operation: Operation, ...next: AccountFailure[]) => void failures.set(operation, [...(failures.get(operation) ?? []), ...next]),
  /** The next uploads are answered with these, one each, instead of storing the photo. */
  answerUploads: (...next: UploadAnswer[]) => void uploadAnswers.push(...next),
  updates,
  uploads,
  deletions,
  exports: () => exports,
};

export const profileHandlers = [
  graphql.query<Served<AccountSettingsQuery>, AccountSettingsQueryVariables>('AccountSettings', () => {
    const failure = nextFailure('AccountSettings');
    if (failure && 'answer' in failure) return failure.answer;
    const me = signedIn();
    if (!me) return HttpResponse.json({ data: { me: null } });
    const { user, profile } = me;
    return HttpResponse.json({
      data: { me: { __typename: 'User', id: user.id, email: user.email, name: user.name, nickname: profile.nickname, avatarUrl: profile.avatarUrl } },
    });
  }),

  graphql.query<Served<AccountProfileQuery>, AccountProfileQueryVariables>('AccountProfile', () => {
    const failure = nextFailure('AccountProfile');
    if (failure && 'answer' in failure) return failure.answer;
    const me = signedIn();
    if (!me) return HttpResponse.json({ data: { me: null } });
    return HttpResponse.json({ data: { me: { __typename: 'User', id: me.user.id, name: me.user.name, email: me.user.email, ...me.profile } } });
  }),

  graphql.mutation<Served<AccountUpdateProfileMutation>, AccountUpdateProfileMutationVariables>('AccountUpdateProfile', ({ variables: { input } }) => {
    updates.push(input);
    const failure = nextFailure('AccountUpdateProfile');
    if (failure && 'answer' in failure) return failure.answer;
    const me = signedIn();
    if (!me) return unauthenticated();
    const errors = failure ? [failure.refused] : update(me.profile, input);
    const { avatarUrl: _avatar, ...fields } = me.profile;
    const user = errors.length ? null : { __typename: 'User', id: me.user.id, ...fields };
    return HttpResponse.json({ data: { updateProfile: { __typename: 'AccountPayload', user, errors } } });
  }),

  graphql.mutation<Served<AccountRemoveAvatarMutation>, AccountRemoveAvatarMutationVariables>('AccountRemoveAvatar', () => {
    const failure = nextFailure('AccountRemoveAvatar');
    if (failure && 'answer' in failure) return failure.answer;
    const me = signedIn();
    if (!me) return unauthenticated();
    me.profile.avatarUrl = null;
    return HttpResponse.json({ data: { removeAvatar: { __typename: 'AccountPayload', user: { __typename: 'User', id: me.user.id, avatarUrl: null }, errors: [] } } });
  }),

  graphql.query<Served<AccountDataExportQuery>, AccountDataExportQueryVariables>('AccountDataExport', () => {
    const failure = nextFailure('AccountDataExport');
    if (failure && 'answer' in failure) return failure.answer;
    const me = signedIn();
    if (!me) return unauthenticated();
    exports += 1;
    const { password: _password, orders, ...account } = me.user;
    const document = { exportedAt: new Date().toISOString(), account: { ...account, ...me.profile }, orders, results: [], subscriptions: [] };
    return HttpResponse.json({ data: { myDataExport: JSON.stringify(document, null, 2) } });
  }),

  graphql.mutation<Served<AccountDeleteMyAccountMutation>, AccountDeleteMyAccountMutationVariables>('AccountDeleteMyAccount', ({ variables: { password } }) => {
    const failure = nextFailure('AccountDeleteMyAccount');
    if (failure) return 'answer' in failure ? failure.answer : HttpResponse.json(step(false, [failure.refused]));
    const me = signedIn();
    if (!me) return unauthenticated();
    if (password !== me.user.password) return HttpResponse.json(step(false, [refusal('WRONG_PASSWORD', 'password')]));
    deletions.push(me.user.email);
    accountBackend.removeUser(me.user.email);
    profiles.delete(me.user.email.toLowerCase());
    accountBackend.signOut();
    return HttpResponse.json(step(true));
  }),

  http.post('/upload', async ({ request }) => {
    const me = signedIn();
    if (!me) return HttpResponse.json({ result: 401, code: 'UNAUTHENTICATED', message: 'please login first' }, { status: 401 });
    const form = await request.formData().catch(() => null);
    const file = form?.get('files');
    uploads.push({ fileType: file && typeof file === 'object' && 'type' in file ? String(file.type) : null });
    const answer = uploadAnswers.shift();
    if (answer === 'network') return HttpResponse.error();
    if (answer) {
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      return new HttpResponse(text, { status: answer.status, headers: { 'Content-Type': typeof answer.body === 'string' ? 'text/html' : 'application/json' } });
    }
    if (!file) return HttpResponse.json({ result: 400, code: 'UPLOAD_FIELD_REQUIRED', message: 'Choose an image', field: 'files' }, { status: 400 });
    uploadCount += 1;
    me.profile.avatarUrl = `/user/avatar/${me.user.id}/a${uploadCount}.webp`;
    return HttpResponse.json({ result: 200, data: { url: me.profile.avatarUrl, avatarUrl: me.profile.avatarUrl } });
  }),
];
