import { useApolloClient } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import { styled } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LOCALES, NATIVE_NAMES } from '@innerscope/shared/locales';
import type { ArticleCategory, StudioContentKind, StudioContentListQuery, StudioContentState } from '../../../__generated__/graphql';
import { useLocale } from '../../../i18n/LocaleContext';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { sectionMessages, studioMessages } from '../messages';
import { failureCode } from '../studioClient';
import { contentErrorText } from './contentErrors';
import { contentMessages as m } from './contentMessages';
import { studioContentListQuery } from './studioContent.graphql';
import { withParams } from './studioLinks';

type Item = StudioContentListQuery['studioContent']['items'][number];

const PAGE = 20;
export const CATEGORIES: readonly ArticleCategory[] = ['SCIENCE', 'TEST', 'CONSULTATION', 'TREATMENT', 'MENTAL_HEALTH'];
const STATES: readonly StudioContentState[] = ['DRAFT', 'SCHEDULED', 'PUBLISHED'];
export const STATE_LABEL = { DRAFT: m.draft, SCHEDULED: m.scheduled, PUBLISHED: m.published } as const;
export const STATE_COLOR = { DRAFT: 'default', SCHEDULED: 'info', PUBLISHED: 'success' } as const;

/** An empty filter reads "All …" under a raised label, not as a blank field. */
const EMPTY_SHOWN = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

const Head = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(1, 2),
}));

const Filters = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: theme.spacing(1.5),
  margin: theme.spacing(2, 0),
}));

const List = styled('ul')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& li': {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'center',
    gap: theme.spacing(0.5, 2),
    padding: theme.spacing(1.5, 2),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.background.paper,
  },
  '& .title': { fontWeight: 700, overflowWrap: 'anywhere', color: theme.palette.text.primary },
  '& .meta': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing(0.75), fontSize: '0.8125rem', color: theme.palette.text.secondary },
  '& .locales': { fontFamily: 'monospace', fontSize: '0.75rem' },
  [theme.breakpoints.down('sm')]: { '& li': { gridTemplateColumns: '1fr' } },
}));

/** `/studio/articles` and `/studio/notices`: everything written, filtered by state, language and category. */
export function StudioContentList({ kind }: { kind: StudioContentKind }) {
  const intl = useIntl();
  const to = useLocalizedTo();
  const client = useApolloClient();
  const { locale: uiLocale } = useLocale();
  const [state, setState] = useState<StudioContentState | ''>('');
  const [locale, setLocale] = useState<string>('');
  const [category, setCategory] = useState<ArticleCategory | ''>('');
  const [items, setItems] = useState<Item[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [more, setMore] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const editPath = kind === 'ARTICLE' ? '/studio/articles/edit' : '/studio/notices/edit';

  // Articles and notices share ids, so each list is read without the normalised cache.
  const load = useCallback(
    async (after: string | null) => {
      setBusy(true);
      setFailure(null);
      try {
        const { data } = await client.query({
          query: studioContentListQuery,
          fetchPolicy: 'no-cache',
          variables: { kind, displayLocale: uiLocale, first: PAGE, after, state: state || null, locale: locale || null, category: kind === 'ARTICLE' && category ? category : null },
        });
        const page = data!.studioContent;
        setItems((prev) => (after && prev ? [...prev, ...page.items] : page.items));
        setCursor(page.endCursor ?? null);
        setMore(page.hasNextPage);
      } catch (err) {
        setFailure(failureCode(err));
      } finally {
        setBusy(false);
      }
    },
    [client, kind, uiLocale, state, locale, category],
  );
  // The first page for the filters as they stand; a quick run of filter changes asks once, for the last.
  useEffect(() => {
    const timer = window.setTimeout(() => void load(null), 0);
    return () => window.clearTimeout(timer);
  }, [load]);

  return (
    <>
      <Head>
        <h1>{intl.formatMessage(kind === 'ARTICLE' ? sectionMessages.articles : sectionMessages.notices)}</h1>
        <Button component={Link} to={to(editPath)} variant="contained">
          {intl.formatMessage(kind === 'ARTICLE' ? m.newArticle : m.newNotice)}
        </Button>
      </Head>
      <Filters role="group" aria-label={intl.formatMessage(m.filters)}>
        <TextField select size="small" slotProps={EMPTY_SHOWN} label={intl.formatMessage(m.state)} value={state} onChange={(e) => setState(e.target.value as StudioContentState | '')}>
          <MenuItem value="">{intl.formatMessage(m.allStates)}</MenuItem>
          {STATES.map((s) => (
            <MenuItem key={s} value={s}>{intl.formatMessage(STATE_LABEL[s])}</MenuItem>
          ))}
        </TextField>
        <TextField select size="small" slotProps={EMPTY_SHOWN} label={intl.formatMessage(m.language)} value={locale} onChange={(e) => setLocale(e.target.value)}>
          <MenuItem value="">{intl.formatMessage(m.allLanguages)}</MenuItem>
          {LOCALES.map((l) => (
            <MenuItem key={l} value={l} lang={l}>{NATIVE_NAMES[l]}</MenuItem>
          ))}
        </TextField>
        {kind === 'ARTICLE' && (
          <TextField select size="small" slotProps={EMPTY_SHOWN} label={intl.formatMessage(m.category)} value={category} onChange={(e) => setCategory(e.target.value as ArticleCategory | '')}>
            <MenuItem value="">{intl.formatMessage(m.allCategories)}</MenuItem>
            {CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>{intl.formatMessage(m[c])}</MenuItem>
            ))}
          </TextField>
        )}
      </Filters>
      {failure && (
        <Typography role="alert" sx={{ mb: 2 }}>
          {contentErrorText(intl, failure)}{' '}
          <Button size="small" onClick={() => void load(null)}>{intl.formatMessage(m.loadMore)}</Button>
        </Typography>
      )}
      {items === null ? (
        <Typography>{intl.formatMessage(studioMessages.loading)}</Typography>
      ) : items.length === 0 ? (
        <Typography>{intl.formatMessage(m.empty)}</Typography>
      ) : (
        <List aria-busy={busy}>
          {items.map((item) => (
            <li key={item.id}>
              <div>
                <Link className="title" to={withParams(to(editPath), { id: item.id })}>{item.title ?? intl.formatMessage(m.untitled)}</Link>
                <div className="meta">
                  <Chip size="small" color={STATE_COLOR[item.state]} label={intl.formatMessage(STATE_LABEL[item.state])} />
                  {item.hasChanges && item.state !== 'DRAFT' && <Chip size="small" variant="outlined" color="warning" label={intl.formatMessage(m.changes)} />}
                  {item.category && <span>{intl.formatMessage(m[item.category])}</span>}
                  {item.state === 'SCHEDULED' && item.publishAt && <span>{intl.formatMessage(m.scheduledFor, { time: intl.formatDate(item.publishAt, { dateStyle: 'medium', timeStyle: 'short' }) })}</span>}
                  {item.state === 'PUBLISHED' && item.publishedAt && <span>{intl.formatMessage(m.publishedOn, { date: intl.formatDate(item.publishedAt, { dateStyle: 'medium', timeZone: 'UTC' }) })}</span>}
                  <span>{intl.formatMessage(m.updated, { time: intl.formatDate(item.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }) })}</span>
                  <span className="locales">{item.locales.join(' ')}</span>
                </div>
              </div>
              <Button component={Link} to={withParams(to(editPath), { id: item.id })} variant="outlined" size="small">
                {intl.formatMessage(m.edit)}
              </Button>
            </li>
          ))}
        </List>
      )}
      {items && items.length > 0 && (more ? (
        <Button sx={{ mt: 2 }} variant="outlined" disabled={busy} onClick={() => void load(cursor)}>{intl.formatMessage(m.loadMore)}</Button>
      ) : (
        <Typography sx={{ mt: 2 }} color="text.secondary">{intl.formatMessage(m.noMore)}</Typography>
      ))}
    </>
  );
}
