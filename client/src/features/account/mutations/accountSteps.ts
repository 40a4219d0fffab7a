import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AccountChangePasswordDocument,
  type AccountErrorCode,
  AccountLoginDocument,
  AccountLogoutDocument,
  AccountRegisterDocument,
  AccountResetPasswordDocument,
} from '../../../__generated__/graphql';
import { useLocale } from '../../../i18n/LocaleContext';
import { type AccountFailure, accountFailureOf } from '../accountErrors';
import {
  CHANGE_FIELDS,
  type ChangeField,
  normalizeCode,
  type Problems,
  REGISTER_FIELDS,
  type RegisterField,
  type RegisterValues,
  RESET_FIELDS,
  type ResetField,
  sortServerErrors,
} from '../accountValidation';

/** How an account step ended: done, refused with reasons (per field and for the form), or not reached. */
export type StepOutcome<Field extends string> =
  | { readonly kind: 'done' }
  | { readonly kind: 'refused'; readonly fields: Problems<Field>; readonly form: AccountErrorCode | null }
  | { readonly kind: 'failure'; readonly failure: AccountFailure };

interface StepPayload {
  readonly errors: ReadonlyArray<{ code: AccountErrorCode; field: string | null }>;
}

/** Runs a step and sorts how it ended; never throws. */
export async function attempt<Field extends string>(
  fields: readonly Field[],
  run: () => Promise<{ payload: StepPayload | undefined; done: boolean }>,
): Promise<StepOutcome<Field>> {
  try {
    const { payload, done } = await run();
    if (done) return { kind: 'done' };
    if (!payload || payload.errors.length === 0) return { kind: 'failure', failure: { kind: 'failed' } };
    return { kind: 'refused', ...sortServerErrors(payload.errors, fields) };
  } catch (error) {
    return { kind: 'failure', failure: accountFailureOf(error) };
  }
}

/**
 * Forgets everything cached for the previous visitor (the session cookie changed) and asks again for what is on
 * screen. A failed refetch is the page's own business, not the step's.
 */
export function useFreshStore() {
  const client = useApolloClient();
  return useCallback(() => client.resetStore().then(() => undefined, () => undefined), [client]);
}

/** Signs in. Whatever refusal, the page shows one message about the pair (it never says which was wrong). */
export function useLogin() {
  const [mutate, { loading }] = useMutation(AccountLoginDocument);
  const fresh = useFreshStore();
  const login = useCallback(
    async (values: { email: string; password: string }) => {
      const outcome = await attempt(['email'] as const, async () => {
        const { data } = await mutate({ variables: { input: { email: values.email.trim(), password: values.password } } });
        return { payload: data?.login ?? undefined, done: Boolean(data?.login?.user) };
      });
      if (outcome.kind === 'done') await fresh();
      return outcome;
    },
    [mutate, fresh],
  );
  return { login, loading };
}

/** Creates the account with the e-mailed code, which signs in. */
export function useRegister() {
  const { locale } = useLocale();
  const [mutate, { loading }] = useMutation(AccountRegisterDocument);
  const fresh = useFreshStore();
  const register = useCallback(
    async (values: RegisterValues) => {
      const input = {
        name: values.name.trim(),
        email: values.email.trim(),
        code: normalizeCode(values.code),
        password: values.password,
        passwordConfirm: values.passwordConfirm,
        agreePrivacy: values.agreePrivacy,
        locale,
      };
      const outcome = await attempt<RegisterField>(REGISTER_FIELDS, async () => {
        const { data } = await mutate({ variables: { input } });
        return { payload: data?.register, done: Boolean(data?.register.user) };
      });
      if (outcome.kind === 'done') await fresh();
      return outcome;
    },
    [mutate, fresh, locale],
  );
  return { register, loading };
}

/** Sets a new password with the e-mailed code. Every session of the account ends, this browser's too. */
export function useResetPassword() {
  const [mutate, { loading }] = useMutation(AccountResetPasswordDocument);
  const fresh = useFreshStore();
  const reset = useCallback(
    async (email: string, values: Readonly<Record<ResetField, string>>) => {
      const input = { email: email.trim(), code: normalizeCode(values.code), password: values.password, passwordConfirm: values.passwordConfirm };
      // The e-mail is not a field of this step: its refusals (and any other) are about the form.
      const outcome = await attempt<ResetField>(RESET_FIELDS, async () => {
        const { data } = await mutate({ variables: { input } });
        return { payload: data?.resetPassword, done: data?.resetPassword.ok === true };
      });
      if (outcome.kind === 'done') await fresh();
      return outcome;
    },
    [mutate, fresh],
  );
  return { reset, loading };
}

/** Changes the signed-in user's password; this session stays, the others end. */
export function useChangePassword() {
  const [mutate, { loading }] = useMutation(AccountChangePasswordDocument);
  const change = useCallback(
    (values: Readonly<Record<ChangeField, string>>) =>
      attempt<ChangeField>(CHANGE_FIELDS, async () => {
        const { data } = await mutate({ variables: { input: values } });
        return { payload: data?.changePassword, done: data?.changePassword.ok === true };
      }),
    [mutate],
  );
  return { change, loading };
}

/** Ends the session on the server, then forgets the account's data in this tab. */
export function useLogout() {
  const [mutate, { loading }] = useMutation(AccountLogoutDocument);
  const fresh = useFreshStore();
  const logout = useCallback(async (): Promise<boolean> => {
    try {
      await mutate();
    } catch {
      return false;
    }
    await fresh();
    return true;
  }, [mutate, fresh]);
  return { logout, loading };
}
