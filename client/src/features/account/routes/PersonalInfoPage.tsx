import { ApolloProvider, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../shared/components/Skeleton';
import Typography from '@mui/material/Typography';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { AccountProfileDocument, type AccountProfileQuery } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { FormField } from '../../../shared/components/FormField';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { failureText, formatProblem } from '../accountErrors';
import { codeExamIdOr } from '../accountPaths';
import { AccountHeading } from '../../../shared/components/account/AccountHeading';
import { FormCard, FormLinks, FormNote, FormProblem, Page } from '../../../shared/components/account/accountStyles';
import { AvatarEditor } from '../components/AvatarEditor';
import { GenderChoices } from '../components/GenderChoices';
import { IntroductionField } from '../components/IntroductionField';
import { SignInRequired } from '../components/SignInRequired';
import { AccountSkeleton } from '../components/ViewerGate';
import { profileMessages, signInRequiredMessages } from '../messages';
import { useUpdateProfile } from '../mutations/profileSteps';
import {
  INTRODUCTION_MAX,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileValues,
  profileProblemText,
  profileValuesOf,
  validateProfile,
} from '../profileForm';
import { BIRTHDAY_EXAMPLE, localDay } from '../quickDates';
import { useAccountForm } from '../useAccountForm';
import { AccountLoadError } from '../components/AccountLoadError';

/** The date picker and its calendar library load with the form, not with the other account pages. */
const BirthdayField = lazy(() => import('../components/BirthdayField'));

type Profile = NonNullable<AccountProfileQuery['me']>;

/** The birthday field's shape while its code loads, so nothing moves when it arrives. */
function BirthdayPlaceholder({ label }: { label: string }) {
  return (
    <div aria-hidden>
      <Typography sx={{ fontWeight: 600, fontSize: '0.9375rem', mb: 0.75 }}>{label}</Typography>
      <Skeleton variant="rounded" height={52} sx={{ borderRadius: '12px' }} />
    </div>
  );
}

function ProfileForm({ me, codeExamId, onSignedOut }: { me: Profile; codeExamId: string; onSignedOut: () => void }) {
  const intl = useIntl();
  const to = useLocalizedTo();
  const form = useAccountForm<ProfileField, ProfileValues>('profile', profileValuesOf(me), PROFILE_FIELDS, (field, problem) =>
    profileProblemText(intl, field, problem),
  );
  const { values } = form;
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { save, loading } = useUpdateProfile();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormProblem(null);
    setSaved(false);
    const found = validateProfile(values, { today: localDay(new Date()), hadBirthday: Boolean(me.birthday) });
    if (Object.keys(found).length > 0) {
      form.show(found);
      return;
    }
    const outcome = await save(values);
    if (outcome.kind === 'done') setSaved(true);
    else if (outcome.kind === 'refused') {
      form.show(outcome.fields);
      if (outcome.form) setFormProblem(formatProblem(intl, outcome.form));
    } else if (outcome.failure.kind === 'signedOut') onSignedOut();
    else setFormProblem(failureText(intl, outcome.failure));
  };

  const birthdayLabel = intl.formatMessage(profileMessages.birthday);
  return (
    <>
      <AvatarEditor user={me} onSignedOut={onSignedOut} />
      <FormCard noValidate onSubmit={(event) => void submit(event)} aria-labelledby="profile-title">
        <FormField id={form.idOf('nickname')} label={intl.formatMessage(profileMessages.nickname)} error={form.errorOf('nickname')}>
          <input {...form.control('nickname')} type="text" autoComplete="nickname" />
        </FormField>
        <FormField id={form.idOf('phone')} label={intl.formatMessage(profileMessages.phone)} error={form.errorOf('phone')}>
          <input {...form.control('phone')} type="tel" inputMode="tel" autoComplete="tel" />
        </FormField>
        <Suspense fallback={<BirthdayPlaceholder label={birthdayLabel} />}>
          <BirthdayField
            id={form.idOf('birthday')}
            label={birthdayLabel}
            initialValue={me.birthday ?? ''}
            onChange={(value) => form.set('birthday', value)}
            help={intl.formatMessage(profileMessages.birthdayHint, {
              // Kept on one line: a break after a hyphen reads as two numbers.
              example: <span key="example" style={{ whiteSpace: 'nowrap' }}>{BIRTHDAY_EXAMPLE}</span>,
            })}
            error={form.errorOf('birthday')}
          />
        </Suspense>
        <GenderChoices id={form.idOf('gender')} value={values.gender} onChange={form.change('gender')} error={form.errorOf('gender')} />
        <IntroductionField
          id={form.idOf('introduction')}
          value={values.introduction}
          max={INTRODUCTION_MAX}
          onChange={form.change('introduction')}
          error={form.errorOf('introduction')}
        />
        {formProblem && <FormProblem role="alert">{formProblem}</FormProblem>}
        {saved && (
          <FormNote role="status">
            <p>{intl.formatMessage(profileMessages.saved)}</p>
          </FormNote>
        )}
        <Button type="submit" variant="contained" size="large" disabled={loading} fullWidth>
          {intl.formatMessage(loading ? profileMessages.saving : profileMessages.save)}
        </Button>
      </FormCard>
      <FormLinks>
        <Link to={to(`/user/setting/${codeExamId}`)}>{intl.formatMessage(profileMessages.backToSettings)}</Link>
      </FormLinks>
    </>
  );
}

function PersonalInfoPage() {
  const intl = useIntl();
  const codeExamId = codeExamIdOr(useParams()['codeExamId']);
  const [signedOut, setSignedOut] = useState(false);
  // Asked each time (the session may have ended elsewhere), showing what is cached meanwhile.
  const { data, error, loading, refetch } = useQuery(AccountProfileDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const signInBody = intl.formatMessage(signInRequiredMessages.profileBody);

  if (signedOut) return <SignInRequired codeExamId={codeExamId} body={signInBody} />;
  if (!data) {
    if (error && !loading) {
      return (
        <AccountLoadError onRetry={() => void refetch().catch(() => undefined)} />
      );
    }
    return <AccountSkeleton />;
  }
  if (!data.me) return <SignInRequired codeExamId={codeExamId} body={signInBody} />;
  return (
    <Page>
      <AccountHeading
        id="profile-title"
        title={intl.formatMessage(profileMessages.title)}
        intro={intl.formatMessage(profileMessages.intro, { email: data.me.email })}
      />
      {/* Keyed by the account: another account signing in on this tab starts from its own values. */}
      <ProfileForm key={data.me.id} me={data.me} codeExamId={codeExamId} onSignedOut={() => setSignedOut(true)} />
    </Page>
  );
}

/**
 * `/user/info/{code}-{examId}`, `/userCenter/setting/userInfo` and `/userCenter/user-info`: the signed-in user's
 * photo, nickname, phone, birthday, gender and introduction.
 */
export default function PersonalInfoRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <PersonalInfoPage />
    </ApolloProvider>
  );
}
