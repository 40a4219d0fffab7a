import { useMutation, useQuery } from '@apollo/client/react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import { styled } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LOCALES, NATIVE_NAMES } from '@innerscope/shared/locales';
import type { StudioDailyMonthQuery } from '../../../__generated__/graphql';
import { useLocale } from '../../../i18n/LocaleContext';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { sectionMessages, studioMessages } from '../messages';
import { failureCode } from '../studioClient';
import { contentErrorText } from './contentErrors';
import { contentMessages, dailyMessages as m } from './contentMessages';
import { assignDailyQuestionMutation, studioDailyMonthQuery, swapDailyQuestionsMutation } from './studioContent.graphql';
import { withParams } from './studioLinks';

type Day = StudioDailyMonthQuery['studioDailyMonth']['days'][number];

const Toolbar = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  margin: theme.spacing(2, 0),
  '& .month': { display: 'flex', alignItems: 'center', gap: theme.spacing(0.5), fontWeight: 700, minWidth: 190, justifyContent: 'center' },
  '& .new': { marginLeft: 'auto' },
}));

const Grid = styled('ol')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: theme.spacing(0.75),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& .weekday': { fontSize: '0.75rem', fontWeight: 700, color: theme.palette.text.secondary, textAlign: 'center' },
  '& button.day': {
    all: 'unset',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(0.5),
    width: '100%',
    minHeight: 112,
    padding: theme.spacing(1),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.background.paper,
    cursor: 'pointer',
    fontSize: '0.8125rem',
    lineHeight: 1.35,
    overflowWrap: 'anywhere',
    '&:hover': { borderColor: theme.palette.primary.main },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    '&[aria-disabled="true"]': { cursor: 'default', backgroundColor: theme.palette.action.hover, color: theme.palette.text.secondary, '&:hover': { borderColor: theme.palette.divider } },
  },
  '& .date': { fontWeight: 800, fontSize: '0.9375rem' },
  '& .prompt': { display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' },
  '& .tag': { marginTop: 'auto', fontSize: '0.6875rem', fontWeight: 700, color: theme.palette.text.secondary, textTransform: 'uppercase', letterSpacing: 0.3 },
  '&:lang(ko)': { wordBreak: 'keep-all' },
  // On a phone: one day a line, the weekday shown in each.
  [theme.breakpoints.down('sm')]: {
    gridTemplateColumns: '1fr',
    '& .weekday, & .pad': { display: 'none' },
    '& button.day': { minHeight: 0 },
  },
}));

const monthOf = (d: Date) => d.toISOString().slice(0, 7);
const shiftMonth = (month: string, by: number) => {
  const [y, mo] = month.split('-').map(Number) as [number, number];
  return monthOf(new Date(Date.UTC(y, mo - 1 + by, 1)));
};

/** `/studio/daily`: a month of one language's daily questions; a day not begun yet can get another question. */
export function StudioDailyCalendar() {
  const intl = useIntl();
  const to = useLocalizedTo();
  const { locale: uiLocale } = useLocale();
  const [locale, setLocale] = useState<string>(uiLocale);
  const [month, setMonth] = useState(() => monthOf(new Date()));
  const [open, setOpen] = useState<Day | null>(null);
  const { data, error, refetch } = useQuery(studioDailyMonthQuery, { variables: { locale, month }, fetchPolicy: 'network-only' });
  const monthLabel = intl.formatDate(`${month}-01T00:00:00Z`, { year: 'numeric', month: 'long', timeZone: 'UTC' });
  // Weekdays from Monday; the first of the month sits under its own.
  const weekdays = Array.from({ length: 7 }, (_v, i) => intl.formatDate(Date.UTC(2024, 0, 1 + i), { weekday: 'short', timeZone: 'UTC' }));
  const firstWeekday = (new Date(`${month}-01T00:00:00Z`).getUTCDay() + 6) % 7;

  return (
    <>
      <h1>{intl.formatMessage(sectionMessages.dailyQuestions)}</h1>
      <Typography color="text.secondary">{intl.formatMessage(m.help)}</Typography>
      <Toolbar>
        <TextField select size="small" sx={{ minWidth: 180 }} label={intl.formatMessage(contentMessages.language)} value={locale} onChange={(e) => setLocale(e.target.value)}>
          {LOCALES.map((l) => (
            <MenuItem key={l} value={l} lang={l}>{NATIVE_NAMES[l]}</MenuItem>
          ))}
        </TextField>
        <span className="month">
          <IconButton aria-label={intl.formatMessage(m.previous)} onClick={() => setMonth((x) => shiftMonth(x, -1))}>
            <ChevronLeftIcon />
          </IconButton>
          <span aria-live="polite">{monthLabel}</span>
          <IconButton aria-label={intl.formatMessage(m.next)} onClick={() => setMonth((x) => shiftMonth(x, 1))}>
            <ChevronRightIcon />
          </IconButton>
        </span>
        <Button className="new" component={Link} to={withParams(to('/studio/daily/question'), { for: locale })} variant="contained">
          {intl.formatMessage(m.newQuestion)}
        </Button>
      </Toolbar>
      {error && !data ? (
        <Typography role="alert">{contentErrorText(intl, failureCode(error))}</Typography>
      ) : !data ? (
        <Typography>{intl.formatMessage(studioMessages.loading)}</Typography>
      ) : (
        <Grid lang={locale} aria-label={monthLabel}>
          {weekdays.map((w) => (
            <li key={w} className="weekday" aria-hidden>{w}</li>
          ))}
          {Array.from({ length: firstWeekday }, (_v, i) => (
            <li key={`pad${i}`} className="pad" aria-hidden />
          ))}
          {data.studioDailyMonth.days.map((day) => {
            const label = intl.formatDate(`${day.date}T00:00:00Z`, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
            return (
              <li key={day.date}>
                <button
                  type="button"
                  className="day"
                  aria-disabled={!day.changeable}
                  onClick={() => day.changeable && setOpen(day)}
                >
                  <span className="date">{label}</span>
                  <span className="prompt">{day.question ? (day.question.prompt ?? intl.formatMessage(m.noText)) : intl.formatMessage(m.notScheduled)}</span>
                  {day.question && <span className="tag">{intl.formatMessage(m[day.question.type])}</span>}
                  {!day.changeable && <span className="tag">{intl.formatMessage(m.begun)}</span>}
                </button>
              </li>
            );
          })}
        </Grid>
      )}
      {open && data && (
        <DayDialog
          day={open}
          locale={locale}
          days={data.studioDailyMonth.days}
          questions={data.studioDailyQuestions}
          onClose={() => setOpen(null)}
          onChanged={() => void refetch()}
        />
      )}
    </>
  );
}

function DayDialog({
  day,
  locale,
  days,
  questions,
  onClose,
  onChanged,
}: {
  day: Day;
  locale: string;
  days: readonly Day[];
  questions: StudioDailyMonthQuery['studioDailyQuestions'];
  onClose: () => void;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const to = useLocalizedTo();
  const [questionId, setQuestionId] = useState(day.question?.id ?? '');
  const [other, setOther] = useState('');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [assign, assigning] = useMutation(assignDailyQuestionMutation);
  const [swap, swapping] = useMutation(swapDailyQuestionsMutation);
  const busy = assigning.loading || swapping.loading;
  const title = intl.formatDate(`${day.date}T00:00:00Z`, { dateStyle: 'full', timeZone: 'UTC' });

  const settle = (out: { errors: readonly { code: string }[] } | undefined) => {
    if (!out) return;
    if (out.errors.length) {
      setNotice({ tone: 'error', text: out.errors.map((e) => contentErrorText(intl, e.code)).join(' ') });
      return;
    }
    setNotice({ tone: 'success', text: intl.formatMessage(m.done) });
    onChanged();
  };
  const run = async (fn: () => Promise<void>) => {
    setNotice(null);
    try {
      await fn();
    } catch (err) {
      setNotice({ tone: 'error', text: contentErrorText(intl, failureCode(err)) });
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="daily-day-title">
      <DialogTitle id="daily-day-title">{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField select label={intl.formatMessage(m.question)} value={questionId} onChange={(e) => setQuestionId(e.target.value)} slotProps={{ select: { MenuProps: { sx: { maxHeight: 420 } } } }}>
          {questions.map((q) => (
            <MenuItem key={q.id} value={q.id} disabled={!q.prompt} sx={{ whiteSpace: 'normal' }} lang={locale}>
              {q.prompt ?? `${q.id} · ${intl.formatMessage(m.noText)}`}
            </MenuItem>
          ))}
        </TextField>
        <div>
          <Button
            variant="contained"
            disabled={busy || !questionId || questionId === day.question?.id}
            onClick={() => void run(async () => settle((await assign({ variables: { input: { locale, date: day.date, questionId } } })).data?.assignDailyQuestion))}
          >
            {intl.formatMessage(m.assign)}
          </Button>
          {questionId && (
            <Button sx={{ ml: 1 }} component={Link} to={withParams(to('/studio/daily/question'), { id: questionId, for: locale })}>
              {intl.formatMessage(m.editQuestion)}
            </Button>
          )}
        </div>
        <TextField select label={intl.formatMessage(m.swapWith)} value={other} onChange={(e) => setOther(e.target.value)}>
          {days
            .filter((d) => d.changeable && d.question && d.date !== day.date)
            .map((d) => (
              <MenuItem key={d.date} value={d.date} sx={{ whiteSpace: 'normal' }}>
                {intl.formatDate(`${d.date}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' })} · {d.question?.prompt ?? ''}
              </MenuItem>
            ))}
        </TextField>
        <div>
          <Button
            variant="outlined"
            disabled={busy || !other}
            onClick={() => void run(async () => settle((await swap({ variables: { input: { locale, date: day.date, otherDate: other } } })).data?.swapDailyQuestions))}
          >
            {intl.formatMessage(m.swap)}
          </Button>
        </div>
        {notice && (
          <Alert severity={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>
      </DialogActions>
    </Dialog>
  );
}
