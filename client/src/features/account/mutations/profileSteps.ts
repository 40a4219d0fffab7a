import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import {
  AccountDataExportDocument,
  AccountDeleteMyAccountDocument,
  AccountRemoveAvatarDocument,
  AccountUpdateProfileDocument,
} from '../../../__generated__/graphql';
import { type AccountFailure, accountFailureOf } from '../accountErrors';
import { type UploadOutcome, uploadAvatar } from '../avatarUpload';
import { PROFILE_FIELDS, type ProfileField, type ProfileValues, profileInputOf } from '../profileForm';
import { attempt, useFreshStore } from './accountSteps';

/**
 * Saves the personal information. The answer carries every field saved, which Apollo writes onto the cached user,
 * so the settings and any other page showing the user read the new values without asking again.
 */
export function useUpdateProfile() {
  const [mutate, { loading }] = useMutation(AccountUpdateProfileDocument);
  const save = useCallback(
    (values: ProfileValues) =>
      attempt<ProfileField>(PROFILE_FIELDS, async () => {
        const { data } = await mutate({ variables: { input: profileInputOf(values) } });
        return { payload: data?.updateProfile, done: Boolean(data?.updateProfile.user) };
      }),
    [mutate],
  );
  return { save, loading };
}

/** Removes the photo; the cached user loses its avatar with the answer. */
export function useRemoveAvatar() {
  const [mutate, { loading }] = useMutation(AccountRemoveAvatarDocument);
  const remove = useCallback(
    () =>
      attempt<never>([], async () => {
        const { data } = await mutate();
        return { payload: data?.removeAvatar, done: Boolean(data?.removeAvatar.user) };
      }),
    [mutate],
  );
  return { remove, loading };
}

/**
 * Uploads a new photo (REST, see `avatarUpload.ts`) and writes its URL onto the cached user, as a GraphQL
 * answer would have. `progress` is the part sent, from 0 to 1, while it goes; null otherwise.
 */
export function useUploadAvatar(userId: string) {
  const { cache } = useApolloClient();
  const [progress, setProgress] = useState<number | null>(null);
  const remember = useCallback(
    (url: string) => {
      cache.modify({ id: cache.identify({ __typename: 'User', id: userId }), fields: { avatarUrl: () => url } });
    },
    [cache, userId],
  );
  const upload = useCallback(
    async (file: File): Promise<UploadOutcome> => {
      setProgress(0);
      // Never rejects: every way it can end is an outcome.
      const outcome = await uploadAvatar(file, setProgress);
      setProgress(null);
      if (outcome.kind === 'uploaded') remember(outcome.url);
      return outcome;
    },
    [remember],
  );
  return { upload, progress, uploading: progress !== null };
}

/** The name of the file "Download my data" saves. */
export const DATA_EXPORT_FILE = 'innerscope-my-data.json';

/** Hands a text to the browser as a file download. */
function saveFile(text: string, name: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Fetches everything kept about the user and saves it as `innerscope-my-data.json`. Never kept in the cache:
 * the document holds the whole account, and the next person on this device must not find it there.
 */
export function useDataExport() {
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);
  const download = useCallback(async (): Promise<{ ok: true } | { ok: false; failure: AccountFailure }> => {
    setLoading(true);
    try {
      const { data } = await client.query({ query: AccountDataExportDocument, fetchPolicy: 'no-cache' });
      if (typeof data?.myDataExport !== 'string') return { ok: false, failure: { kind: 'failed' } };
      saveFile(data.myDataExport, DATA_EXPORT_FILE, 'application/json');
      return { ok: true };
    } catch (error) {
      return { ok: false, failure: accountFailureOf(error) };
    } finally {
      setLoading(false);
    }
  }, [client]);
  return { download, loading };
}

/** Deletes the account after its password; the session has ended, so everything cached for it is forgotten. */
export function useDeleteAccount() {
  const [mutate, { loading }] = useMutation(AccountDeleteMyAccountDocument);
  const fresh = useFreshStore();
  const remove = useCallback(
    async (password: string) => {
      const outcome = await attempt<'password'>(['password'], async () => {
        const { data } = await mutate({ variables: { password } });
        return { payload: data?.deleteMyAccount, done: data?.deleteMyAccount.ok === true };
      });
      if (outcome.kind === 'done') await fresh();
      return outcome;
    },
    [mutate, fresh],
  );
  return { remove, loading };
}
