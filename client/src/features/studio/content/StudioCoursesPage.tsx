import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import { styled } from '@mui/material/styles';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { LOCALES, NATIVE_NAMES } from '@innerscope/shared/locales';
import type { CourseCategory, CourseFormat, CourseTag, LessonKind, StudioCourseQuery } from '../../../__generated__/graphql';
import { useLocale } from '../../../i18n/LocaleContext';
import { ContentBody } from '../../../shared/components/ContentBody';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { studioMessages } from '../messages';
import { failureCode } from '../studioClient';
import { blocksToMarkup, markupToBlocks } from './bodyMarkup';
import { contentErrorText } from './contentErrors';
import { contentMessages as cm } from './contentMessages';
import { courseStudioMessages as m } from './courseMessages';
import { STATE_COLOR, STATE_LABEL } from './StudioContentListPage';
import { publishStudioCourseMutation, saveStudioCourseMutation, studioCourseQuery, studioCoursesQuery, unpublishStudioCourseMutation } from './studioCourse.graphql';
import { withParams } from './studioLinks';

type Course = NonNullable<StudioCourseQuery['studioCourse']>;
type Program = 'BREATHING' | 'SOUNDSCAPE' | 'CIRCLE';

const CATEGORIES: readonly CourseCategory[] = ['EMOTIONS', 'STRESS', 'HABITS', 'RELATIONSHIPS', 'SELF_KNOWLEDGE', 'SLEEP'];
const CATEGORY_LABEL = { EMOTIONS: m.emotions, STRESS: m.stress, HABITS: m.habits, RELATIONSHIPS: m.relationships, SELF_KNOWLEDGE: m.selfKnowledge, SLEEP: m.sleep } as const;
const FORMATS: readonly CourseFormat[] = ['PDF', 'WORD', 'AUDIO', 'VIDEO', 'UNKNOWN'];
const FORMAT_LABEL = { PDF: m.formatPdf, WORD: m.formatWord, AUDIO: m.formatAudio, VIDEO: m.formatVideo, UNKNOWN: m.formatUnknown } as const;
const KINDS: readonly LessonKind[] = ['TEXT', 'PDF', 'WORD', 'AUDIO', 'VIDEO'];
const KIND_LABEL = { TEXT: m.kindText, PDF: m.kindPdf, WORD: m.kindWord, AUDIO: m.kindAudio, VIDEO: m.kindVideo } as const;
/** The media an audio or video lesson can have, and the cues whose captions each needs (the server's MEDIA_PROGRAMS). */
const PROGRAMS: Record<Program, { kind: LessonKind; cues: readonly string[]; label: MessageDescriptor }> = {
  BREATHING: { kind: 'AUDIO', cues: ['intro', 'in', 'out', 'end'], label: m.programBreathing },
  SOUNDSCAPE: { kind: 'AUDIO', cues: ['c1', 'c2', 'c3', 'c4', 'c5'], label: m.programSoundscape },
  CIRCLE: { kind: 'VIDEO', cues: ['intro', 'in', 'out', 'end'], label: m.programCircle },
};
const programsFor = (kind: LessonKind) => (Object.keys(PROGRAMS) as Program[]).filter((p) => PROGRAMS[p].kind === kind);

interface LessonSetting {
  key: string;
  kind: LessonKind;
  minutes: number;
  program: Program | null;
}
interface LessonWords {
  title: string;
  /** The text as the studio writes it (bodyMarkup.ts). */
  body: string;
  captions: Record<string, string>;
}
interface LocaleText {
  title: string;
  summary: string;
  author: string;
  lessons: LessonWords[];
}
interface Draft {
  category: CourseCategory;
  format: CourseFormat;
  premium: boolean;
  tags: CourseTag[];
  lessons: LessonSetting[];
  texts: Record<string, LocaleText>;
}
type Notice = { tone: 'success' | 'error'; text: string; conflict?: boolean };

const emptyWords = (): LessonWords => ({ title: '', body: '', captions: {} });
const emptyText = (lessons: number): LocaleText => ({ title: '', summary: '', author: '', lessons: Array.from({ length: lessons }, emptyWords) });
const NEW_DRAFT: Draft = { category: 'STRESS', format: 'UNKNOWN', premium: false, tags: [], lessons: [{ key: 'lesson-1', kind: 'TEXT', minutes: 5, program: null }], texts: {} };

function draftOf(course: Course): Draft {
  return {
    category: course.category,
    format: course.format,
    premium: course.premium,
    tags: [...course.tags],
    lessons: course.lessons.map((l) => ({ key: l.key, kind: l.kind, minutes: l.minutes, program: (l.program as Program | null) ?? null })),
    texts: Object.fromEntries(
      course.texts.map((t) => [
        t.locale,
        {
          title: t.title,
          summary: t.summary,
          author: t.author,
          lessons: t.lessons.map((l) => ({ title: l.title, body: blocksToMarkup(l.body), captions: Object.fromEntries(l.captions.map((c) => [c.key, c.text])) })),
        },
      ]),
    ),
  };
}

/** A lesson key not yet in the course: progress follows a lesson by its key. */
function freshKey(lessons: readonly LessonSetting[]): string {
  for (let n = lessons.length + 1; ; n++) if (!lessons.some((l) => l.key === `lesson-${n}`)) return `lesson-${n}`;
}

const inAnHour = () => {
  const d = new Date(Date.now() + 60 * 60_000);
  d.setSeconds(0, 0);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

const Back = styled(Link)(({ theme }) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.spacing(1), minHeight: 44, color: theme.palette.primary.main, fontWeight: 600 }));
const Grid = styled('div')(({ theme }) => ({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: theme.spacing(1.5), margin: theme.spacing(2, 0, 1), alignItems: 'center' }));
const Fields = styled('div')(({ theme }) => ({ display: 'grid', gap: theme.spacing(2), marginTop: theme.spacing(2) }));
const LessonBox = styled('fieldset')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  margin: 0,
  padding: theme.spacing(2),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  '& legend': { padding: theme.spacing(0, 0.5), fontWeight: 700 },
  '& .tools': { display: 'flex', gap: theme.spacing(0.5), justifyContent: 'flex-end' },
}));
const Actions = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  marginTop: theme.spacing(3),
  paddingTop: theme.spacing(2),
  borderTop: `1px solid ${theme.palette.divider}`,
  '& .schedule': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing(1) },
}));
/** The preview: the course's header and its lessons' words, as a member sees them on the course's page. */
const Preview = styled('article')(({ theme }) => ({
  maxWidth: 760,
  marginTop: theme.spacing(2),
  padding: theme.spacing(2, 2, 4),
  border: `1px dashed ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  '& .note': { margin: theme.spacing(0, 0, 2), fontSize: '0.875rem', color: theme.palette.text.secondary },
  '& .meta': { margin: 0, fontSize: '0.875rem', color: theme.palette.text.secondary },
  '& h1': { margin: theme.spacing(0.5, 0, 1), fontSize: '1.625rem', lineHeight: 1.3 },
  '& h2': { fontSize: '1.25rem', margin: theme.spacing(3, 0, 1) },
  '& h2 .number': { display: 'block', fontSize: '0.8125rem', fontWeight: 600, color: theme.palette.text.secondary },
}));
const List = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: theme.spacing(2, 0),
  display: 'grid',
  gap: theme.spacing(1),
  '& li': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing(1), padding: theme.spacing(1.5), border: `1px solid ${theme.palette.divider}`, borderRadius: theme.shape.borderRadius },
  '& .title': { flex: '1 1 240px', fontWeight: 600 },
  '& .meta': { fontSize: '0.8125rem', color: theme.palette.text.secondary },
}));

/** `/studio/courses`: every course, newest change first, with its state and languages. */
export function StudioCourseList() {
  const intl = useIntl();
  const to = useLocalizedTo();
  const { locale } = useLocale();
  const { data, error, loading, fetchMore, refetch } = useQuery(studioCoursesQuery, { variables: { locale, first: 20 }, fetchPolicy: 'network-only' });
  const page = data?.studioCourses;
  return (
    <>
      <h1>{intl.formatMessage(m.listTitle)}</h1>
      <Button component={Link} to={to('/studio/courses/edit')} variant="contained">
        {intl.formatMessage(m.newCourse)}
      </Button>
      {error && !page && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }} action={<Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>{intl.formatMessage(m.retry)}</Button>}>
          {contentErrorText(intl, failureCode(error))}
        </Alert>
      )}
      {loading && !page && <Typography sx={{ mt: 2 }}>{intl.formatMessage(studioMessages.loading)}</Typography>}
      {page && page.items.length === 0 && <Typography sx={{ mt: 2 }}>{intl.formatMessage(m.empty)}</Typography>}
      {page && page.items.length > 0 && (
        <List aria-label={intl.formatMessage(m.listTitle)}>
          {page.items.map((c) => (
            <li key={c.id}>
              <span className="title">{c.title ?? intl.formatMessage(cm.untitled)}</span>
              <Chip size="small" color={STATE_COLOR[c.state]} label={intl.formatMessage(STATE_LABEL[c.state])} />
              {c.hasChanges && c.state !== 'DRAFT' && <Chip size="small" variant="outlined" color="warning" label={intl.formatMessage(cm.changes)} />}
              <span className="meta">
                {intl.formatMessage(CATEGORY_LABEL[c.category])} · {c.locales.join(', ')}
              </span>
              <Button component={Link} to={withParams(to('/studio/courses/edit'), { id: c.id })} size="small" aria-label={`${intl.formatMessage(cm.edit)}: ${c.title ?? ''}`}>
                {intl.formatMessage(cm.edit)}
              </Button>
            </li>
          ))}
        </List>
      )}
      {page?.hasNextPage && (
        <Button onClick={() => void fetchMore({ variables: { after: page.endCursor }, updateQuery: (prev, { fetchMoreResult }) => ({ studioCourses: { ...fetchMoreResult.studioCourses, items: [...prev.studioCourses.items, ...fetchMoreResult.studioCourses.items] } }) })}>
          {intl.formatMessage(cm.loadMore)}
        </Button>
      )}
    </>
  );
}

/**
 * `/studio/courses/edit` (`?id=` an existing course): the course's settings, its lessons, and their words in the
 * language chosen; written and previewed as members will see it, saved as a draft, published now or at a time.
 */
export function StudioCourseEditor({ id }: { id: number | null }) {
  const intl = useIntl();
  const to = useLocalizedTo();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { locale: uiLocale } = useLocale();
  const [course, setCourse] = useState<Course | null>(null);
  const [loaded, setLoaded] = useState(id === null);
  const [draft, setDraft] = useState<Draft>(NEW_DRAFT);
  const [locale, setLocale] = useState<string>(uiLocale);
  const [dirty, setDirty] = useState(false);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [at, setAt] = useState(inAnHour);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [save, saving] = useMutation(saveStudioCourseMutation, { fetchPolicy: 'no-cache' });
  const [publish, publishing] = useMutation(publishStudioCourseMutation, { fetchPolicy: 'no-cache' });
  const [unpublish, unpublishing] = useMutation(unpublishStudioCourseMutation, { fetchPolicy: 'no-cache' });
  const busy = saving.loading || publishing.loading || unpublishing.loading;

  // The course on screen: a course just created is already here when its address gains its id.
  const shownId = useRef<number | null>(null);
  const show = useCallback((next: Course) => {
    shownId.current = next.id;
    setCourse(next);
    setDraft(draftOf(next));
    setDirty(false);
  }, []);

  /** Shows the course as the server has it now (none: not found), or why it could not be loaded. */
  const apply = useCallback(
    (found: Course | null) => {
      if (found) {
        show(found);
        setLocale((l) => (found.texts.some((t) => t.locale === l) ? l : (found.texts[0]?.locale ?? l)));
      } else setCourse(null);
      setNotice(null);
      setLoaded(true);
    },
    [show],
  );
  const failed = useCallback(
    (err: unknown) => {
      setNotice({ tone: 'error', text: contentErrorText(intl, failureCode(err)) });
      setLoaded(true);
    },
    [intl],
  );
  const fetchCourse = useCallback(
    () => client.query({ query: studioCourseQuery, variables: { id: id ?? 0 }, fetchPolicy: 'no-cache' }).then(({ data }) => data?.studioCourse ?? null),
    [client, id],
  );
  const reload = () => void fetchCourse().then(apply, failed);
  useEffect(() => {
    if (id === null || shownId.current === id) return undefined;
    let live = true;
    fetchCourse().then(
      (found) => live && apply(found),
      (err: unknown) => live && failed(err),
    );
    return () => {
      live = false;
    };
  }, [id, fetchCourse, apply, failed]);

  const change = (fn: (d: Draft) => Draft) => {
    setDraft(fn);
    setDirty(true);
  };
  const text = draft.texts[locale] ?? emptyText(draft.lessons.length);
  const editText = (patch: Partial<LocaleText>) => change((d) => ({ ...d, texts: { ...d.texts, [locale]: { ...(d.texts[locale] ?? emptyText(d.lessons.length)), ...patch } } }));
  const editWords = (index: number, patch: Partial<LessonWords>) =>
    editText({ lessons: text.lessons.map((w, i) => (i === index ? { ...w, ...patch } : w)) });
  const editLesson = (index: number, patch: Partial<LessonSetting>) =>
    change((d) => ({ ...d, lessons: d.lessons.map((l, i) => (i === index ? { ...l, ...patch } : l)) }));
  /** Applies the same change to the lessons and to every language's words for them, so they stay in step. */
  const reshape = (fn: <T>(list: T[], make: () => T) => T[]) =>
    change((d) => ({
      ...d,
      lessons: fn(d.lessons, () => ({ key: freshKey(d.lessons), kind: 'TEXT' as LessonKind, minutes: 5, program: null })),
      texts: Object.fromEntries(Object.entries(d.texts).map(([l, t]) => [l, { ...t, lessons: fn(t.lessons, emptyWords) }])),
    }));
  const move = (index: number, by: number) =>
    reshape((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });

  const previewBlocks = useMemo(() => text.lessons.map((w) => markupToBlocks(w.body)), [text]);

  type Outcome = { course?: Course | null; errors: readonly { code: string; field?: string | null }[] } | undefined;
  const settle = (out: Outcome, success: string) => {
    if (!out) return;
    if (out.errors.length || !out.course) {
      const conflict = out.errors[0]?.code === 'EDIT_CONFLICT';
      const problems = out.errors.map((e) => (e.field ? intl.formatMessage(m.fieldProblem, { problem: contentErrorText(intl, e.code), where: e.field }) : contentErrorText(intl, e.code)));
      setNotice({ tone: 'error', text: [...new Set(problems)].join(' '), conflict });
      return;
    }
    show(out.course);
    setNotice({ tone: 'success', text: success });
  };
  const run = async (fn: () => Promise<void>) => {
    setNotice(null);
    try {
      await fn();
    } catch (err) {
      setNotice({ tone: 'error', text: contentErrorText(intl, failureCode(err)) });
    }
  };

  const onSave = () =>
    run(async () => {
      // A language counts once its course title is written; each has its words for every lesson.
      const texts = Object.entries(draft.texts)
        .filter(([, t]) => t.title.trim())
        .map(([l, t]) => ({
          locale: l,
          title: t.title,
          summary: t.summary,
          author: t.author,
          lessons: draft.lessons.map((lesson, i) => {
            const w = t.lessons[i] ?? emptyWords();
            const cues = lesson.program ? PROGRAMS[lesson.program].cues : [];
            return {
              title: w.title,
              body: markupToBlocks(w.body).map((b) => ({ type: b.type, text: b.text ?? null, items: [...b.items], src: b.src ?? null })),
              captions: cues.map((key) => ({ key, text: w.captions[key] ?? '' })).filter((c) => c.text.trim()),
            };
          }),
        }));
      const { data } = await save({
        variables: {
          input: {
            id: course?.id ?? null,
            version: course?.version ?? null,
            category: draft.category,
            format: draft.format,
            premium: draft.premium,
            tags: draft.tags,
            lessons: draft.lessons.map((l) => ({ key: l.key, kind: l.kind, minutes: l.minutes, program: l.program })),
            texts,
          },
        },
      });
      const out = data?.saveStudioCourse;
      settle(out, intl.formatMessage(cm.saved));
      if (!course && out?.course) navigate(withParams(to('/studio/courses/edit'), { id: out.course.id }), { replace: true });
    });

  const onPublish = (when: string | null) =>
    run(async () => {
      if (!course) return;
      if (dirty) {
        setNotice({ tone: 'error', text: intl.formatMessage(cm.saveFirst) });
        return;
      }
      const time = when ? new Date(when).toISOString() : null;
      const { data } = await publish({ variables: { input: { id: course.id, version: course.version, at: time } } });
      settle(data?.publishStudioCourse, time ? intl.formatMessage(cm.didSchedule, { time: intl.formatDate(time, { dateStyle: 'medium', timeStyle: 'short' }) }) : intl.formatMessage(cm.didPublish));
    });

  const onUnpublish = () =>
    run(async () => {
      if (!course) return;
      const { data } = await unpublish({ variables: { input: { id: course.id, version: course.version } } });
      settle(data?.unpublishStudioCourse, intl.formatMessage(cm.didUnpublish));
    });

  if (!loaded) return <Typography>{intl.formatMessage(studioMessages.loading)}</Typography>;
  const back = (
    <Back to={to('/studio/courses')}>
      <ArrowBackIcon fontSize="small" aria-hidden />
      {intl.formatMessage(cm.back)}
    </Back>
  );
  if (id !== null && !course) {
    return (
      <>
        {back}
        <Typography role="alert" sx={{ mt: 2 }}>{notice?.text ?? intl.formatMessage(cm.notFound)}</Typography>
      </>
    );
  }

  const statusOf = (l: string) => {
    const saved = course?.texts.some((t) => t.locale === l);
    if (!saved && !draft.texts[l]?.title) return intl.formatMessage(cm.newText);
    return intl.formatMessage(course?.state === 'PUBLISHED' && saved && !course.hasChanges ? cm.live : cm.draft);
  };

  return (
    <>
      {back}
      <h1>{intl.formatMessage(course ? m.editCourse : m.newCourse)}</h1>
      {course && (
        <div>
          <Chip size="small" color={STATE_COLOR[course.state]} label={intl.formatMessage(STATE_LABEL[course.state])} />{' '}
          {course.hasChanges && course.state !== 'DRAFT' && <Chip size="small" variant="outlined" color="warning" label={intl.formatMessage(cm.changes)} />}
        </div>
      )}
      <Grid>
        <TextField select size="small" label={intl.formatMessage(cm.category)} value={draft.category} onChange={(e) => change((d) => ({ ...d, category: e.target.value as CourseCategory }))}>
          {CATEGORIES.map((c) => (
            <MenuItem key={c} value={c}>{intl.formatMessage(CATEGORY_LABEL[c])}</MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={intl.formatMessage(m.format)} value={draft.format} onChange={(e) => change((d) => ({ ...d, format: e.target.value as CourseFormat }))}>
          {FORMATS.map((f) => (
            <MenuItem key={f} value={f}>{intl.formatMessage(FORMAT_LABEL[f])}</MenuItem>
          ))}
        </TextField>
        <FormControlLabel control={<Switch checked={draft.premium} onChange={(e) => change((d) => ({ ...d, premium: e.target.checked }))} />} label={intl.formatMessage(m.premium)} />
        {(['NEW', 'RECOMMENDED'] as const).map((tag) => (
          <FormControlLabel
            key={tag}
            control={<Checkbox checked={draft.tags.includes(tag)} onChange={(e) => change((d) => ({ ...d, tags: e.target.checked ? [...d.tags, tag] : d.tags.filter((t) => t !== tag) }))} />}
            label={intl.formatMessage(tag === 'NEW' ? m.tagNew : m.tagRecommended)}
          />
        ))}
        <TextField select size="small" label={intl.formatMessage(cm.language)} value={locale} onChange={(e) => setLocale(e.target.value)}>
          {LOCALES.map((l) => (
            <MenuItem key={l} value={l}>
              {NATIVE_NAMES[l]} · {statusOf(l)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Tabs value={tab} onChange={(_e, v: 'write' | 'preview') => setTab(v)} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="write" label={intl.formatMessage(cm.write)} />
        <Tab value="preview" label={intl.formatMessage(cm.preview)} />
      </Tabs>
      {tab === 'write' ? (
        <Fields>
          <TextField label={intl.formatMessage(cm.title)} value={text.title} onChange={(e) => editText({ title: e.target.value })} slotProps={{ htmlInput: { lang: locale, maxLength: 200 } }} />
          <TextField label={intl.formatMessage(cm.summary)} value={text.summary} onChange={(e) => editText({ summary: e.target.value })} multiline minRows={2} slotProps={{ htmlInput: { lang: locale, maxLength: 600 } }} />
          <TextField label={intl.formatMessage(m.author)} value={text.author} onChange={(e) => editText({ author: e.target.value })} slotProps={{ htmlInput: { lang: locale, maxLength: 120 } }} />
          <h2>{intl.formatMessage(m.lessons)}</h2>
          <Typography variant="body2" color="text.secondary">{intl.formatMessage(m.filesNote)}</Typography>
          {draft.lessons.map((lesson, i) => {
            const words = text.lessons[i] ?? emptyWords();
            const number = i + 1;
            const programs = programsFor(lesson.kind);
            return (
              <LessonBox key={lesson.key}>
                <legend>{intl.formatMessage(m.lessonNumber, { number })}</legend>
                <div className="tools">
                  <IconButton size="small" disabled={i === 0} onClick={() => move(i, -1)} aria-label={intl.formatMessage(m.moveUp, { number })}><ArrowUpwardIcon fontSize="small" /></IconButton>
                  <IconButton size="small" disabled={i === draft.lessons.length - 1} onClick={() => move(i, 1)} aria-label={intl.formatMessage(m.moveDown, { number })}><ArrowDownwardIcon fontSize="small" /></IconButton>
                  <IconButton size="small" disabled={draft.lessons.length === 1} onClick={() => reshape((list) => list.filter((_x, j) => j !== i))} aria-label={intl.formatMessage(m.removeLesson, { number })}><DeleteIcon fontSize="small" /></IconButton>
                </div>
                <Grid>
                  <TextField
                    select
                    size="small"
                    label={intl.formatMessage(m.kind)}
                    value={lesson.kind}
                    onChange={(e) => {
                      const kind = e.target.value as LessonKind;
                      editLesson(i, { kind, program: programsFor(kind)[0] ?? null });
                    }}
                  >
                    {KINDS.map((k) => (
                      <MenuItem key={k} value={k}>{intl.formatMessage(KIND_LABEL[k])}</MenuItem>
                    ))}
                  </TextField>
                  <TextField type="number" size="small" label={intl.formatMessage(m.minutes)} value={lesson.minutes} onChange={(e) => editLesson(i, { minutes: Math.max(1, Math.min(60, Math.trunc(Number(e.target.value)) || 1)) })} slotProps={{ htmlInput: { min: 1, max: 60 } }} />
                  {programs.length > 0 && (
                    <TextField select size="small" label={intl.formatMessage(m.program)} value={lesson.program ?? programs[0]} onChange={(e) => editLesson(i, { program: e.target.value as Program })}>
                      {programs.map((p) => (
                        <MenuItem key={p} value={p}>{intl.formatMessage(PROGRAMS[p].label)}</MenuItem>
                      ))}
                    </TextField>
                  )}
                </Grid>
                <TextField label={intl.formatMessage(m.lessonTitle)} value={words.title} onChange={(e) => editWords(i, { title: e.target.value })} slotProps={{ htmlInput: { lang: locale, maxLength: 200 } }} />
                <TextField label={intl.formatMessage(m.lessonText)} value={words.body} onChange={(e) => editWords(i, { body: e.target.value })} multiline minRows={5} helperText={intl.formatMessage(cm.bodyHelp)} slotProps={{ htmlInput: { lang: locale } }} />
                {lesson.program &&
                  PROGRAMS[lesson.program].cues.map((cue, c) => (
                    <TextField
                      key={cue}
                      size="small"
                      label={intl.formatMessage(m.caption, { number: c + 1 })}
                      value={words.captions[cue] ?? ''}
                      onChange={(e) => editWords(i, { captions: { ...words.captions, [cue]: e.target.value } })}
                      slotProps={{ htmlInput: { lang: locale, maxLength: 300 } }}
                    />
                  ))}
              </LessonBox>
            );
          })}
          <div>
            <Button variant="outlined" onClick={() => reshape((list, make) => [...list, make()])}>{intl.formatMessage(m.addLesson)}</Button>
          </div>
        </Fields>
      ) : (
        <Preview lang={locale} aria-label={intl.formatMessage(cm.preview)}>
          <p className="note">{intl.formatMessage(cm.previewNote)}</p>
          <p className="meta">
            {intl.formatMessage(CATEGORY_LABEL[draft.category])} · {intl.formatMessage(FORMAT_LABEL[draft.format])} · {intl.formatMessage(m.lessonCount, { count: draft.lessons.length })}
          </p>
          <h1>{text.title || intl.formatMessage(cm.untitled)}</h1>
          {text.summary && <p>{text.summary}</p>}
          {text.author && <p className="meta">{intl.formatMessage(m.byAuthor, { author: text.author })}</p>}
          {draft.lessons.map((lesson, i) => {
            const words = text.lessons[i] ?? emptyWords();
            return (
              <section key={lesson.key}>
                <h2>
                  <span className="number">
                    {intl.formatMessage(m.lessonNumber, { number: i + 1 })} · {intl.formatMessage(KIND_LABEL[lesson.kind])}
                  </span>
                  {words.title || intl.formatMessage(cm.untitled)}
                </h2>
                <ContentBody blocks={previewBlocks[i] ?? []} lang={locale} />
                {lesson.program && (
                  <details>
                    <summary>{intl.formatMessage(m.transcript)}</summary>
                    <ol>
                      {PROGRAMS[lesson.program].cues.map((cue) => words.captions[cue] && <li key={cue}>{words.captions[cue]}</li>)}
                    </ol>
                  </details>
                )}
              </section>
            );
          })}
        </Preview>
      )}
      {notice && (
        <Alert
          severity={notice.tone}
          role={notice.tone === 'error' ? 'alert' : 'status'}
          sx={{ mt: 2 }}
          action={notice.conflict ? <Button color="inherit" size="small" onClick={reload}>{intl.formatMessage(cm.reload)}</Button> : undefined}
        >
          {notice.text}
        </Alert>
      )}
      <Actions>
        <Button variant="contained" disabled={busy} onClick={() => void onSave()}>
          {saving.loading ? intl.formatMessage(cm.saving) : intl.formatMessage(cm.saveDraft)}
        </Button>
        {course && (course.state !== 'PUBLISHED' || course.hasChanges) && (
          <Button variant="outlined" color="success" disabled={busy} onClick={() => void onPublish(null)}>
            {intl.formatMessage(course.state === 'PUBLISHED' ? cm.publishChanges : cm.publishNow)}
          </Button>
        )}
        {course && course.state === 'DRAFT' && (
          <span className="schedule">
            <TextField type="datetime-local" size="small" label={intl.formatMessage(cm.publishAt)} value={at} onChange={(e) => setAt(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
            <Button variant="outlined" disabled={busy || !at} onClick={() => void onPublish(at)}>{intl.formatMessage(cm.schedule)}</Button>
          </span>
        )}
        {course && course.state !== 'DRAFT' && (
          <Button variant="text" color="warning" disabled={busy} onClick={() => void onUnpublish()}>
            {intl.formatMessage(course.state === 'SCHEDULED' ? cm.cancelSchedule : cm.unpublish)}
          </Button>
        )}
      </Actions>
    </>
  );
}
