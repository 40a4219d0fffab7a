import { useApolloClient, useMutation } from '@apollo/client/react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import { styled } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { LOCALES, NATIVE_NAMES } from '@innerscope/shared/locales';
import type { ArticleCategory, StudioContentItemQuery, StudioContentKind } from '../../../__generated__/graphql';
import { useLocale } from '../../../i18n/LocaleContext';
import { ContentBody } from '../../../shared/components/ContentBody';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { studioMessages } from '../messages';
import { failureCode } from '../studioClient';
import { blocksToMarkup, markupToBlocks } from './bodyMarkup';
import { contentErrorText } from './contentErrors';
import { contentMessages as m } from './contentMessages';
import { CATEGORIES, STATE_COLOR, STATE_LABEL } from './StudioContentListPage';
import { publishStudioContentMutation, saveStudioContentMutation, studioContentItemQuery, unpublishStudioContentMutation } from './studioContent.graphql';
import { withParams } from './studioLinks';
import { uploadStudioImage } from './uploadImage';

type Item = NonNullable<StudioContentItemQuery['studioContentItem']>;
interface Form {
  title: string;
  summary: string;
  body: string;
}
type Notice = { tone: 'success' | 'error'; text: string; conflict?: boolean };

const EMPTY: Form = { title: '', summary: '', body: '' };

const Back = styled(Link)(({ theme }) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.spacing(1), minHeight: 44, color: theme.palette.primary.main, fontWeight: 600 }));

const Settings = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: theme.spacing(1.5),
  margin: theme.spacing(2, 0, 1),
}));

const Fields = styled('div')(({ theme }) => ({ display: 'grid', gap: theme.spacing(2), marginTop: theme.spacing(2) }));

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

/** The preview: the reader's article header and body (ContentBody), as a member sees them. */
const Preview = styled('article')(({ theme }) => ({
  maxWidth: 760,
  marginTop: theme.spacing(2),
  padding: theme.spacing(2, 2, 4),
  border: `1px dashed ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  '& .note': { margin: theme.spacing(0, 0, 2), fontSize: '0.8125rem', color: theme.palette.text.secondary },
  '& .meta': { margin: theme.spacing(0, 0, 1), fontSize: '0.875rem', color: theme.palette.text.secondary },
  '& h1': { margin: theme.spacing(0, 0, 2), fontSize: 'clamp(1.625rem, 5vw, 2.25rem)', lineHeight: 1.25, fontWeight: 800 },
  '& .summary': { margin: theme.spacing(0, 0, 3), fontSize: '1.1875rem', lineHeight: 1.6, color: theme.palette.text.secondary },
  '&:lang(ko) h1, &:lang(ko) .summary': { wordBreak: 'keep-all' },
}));

const formOf = (item: Item | null, locale: string): Form => {
  const text = item?.texts.find((t) => t.locale === locale);
  return text ? { title: text.title, summary: text.summary ?? '', body: blocksToMarkup(text.body) } : EMPTY;
};

/** A local time for the datetime-local field: an hour from now, to the minute. */
const inAnHour = () => {
  const d = new Date(Date.now() + 60 * 60_000);
  d.setSeconds(0, 0);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** `/studio/articles/edit` and `/studio/notices/edit` (`?id=` to open one): write per language, preview, publish. */
export function StudioContentEditor({ kind, id }: { kind: StudioContentKind; id: number | null }) {
  const intl = useIntl();
  const to = useLocalizedTo();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { locale: uiLocale } = useLocale();
  const listPath = kind === 'ARTICLE' ? '/studio/articles' : '/studio/notices';
  const [item, setItem] = useState<Item | null>(null);
  const [loaded, setLoaded] = useState(id === null);
  const [locale, setLocale] = useState<string>(uiLocale);
  const [category, setCategory] = useState<ArticleCategory | ''>('');
  const [form, setForm] = useState<Form>(EMPTY);
  const [dirty, setDirty] = useState(false);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [at, setAt] = useState(inAnHour);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [save, saving] = useMutation(saveStudioContentMutation, { fetchPolicy: 'no-cache' });
  const [publish, publishing] = useMutation(publishStudioContentMutation, { fetchPolicy: 'no-cache' });
  const [unpublish, unpublishing] = useMutation(unpublishStudioContentMutation, { fetchPolicy: 'no-cache' });
  const busy = saving.loading || publishing.loading || unpublishing.loading;

  const shownId = useRef<number | null>(null);
  const show = useCallback((next: Item, lang: string) => {
    shownId.current = next.id;
    setItem(next);
    setCategory(next.category ?? '');
    setForm(formOf(next, lang));
    setDirty(false);
  }, []);

  const reload = useCallback(async () => {
    // A draft just created is already here: its new address needs no second load.
    if (id === null || shownId.current === id) return;
    try {
      const { data } = await client.query({ query: studioContentItemQuery, variables: { kind, id }, fetchPolicy: 'no-cache' });
      const found = data?.studioContentItem ?? null;
      if (found) {
        const lang = found.texts.some((t) => t.locale === locale) ? locale : (found.texts[0]?.locale ?? locale);
        setLocale(lang);
        show(found, lang);
      } else {
        setItem(null);
      }
      setNotice(null);
    } catch (err) {
      setNotice({ tone: 'error', text: contentErrorText(intl, failureCode(err)) });
    } finally {
      setLoaded(true);
    }
    // The language chosen stays as it is on a reload; only the item changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, kind, id, show, intl]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const edit = (patch: Partial<Form>) => {
    setForm((f) => ({ ...f, ...patch }));
    setDirty(true);
  };
  const chooseLocale = (next: string) => {
    setLocale(next);
    setForm(formOf(item, next));
    setDirty(false);
  };

  const blocks = useMemo(() => markupToBlocks(form.body), [form.body]);

  const [uploading, setUploading] = useState(false);
  const addImage = async (file: File | undefined) => {
    if (!file) return;
    setNotice(null);
    setUploading(true);
    const out = await uploadStudioImage(file);
    setUploading(false);
    if ('code' in out) {
      setNotice({ tone: 'error', text: contentErrorText(intl, out.code) });
      return;
    }
    // The text alternative is left to write between the brackets.
    edit({ body: `${form.body.trimEnd()}\n\n![](${out.url})\n` });
    setNotice({ tone: 'success', text: intl.formatMessage(m.imageAdded) });
  };

  type Outcome = { item?: Item | null; errors: readonly { code: string }[] } | undefined;
  const settle = (out: Outcome, success: string) => {
    if (!out) return;
    if (out.errors.length || !out.item) {
      const code = out.errors[0]?.code ?? 'UNKNOWN';
      setNotice({ tone: 'error', text: out.errors.map((e) => contentErrorText(intl, e.code)).join(' '), conflict: code === 'EDIT_CONFLICT' });
      return;
    }
    show(out.item, locale);
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
      const { data } = await save({
        variables: {
          input: {
            kind,
            id: item?.id ?? null,
            version: item?.version ?? null,
            locale,
            category: kind === 'ARTICLE' && category ? category : null,
            title: form.title,
            summary: kind === 'ARTICLE' ? form.summary : null,
            body: blocks.map((b) => ({ type: b.type, text: b.text ?? null, items: [...b.items], src: b.src ?? null })),
          },
        },
      });
      const out = data?.saveStudioContent;
      settle(out, intl.formatMessage(m.saved));
      if (!item && out?.item) navigate(withParams(to(kind === 'ARTICLE' ? '/studio/articles/edit' : '/studio/notices/edit'), { id: out.item.id }), { replace: true });
    });

  const onPublish = (when: string | null) =>
    run(async () => {
      if (!item) return;
      if (dirty) {
        setNotice({ tone: 'error', text: intl.formatMessage(m.saveFirst) });
        return;
      }
      const time = when ? new Date(when).toISOString() : null;
      const { data } = await publish({ variables: { input: { kind, id: item.id, version: item.version, at: time } } });
      settle(data?.publishStudioContent, time ? intl.formatMessage(m.didSchedule, { time: intl.formatDate(time, { dateStyle: 'medium', timeStyle: 'short' }) }) : intl.formatMessage(m.didPublish));
    });

  const onUnpublish = () =>
    run(async () => {
      if (!item) return;
      const { data } = await unpublish({ variables: { input: { kind, id: item.id, version: item.version } } });
      settle(data?.unpublishStudioContent, intl.formatMessage(m.didUnpublish));
    });

  if (!loaded) return <Typography>{intl.formatMessage(studioMessages.loading)}</Typography>;
  const back = (
    <Back to={to(listPath)}>
      <ArrowBackIcon fontSize="small" aria-hidden />
      {intl.formatMessage(m.back)}
    </Back>
  );
  if (id !== null && !item) {
    return (
      <>
        {back}
        <Typography role="alert" sx={{ mt: 2 }}>{notice?.text ?? intl.formatMessage(m.notFound)}</Typography>
      </>
    );
  }

  const statusOf = (l: string) => {
    const t = item?.texts.find((x) => x.locale === l);
    if (!t) return intl.formatMessage(m.newText);
    if (!t.live) return intl.formatMessage(m.draft);
    return t.changed ? intl.formatMessage(m.changed) : intl.formatMessage(m.live);
  };
  const heading = item ? (kind === 'ARTICLE' ? m.editArticle : m.editNotice) : kind === 'ARTICLE' ? m.newArticle : m.newNotice;

  return (
    <>
      {back}
      <h1>{intl.formatMessage(heading)}</h1>
      {item && (
        <Typography component="div" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, color: 'text.secondary', fontSize: '0.875rem' }}>
          <Chip size="small" color={STATE_COLOR[item.state]} label={intl.formatMessage(STATE_LABEL[item.state])} />
          {item.hasChanges && item.state !== 'DRAFT' && <Chip size="small" variant="outlined" color="warning" label={intl.formatMessage(m.changes)} />}
          {item.state === 'SCHEDULED' && item.publishAt && <span>{intl.formatMessage(m.scheduledFor, { time: intl.formatDate(item.publishAt, { dateStyle: 'medium', timeStyle: 'short' }) })}</span>}
          {item.state === 'PUBLISHED' && item.publishedAt && <span>{intl.formatMessage(m.publishedOn, { date: intl.formatDate(item.publishedAt, { dateStyle: 'medium', timeZone: 'UTC' }) })}</span>}
        </Typography>
      )}
      <Settings>
        <TextField select size="small" label={intl.formatMessage(m.language)} value={locale} onChange={(e) => chooseLocale(e.target.value)}>
          {LOCALES.map((l) => (
            <MenuItem key={l} value={l}>
              <span lang={l}>{NATIVE_NAMES[l]}</span>&nbsp;·&nbsp;{statusOf(l)}
            </MenuItem>
          ))}
        </TextField>
        {kind === 'ARTICLE' && (
          <TextField select size="small" label={intl.formatMessage(m.category)} value={category} onChange={(e) => { setCategory(e.target.value as ArticleCategory); setDirty(true); }}>
            {CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>{intl.formatMessage(m[c])}</MenuItem>
            ))}
          </TextField>
        )}
      </Settings>
      <Tabs value={tab} onChange={(_e, v: 'write' | 'preview') => setTab(v)}>
        <Tab value="write" label={intl.formatMessage(m.write)} />
        <Tab value="preview" label={intl.formatMessage(m.preview)} />
      </Tabs>
      {tab === 'write' ? (
        <Fields>
          <TextField label={intl.formatMessage(m.title)} value={form.title} onChange={(e) => edit({ title: e.target.value })} slotProps={{ htmlInput: { lang: locale, maxLength: 200 } }} />
          {kind === 'ARTICLE' && (
            <TextField label={intl.formatMessage(m.summary)} value={form.summary} onChange={(e) => edit({ summary: e.target.value })} multiline minRows={2} slotProps={{ htmlInput: { lang: locale, maxLength: 600 } }} />
          )}
          <TextField
            label={intl.formatMessage(m.body)}
            value={form.body}
            onChange={(e) => edit({ body: e.target.value })}
            multiline
            minRows={12}
            helperText={intl.formatMessage(m.bodyHelp)}
            slotProps={{ htmlInput: { lang: locale } }}
          />
          <div>
            <Button component="label" variant="outlined" size="small" disabled={uploading}>
              {intl.formatMessage(uploading ? m.uploading : m.addImage)}
              <input hidden type="file" accept="image/jpeg,image/png,image/webp,image/gif,image/avif" onChange={(e) => { void addImage(e.target.files?.[0]); e.target.value = ''; }} />
            </Button>
          </div>
        </Fields>
      ) : (
        <Preview lang={locale} aria-label={intl.formatMessage(m.preview)}>
          <p className="note">{intl.formatMessage(m.previewNote)}</p>
          {kind === 'ARTICLE' && category && <p className="meta">{intl.formatMessage(m[category])}</p>}
          <h1>{form.title || intl.formatMessage(m.untitled)}</h1>
          {kind === 'ARTICLE' && form.summary && <p className="summary">{form.summary}</p>}
          <ContentBody blocks={blocks} lang={locale} />
        </Preview>
      )}
      {notice && (
        <Alert
          severity={notice.tone}
          role={notice.tone === 'error' ? 'alert' : 'status'}
          sx={{ mt: 2 }}
          action={notice.conflict ? <Button color="inherit" size="small" onClick={() => { shownId.current = null; void reload(); }}>{intl.formatMessage(m.reload)}</Button> : undefined}
        >
          {notice.text}
        </Alert>
      )}
      <Actions>
        <Button variant="contained" disabled={busy} onClick={() => void onSave()}>
          {saving.loading ? intl.formatMessage(m.saving) : intl.formatMessage(m.saveDraft)}
        </Button>
        {item && (item.state !== 'PUBLISHED' || item.hasChanges) && (
          <Button variant="outlined" color="success" disabled={busy} onClick={() => void onPublish(null)}>
            {intl.formatMessage(item.state === 'PUBLISHED' ? m.publishChanges : m.publishNow)}
          </Button>
        )}
        {item && item.state === 'DRAFT' && (
          <span className="schedule">
            <TextField type="datetime-local" size="small" label={intl.formatMessage(m.publishAt)} value={at} onChange={(e) => setAt(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
            <Button variant="outlined" disabled={busy || !at} onClick={() => void onPublish(at)}>{intl.formatMessage(m.schedule)}</Button>
          </span>
        )}
        {item && item.state !== 'DRAFT' && (
          <Button variant="text" color="warning" disabled={busy} onClick={() => void onUnpublish()}>
            {intl.formatMessage(item.state === 'SCHEDULED' ? m.cancelSchedule : m.unpublish)}
          </Button>
        )}
      </Actions>
    </>
  );
}
