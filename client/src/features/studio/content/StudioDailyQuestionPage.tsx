import { useMutation, useQuery } from '@apollo/client/react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import { styled } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { LOCALES, NATIVE_NAMES, normalizeLocale } from '@innerscope/shared/locales';
import type { DailyAnswerKind, DailyQuestionType, StudioDailyQuestionQuery } from '../../../__generated__/graphql';
import { useLocale } from '../../../i18n/LocaleContext';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { studioMessages } from '../messages';
import { failureCode } from '../studioClient';
import { contentErrorText } from './contentErrors';
import { contentMessages, dailyMessages as m } from './contentMessages';
import { saveDailyQuestionMutation, studioDailyQuestionQuery } from './studioContent.graphql';
import { withParams } from './studioLinks';

type Question = NonNullable<StudioDailyQuestionQuery['studioDailyQuestion']>;
const TYPES: readonly DailyQuestionType[] = ['PERSONALITY', 'INTELLIGENCE', 'EMOTIONAL', 'SOCIAL', 'CAREER', 'RELATIONSHIP', 'HEALTH', 'STRESS'];
const KINDS: readonly DailyAnswerKind[] = ['SINGLE', 'MULTIPLE', 'FILL'];

const Back = styled(Link)(({ theme }) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.spacing(1), minHeight: 44, color: theme.palette.primary.main, fontWeight: 600 }));
const Form = styled('form')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  maxWidth: 720,
  marginTop: theme.spacing(2),
  '& .row': { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: theme.spacing(1.5) },
}));

const lines = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);

/** `/studio/daily/question`: a daily question's theme, answer kind and right answers, and its text in one language. */
export function StudioDailyQuestionEditor({ id, initialLocale }: { id: string | null; initialLocale: string | null }) {
  const intl = useIntl();
  const to = useLocalizedTo();
  const navigate = useNavigate();
  const { locale: uiLocale } = useLocale();
  const [locale, setLocale] = useState<string>(normalizeLocale(initialLocale) ?? uiLocale);
  const { data, loading } = useQuery(studioDailyQuestionQuery, { variables: { id: id ?? '' }, skip: id === null, fetchPolicy: 'network-only' });
  const [question, setQuestion] = useState<Question | null>(null);
  const [type, setType] = useState<DailyQuestionType>('PERSONALITY');
  const [kind, setKind] = useState<DailyAnswerKind>('SINGLE');
  const [correct, setCorrect] = useState<number[]>([]);
  const [prompt, setPrompt] = useState('');
  const [options, setOptions] = useState('');
  const [accepted, setAccepted] = useState('');
  const [analysis, setAnalysis] = useState('');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [save, saving] = useMutation(saveDailyQuestionMutation);

  const fill = (q: Question | null, lang: string) => {
    const text = q?.texts.find((t) => t.locale === lang);
    setPrompt(text?.prompt ?? '');
    setOptions(text?.options.join('\n') ?? '');
    setAccepted(text?.accepted.join('\n') ?? '');
    setAnalysis(text?.analysis ?? '');
  };
  useEffect(() => {
    const q = data?.studioDailyQuestion ?? null;
    if (!q) return;
    setQuestion(q);
    setType(q.type);
    setKind(q.kind);
    setCorrect([...(q.correct ?? [])]);
    fill(q, locale);
    // Filled once per load; the language switch refills the texts itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  const back = (
    <Back to={to('/studio/daily')}>
      <ArrowBackIcon fontSize="small" aria-hidden />
      {intl.formatMessage(m.back)}
    </Back>
  );
  if (id !== null && loading) return <Typography>{intl.formatMessage(studioMessages.loading)}</Typography>;
  if (id !== null && !loading && !data?.studioDailyQuestion) {
    return (
      <>
        {back}
        <Typography role="alert" sx={{ mt: 2 }}>{contentErrorText(intl, 'QUESTION_NOT_FOUND')}</Typography>
      </>
    );
  }

  const optionList = lines(options);
  const submit = async () => {
    setNotice(null);
    try {
      const { data: out } = await save({
        variables: {
          input: {
            id: question?.id ?? null,
            type,
            kind,
            correct: kind === 'FILL' ? null : correct.filter((i) => i < optionList.length),
            locale,
            prompt,
            options: kind === 'FILL' ? [] : optionList,
            accepted: kind === 'FILL' ? lines(accepted) : [],
            analysis,
          },
        },
      });
      const result = out?.saveDailyQuestion;
      if (!result) return;
      if (result.errors.length || !result.question) {
        setNotice({ tone: 'error', text: result.errors.map((e) => contentErrorText(intl, e.code)).join(' ') });
        return;
      }
      setQuestion(result.question);
      setNotice({ tone: 'success', text: intl.formatMessage(m.saved) });
      if (!question) navigate(withParams(to('/studio/daily/question'), { id: result.question.id, for: locale }), { replace: true });
    } catch (err) {
      setNotice({ tone: 'error', text: contentErrorText(intl, failureCode(err)) });
    }
  };

  return (
    <>
      {back}
      <h1>{intl.formatMessage(question ? m.editQuestion : m.newQuestion)}</h1>
      {question && <Typography color="text.secondary" sx={{ fontFamily: 'monospace' }}>{question.id}</Typography>}
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="row">
          <TextField select size="small" label={intl.formatMessage(contentMessages.language)} value={locale} onChange={(e) => { setLocale(e.target.value); fill(question, e.target.value); }}>
            {LOCALES.map((l) => (
              <MenuItem key={l} value={l} lang={l}>
                {NATIVE_NAMES[l]}
                {question && !question.texts.some((t) => t.locale === l) ? ` · ${intl.formatMessage(contentMessages.newText)}` : ''}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label={intl.formatMessage(m.type)} value={type} onChange={(e) => setType(e.target.value as DailyQuestionType)}>
            {TYPES.map((t) => (
              <MenuItem key={t} value={t}>{intl.formatMessage(m[t])}</MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label={intl.formatMessage(m.kind)} value={kind} onChange={(e) => setKind(e.target.value as DailyAnswerKind)}>
            {KINDS.map((k) => (
              <MenuItem key={k} value={k}>{intl.formatMessage(m[k])}</MenuItem>
            ))}
          </TextField>
        </div>
        <TextField label={intl.formatMessage(m.prompt)} value={prompt} onChange={(e) => setPrompt(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { lang: locale, maxLength: 500 } }} />
        {kind === 'FILL' ? (
          <TextField label={intl.formatMessage(m.accepted)} value={accepted} onChange={(e) => setAccepted(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { lang: locale } }} />
        ) : (
          <>
            <TextField label={intl.formatMessage(m.options)} value={options} onChange={(e) => setOptions(e.target.value)} multiline minRows={3} slotProps={{ htmlInput: { lang: locale } }} />
            {optionList.length > 0 && (
              <div role="group" aria-labelledby="daily-correct">
                <FormLabel id="daily-correct">{intl.formatMessage(m.correct)}</FormLabel>
                <FormGroup>
                  {optionList.map((o, i) => (
                    <FormControlLabel
                      key={`${i}:${o}`}
                      label={<span lang={locale}>{o}</span>}
                      control={
                        <Checkbox
                          checked={correct.includes(i)}
                          onChange={(e) => setCorrect((c) => (e.target.checked ? (kind === 'SINGLE' ? [i] : [...c, i].sort((a, b) => a - b)) : c.filter((x) => x !== i)))}
                        />
                      }
                    />
                  ))}
                </FormGroup>
              </div>
            )}
          </>
        )}
        <TextField label={intl.formatMessage(m.analysis)} value={analysis} onChange={(e) => setAnalysis(e.target.value)} multiline minRows={3} slotProps={{ htmlInput: { lang: locale, maxLength: 2000 } }} />
        {notice && (
          <Alert severity={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </Alert>
        )}
        <div>
          <Button type="submit" variant="contained" disabled={saving.loading}>
            {saving.loading ? intl.formatMessage(contentMessages.saving) : intl.formatMessage(m.save)}
          </Button>
        </div>
      </Form>
    </>
  );
}
