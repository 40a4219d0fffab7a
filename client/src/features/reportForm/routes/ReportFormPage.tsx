import { ApolloProvider, useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type FormEvent, type MouseEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  type ExamErrorCode,
  ReportFormSessionDocument,
  type ReportFormSessionQuery,
  SaveReportFormDocument,
} from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { examRouteOf, withLocalePrefix } from '@innerscope/shared/routes';
import { useLocale } from '../../../i18n/LocaleContext';
import { countryFor } from '@innerscope/shared/locales';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { RetryPanel } from '../../../shared/components/RetryPanel';
import { isInvalidTextError } from '../../../shared/invalidText';
import { requestErrorMessages } from '../../../shared/messages';
import { searchWithSession, sessionIdFor } from '../../../state/examSessionRef';
import { sessionState } from '../../../state/sessionState';
import { countryOptions, isKnownCountry } from '../countries';
import { describedBy, ERROR_COLOUR, FormField } from '../../../shared/components/FormField';
import { type ProtocolKind, ProtocolDialog } from '../components/ProtocolDialog';
import { ReportFormSkeleton } from '../components/ReportFormSkeleton';
import {
  fieldErrorMessages,
  optionalMessages,
  privacyMessages,
  reportFormMessages,
  reportFormStateMessages,
} from '../messages';
import {
  birthYears,
  FORM_FIELDS,
  type FieldErrors,
  type FormField as Field,
  NAME_MAX_LENGTH,
  type ReportFormValues,
  sortServerErrors,
  toInput,
  validateReportForm,
} from '../reportFormValidation';

const Page = styled('div')(({ theme }) => ({
  maxWidth: 600,
  margin: '0 auto',
  padding: theme.spacing(3, 2, 8),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(5, 3, 10) },
}));

const Card = styled('form')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2.5),
  marginTop: theme.spacing(3),
  padding: theme.spacing(3, 2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4) },
}));

const Pair = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2.5),
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
}));

const Choices = styled('fieldset')(({ theme }) => ({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  '& legend': { marginBottom: theme.spacing(0.75), fontWeight: 600, fontSize: '0.9375rem', padding: 0 },
  '& .optional': { fontWeight: 400, color: theme.palette.text.secondary },
  '& .options': { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: theme.spacing(1) },
  '& label': {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: 52,
    padding: theme.spacing(1),
    border: '1px solid #7D746C',
    borderRadius: 12,
    fontWeight: 600,
    cursor: 'pointer',
    touchAction: 'manipulation',
  },
  '& input': { position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' },
  '& label:has(input:checked)': {
    borderColor: theme.palette.primary.main,
    borderWidth: 2,
    backgroundColor: `color-mix(in srgb, ${theme.palette.primary.main} 10%, ${theme.palette.background.paper})`,
    color: theme.palette.primary.main,
  },
  '& label:has(input:focus-visible)': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

const Notice = styled('p')(({ theme }) => ({
  margin: 0,
  fontSize: '0.875rem',
  color: theme.palette.text.secondary,
  '& a': { color: theme.palette.primary.main, fontWeight: 600 },
}));

const FormProblem = styled('p')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(1.5, 2),
  borderRadius: 12,
  backgroundColor: '#FCE8E6',
  color: '#8C1D18',
  fontWeight: 600,
}));

/** The words for each error code; the server's own wording is never shown. */
function messageFor(code: ExamErrorCode): MessageDescriptor {
  switch (code) {
    case 'NAME_REQUIRED':
      return fieldErrorMessages.nameRequired;
    case 'EMAIL_REQUIRED':
      return fieldErrorMessages.emailRequired;
    case 'INVALID_EMAIL':
      return fieldErrorMessages.invalidEmail;
    case 'INVALID_BIRTH_YEAR':
      return fieldErrorMessages.invalidBirthYear;
    case 'INVALID_GENDER':
      return fieldErrorMessages.invalidGender;
    case 'INVALID_COUNTRY':
      return fieldErrorMessages.invalidCountry;
    case 'SESSION_NOT_FOUND':
      return fieldErrorMessages.sessionNotFound;
    case 'EXAM_NOT_FOUND':
    case 'UNKNOWN_LOCALE':
    case 'UNKNOWN_QUESTION':
    case 'ANSWER_OUT_OF_RANGE':
    case 'INCOMPLETE_ANSWERS':
    case 'TOO_MANY_ANSWERS':
    case 'TIME_UP':
    case 'NOT_IN_FORM':
    case 'TIMED_EXAM':
    case 'HEALTH_CONSENT_REQUIRED':
      return fieldErrorMessages.unexpected;
  }
}

/** The years of birth on offer, counted from the day the page was opened. */
const BIRTH_YEARS = birthYears(new Date());

type SavedForm = NonNullable<NonNullable<ReportFormSessionQuery['examSession']>['form']>;

/** What the form starts with: what was saved before (here or on the server), else the visitor's country. */
const pick = (server: string | null | undefined, tab: string | null | undefined) => server ?? tab ?? '';

/** The marked-down part of an optional field's label. */
const muted = (chunks: ReactNode[]) => (
  <span key="optional" className="optional">
    {chunks}
  </span>
);

function initialValues(saved: SavedForm | null, defaultCountry: string): ReportFormValues {
  const local = sessionState.get('formInfo');
  const gender = saved?.gender ?? local?.gender ?? '';
  const country = pick(saved?.country, local?.country);
  const year = saved?.birthYear ?? local?.birthYear;
  return {
    firstName: pick(saved?.firstName, local?.firstName),
    lastName: pick(saved?.lastName, local?.lastName),
    email: pick(saved?.email, local?.email) || (sessionState.get('email') ?? ''),
    birthYear: year ? String(year) : '',
    gender: gender === 'male' || gender === 'female' ? gender : '',
    country: isKnownCountry(country) ? country : isKnownCountry(defaultCountry) ? defaultCountry : '',
  };
}

interface ReportFormProps {
  readonly sessionId: string;
  readonly examId: number;
  readonly codeExamId: string;
  readonly saved: SavedForm | null;
}

function ReportForm({ sessionId, examId, codeExamId, saved }: ReportFormProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const [values, setValues] = useState(() => initialValues(saved, countryFor(locale, navigator.language)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<MessageDescriptor | null>(null);
  const [protocol, setProtocol] = useState<ProtocolKind | null>(null);
  const [save, { loading: saving }] = useMutation(SaveReportFormDocument);
  const form = useRef<HTMLFormElement>(null);
  const countries = useMemo(() => countryOptions(locale), [locale]);

  const set = (field: Field) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    // An error goes away as soon as the visitor changes the field it is about.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = FORM_FIELDS.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateReportForm(values);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    try {
      const { data } = await save({ variables: { input: toInput(sessionId, values) } });
      const payload = data?.saveReportForm;
      if (payload?.session) {
        const input = toInput(sessionId, values);
        sessionState.set('formInfo', {
          firstName: input.firstName,
          lastName: input.lastName ?? '',
          email: input.email,
          birthYear: input.birthYear,
          gender: input.gender === 'male' || input.gender === 'female' ? input.gender : null,
          country: input.country ?? '',
        });
        sessionState.set('email', input.email);
        navigate({
          pathname: withLocalePrefix(`/report/result-free-test/${codeExamId}`, location.pathname),
          search: searchWithSession(location.search, sessionId),
        });
        return;
      }
      const sorted = sortServerErrors(payload?.errors ?? []);
      showErrors(sorted.fields);
      if (sorted.form) setFormError(messageFor(sorted.form));
    } catch (error) {
      setFormError(isInvalidTextError(error) ? requestErrorMessages.invalidText : fieldErrorMessages.network);
    }
  };

  const errorOf = (field: Field) => {
    const code = errors[field];
    return code ? intl.formatMessage(messageFor(code)) : undefined;
  };
  const control = (field: Field, help?: ReactNode) => ({
    id: `report-${field}`,
    name: field,
    value: values[field],
    onChange: set(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(`report-${field}`, { help, error: errors[field] }),
  });
  /** A field's label, marked as one that may stay empty. */
  const optional = (label: MessageDescriptor) =>
    intl.formatMessage(optionalMessages.field, { label: intl.formatMessage(label), muted });
  const helpPath = withLocalePrefix(`/help/${codeExamId}`, location.pathname);
  const openProtocol = (kind: ProtocolKind) => (event: MouseEvent) => {
    event.preventDefault();
    setProtocol(kind);
  };
  const emailHelp = intl.formatMessage(reportFormMessages.emailHint);

  return (
    <Card ref={form} noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="report-form-title">
      <Pair>
        <FormField id="report-firstName" label={intl.formatMessage(reportFormMessages.firstName)} error={errorOf('firstName')}>
          <input {...control('firstName')} autoComplete="given-name" maxLength={NAME_MAX_LENGTH} aria-required />
        </FormField>
        <FormField
          id="report-lastName"
          label={optional(reportFormMessages.lastName)}
          error={errorOf('lastName')}
        >
          <input {...control('lastName')} autoComplete="family-name" maxLength={NAME_MAX_LENGTH} />
        </FormField>
      </Pair>
      <FormField
        id="report-email"
        label={intl.formatMessage(reportFormMessages.email)}
        help={emailHelp}
        error={errorOf('email')}
      >
        <input
          {...control('email', emailHelp)}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          aria-required
        />
      </FormField>
      <Pair>
        <FormField
          id="report-birthYear"
          label={optional(reportFormMessages.birthYear)}
          error={errorOf('birthYear')}
        >
          <select {...control('birthYear')} autoComplete="bday-year">
            <option value="">{intl.formatMessage(reportFormMessages.chooseYear)}</option>
            {BIRTH_YEARS.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id="report-country"
          label={optional(reportFormMessages.country)}
          error={errorOf('country')}
        >
          <select {...control('country')} autoComplete="country">
            <option value="">—</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </FormField>
      </Pair>
      <Choices aria-describedby={errors.gender ? 'report-gender-error' : undefined}>
        <legend>{optional(reportFormMessages.gender)}</legend>
        <div className="options">
          {(['female', 'male'] as const).map((gender) => (
            <label key={gender}>
              <input
                type="radio"
                name="gender"
                value={gender}
                checked={values.gender === gender}
                onChange={set('gender')}
              />
              {intl.formatMessage(gender === 'male' ? reportFormMessages.male : reportFormMessages.female)}
            </label>
          ))}
        </div>
        {errors.gender && (
          <p id="report-gender-error" style={{ margin: '6px 0 0', color: ERROR_COLOUR, fontWeight: 600 }}>
            {errorOf('gender')}
          </p>
        )}
      </Choices>
      <Notice>
        {intl.formatMessage(privacyMessages.notice, {
          terms: (chunks: ReactNode[]) => (
            <Link key="terms" to={{ pathname: helpPath, search: location.search, hash: '#terms' }} onClick={openProtocol('terms')} aria-haspopup="dialog">
              {chunks}
            </Link>
          ),
          privacy: (chunks: ReactNode[]) => (
            <Link key="privacy" to={{ pathname: helpPath, search: location.search, hash: '#privacy' }} onClick={openProtocol('privacy')} aria-haspopup="dialog">
              {chunks}
            </Link>
          ),
        })}
      </Notice>
      {formError && <FormProblem role="alert">{intl.formatMessage(formError)}</FormProblem>}
      <Button type="submit" variant="contained" size="large" disabled={saving} fullWidth>
        {intl.formatMessage(saving ? reportFormMessages.saving : reportFormMessages.submit)}
      </Button>
      <ProtocolDialog examId={examId} locale={locale} kind={protocol} onClose={() => setProtocol(null)} />
    </Card>
  );
}

function FormHeader() {
  const intl = useIntl();
  return (
    <>
      <Typography component="p" sx={{ fontWeight: 700, color: 'primary.main', mb: 1 }}>
        {intl.formatMessage(reportFormMessages.eyebrow)}
      </Typography>
      <Typography id="report-form-title" variant="h2" component="h1" sx={{ mb: 1.5 }}>
        {intl.formatMessage(reportFormMessages.title)}
      </Typography>
      <Typography color="text.secondary">{intl.formatMessage(reportFormMessages.intro)}</Typography>
    </>
  );
}

function ReportFormLoader({ sessionId, examId, codeExamId }: { sessionId: string; examId: number; codeExamId: string }) {
  const intl = useIntl();
  const location = useLocation();
  const { data, error, loading, refetch } = useQuery(ReportFormSessionDocument, {
    variables: { id: sessionId },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const testPath = {
    pathname: withLocalePrefix(`/answer/question/${codeExamId}`, location.pathname),
    search: location.search,
  };

  if (data) {
    const session = data.examSession;
    if (!session || session.examId !== examId) return <NoSession codeExamId={codeExamId} />;
    if (!session.submittedAt) {
      return (
        <StatusPanel
          id="report-unfinished"
          title={intl.formatMessage(reportFormStateMessages.unfinishedTitle)}
          body={intl.formatMessage(reportFormStateMessages.unfinishedBody)}
          actions={
            <Button component={Link} to={testPath} variant="contained" size="large">
              {intl.formatMessage(reportFormStateMessages.continueTest)}
            </Button>
          }
        />
      );
    }
    return (
      <>
        <FormHeader />
        <ReportForm sessionId={session.id} examId={examId} codeExamId={codeExamId} saved={session.form} />
      </>
    );
  }
  if (error && !loading) {
    return (
      <RetryPanel
        id="report-form-error"
        title={intl.formatMessage(reportFormStateMessages.loadErrorTitle)}
        body={intl.formatMessage(reportFormStateMessages.loadErrorBody)}
        retryLabel={intl.formatMessage(reportFormMessages.retry)}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  return <ReportFormSkeleton />;
}

function NoSession({ codeExamId }: { codeExamId: string }) {
  const intl = useIntl();
  const location = useLocation();
  return (
    <StatusPanel
      id="report-no-session"
      title={intl.formatMessage(reportFormStateMessages.noSessionTitle)}
      body={intl.formatMessage(reportFormStateMessages.noSessionBody)}
      actions={
        <Button
          component={Link}
          to={{ pathname: withLocalePrefix(`/answer/question/${codeExamId}`, location.pathname), search: location.search }}
          variant="contained"
          size="large"
        >
          {intl.formatMessage(reportFormStateMessages.startTest)}
        </Button>
      }
    />
  );
}

function ReportFormPage() {
  const { examId, codeExamId } = examRouteOf(useParams()['codeExamId']);
  const location = useLocation();
  const sessionId = sessionIdFor(location.search, examId, sessionState.get('examSession'));
  return (
    <Page>
      {sessionId ? (
        <ReportFormLoader sessionId={sessionId} examId={examId} codeExamId={codeExamId} />
      ) : (
        <NoSession codeExamId={codeExamId} />
      )}
    </Page>
  );
}

/** `/answer/email/{code}-{examId}`: the report form, between the test and the result. */
export default function ReportFormRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <ReportFormPage />
    </ApolloProvider>
  );
}
