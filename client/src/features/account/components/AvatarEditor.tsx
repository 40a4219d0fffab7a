import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useRef, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { type AccountFailure, failureText } from '../accountErrors';
import { AVATAR_MAX_MB, checkAvatarFile, type UploadProblem } from '../avatarUpload';
import { avatarMessages, errorMessages, profileErrorMessages } from '../messages';
import { useRemoveAvatar, useUploadAvatar } from '../mutations/profileSteps';
import { FormNote, FormProblem } from '../../../shared/components/account/accountStyles';

const Card = styled('section')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: theme.spacing(2),
  rowGap: theme.spacing(1.5),
  marginTop: theme.spacing(3),
  padding: theme.spacing(2.5, 2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  '& .photo': { position: 'relative', width: 88, height: 88 },
  '& .photo .MuiCircularProgress-root': { position: 'absolute', inset: -6 },
  '& .actions': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1) },
  '& .actions .MuiButton-root': { minHeight: 48 },
  '& .hint, & .note': { gridColumn: '1 / -1', margin: 0 },
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3, 4) },
}));

/** The words for a photo that was not taken; the server's own wording is never shown. */
export function uploadProblemText(intl: IntlShape, problem: UploadProblem): string {
  switch (problem) {
    case 'UPLOAD_NOT_IMAGE':
      return intl.formatMessage(profileErrorMessages.uploadNotImage);
    case 'UPLOAD_TOO_LARGE':
      return intl.formatMessage(profileErrorMessages.uploadTooLarge, { max: AVATAR_MAX_MB });
    case 'UPLOAD_TOO_MANY_PIXELS':
      return intl.formatMessage(profileErrorMessages.uploadTooManyPixels);
    case 'UPLOAD_NOT_RECEIVED':
      return intl.formatMessage(profileErrorMessages.uploadNotReceived);
    case 'UPLOAD_WRONG_FORMAT':
      return intl.formatMessage(profileErrorMessages.uploadWrongFormat);
  }
}

type Note = { readonly kind: 'done' | 'problem'; readonly text: string };

export interface AvatarEditorProps {
  readonly user: { readonly id: string; readonly name: string; readonly nickname?: string | null; readonly avatarUrl?: string | null };
  /** The session ended meanwhile: the page asks to log in again. */
  readonly onSignedOut: () => void;
}

/**
 * The profile photo, with "Upload a photo" (or "Change photo") and "Remove photo". A photo is saved as soon as it
 * is uploaded, apart from the form's Save; the server crops it square, and the new one shows once it is stored.
 */
export function AvatarEditor({ user, onSignedOut }: AvatarEditorProps) {
  const intl = useIntl();
  const fileInput = useRef<HTMLInputElement>(null);
  const { upload, progress, uploading } = useUploadAvatar(user.id);
  const { remove, loading: removing } = useRemoveAvatar();
  const [note, setNote] = useState<Note | null>(null);
  const busy = uploading || removing;
  const displayName = user.nickname || user.name;
  const chooseLabel = intl.formatMessage(user.avatarUrl ? avatarMessages.change : avatarMessages.choose);

  const fail = (failure: AccountFailure) => {
    if (failure.kind === 'signedOut') onSignedOut();
    else setNote({ kind: 'problem', text: failureText(intl, failure) });
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied so that choosing the same file again, after fixing a problem, is a change too.
    event.target.value = '';
    if (!file) return;
    setNote(null);
    const problem = checkAvatarFile(file);
    if (problem) {
      setNote({ kind: 'problem', text: uploadProblemText(intl, problem) });
      return;
    }
    const outcome = await upload(file);
    if (outcome.kind === 'uploaded') setNote({ kind: 'done', text: intl.formatMessage(avatarMessages.uploaded) });
    else if (outcome.kind === 'refused') setNote({ kind: 'problem', text: uploadProblemText(intl, outcome.problem) });
    else fail(outcome.failure);
  };

  const onRemove = async () => {
    setNote(null);
    const outcome = await remove();
    if (outcome.kind === 'done') setNote({ kind: 'done', text: intl.formatMessage(avatarMessages.removed) });
    // The server has no refusal for removing a photo; should one come, it is not the person's to fix.
    else if (outcome.kind === 'refused') setNote({ kind: 'problem', text: intl.formatMessage(errorMessages.unexpected) });
    else fail(outcome.failure);
  };

  return (
    <Card aria-labelledby="avatar-title" aria-busy={busy || undefined}>
      <div className="photo">
        <Avatar
          src={user.avatarUrl ?? undefined}
          alt={user.avatarUrl ? intl.formatMessage(avatarMessages.alt) : undefined}
          sx={{ width: 88, height: 88, fontSize: 36, bgcolor: 'primary.main' }}
        >
          <span aria-hidden>{displayName.trim().charAt(0).toUpperCase()}</span>
        </Avatar>
        {uploading && (
          <CircularProgress
            size={100}
            thickness={2}
            variant={progress ? 'determinate' : 'indeterminate'}
            value={(progress ?? 0) * 100}
            aria-hidden
          />
        )}
      </div>
      <div>
        <Typography id="avatar-title" component="h2" sx={{ fontWeight: 700, fontSize: '1.0625rem', mb: 1 }}>
          {intl.formatMessage(avatarMessages.title)}
        </Typography>
        <div className="actions">
          <Button variant="outlined" onClick={() => fileInput.current?.click()} disabled={busy}>
            {chooseLabel}
          </Button>
          {user.avatarUrl && (
            <Button variant="text" color="inherit" onClick={() => void onRemove()} disabled={busy}>
              {intl.formatMessage(removing ? avatarMessages.removing : avatarMessages.remove)}
            </Button>
          )}
        </div>
        <input
          ref={fileInput}
          id="avatar-file"
          type="file"
          accept="image/*"
          hidden
          aria-label={chooseLabel}
          onChange={(event) => void onFile(event)}
        />
      </div>
      <Typography className="hint" color="text.secondary" sx={{ fontSize: '0.875rem' }}>
        {intl.formatMessage(avatarMessages.hint, { max: AVATAR_MAX_MB })}
      </Typography>
      {uploading && (
        <Typography className="note" role="status" sx={{ fontWeight: 600 }}>
          {intl.formatMessage(avatarMessages.uploading, { progress: progress ?? 0 })}
        </Typography>
      )}
      {note?.kind === 'done' && (
        <FormNote className="note" role="status">
          <p>{note.text}</p>
        </FormNote>
      )}
      {note?.kind === 'problem' && (
        <FormProblem className="note" role="alert">
          {note.text}
        </FormProblem>
      )}
    </Card>
  );
}
