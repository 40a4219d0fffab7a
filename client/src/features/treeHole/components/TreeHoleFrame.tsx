import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { codeExamIdOr } from '../../account/accountPaths';
import { type PlainTreeHoleKey, treeHoleMessages as m } from '../messages';
import { treeHolePaths, type TreeHoleTab } from '../treeHolePaths';

const Page = styled('div')(({ theme }) => ({
  maxWidth: 760,
  margin: '0 auto',
  padding: theme.spacing(2, 2, 8),
  display: 'grid',
  gap: theme.spacing(2.5),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4, 3, 10) },
  '& h1': { margin: 0, fontSize: '1.75rem', fontWeight: 800 },
  '& .intro': { margin: theme.spacing(0.5, 0, 0), color: theme.palette.text.secondary, lineHeight: 1.55 },
  '&:lang(ko)': { wordBreak: 'keep-all' },
}));

const Tabs = styled('nav')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 48,
    padding: theme.spacing(0, 2.5),
    borderRadius: 999,
    border: `1px solid ${theme.palette.divider}`,
    color: theme.palette.text.primary,
    textDecoration: 'none',
    fontWeight: 600,
  },
  '& a[aria-current="page"]': { backgroundColor: theme.palette.primary.main, borderColor: theme.palette.primary.main, color: theme.palette.primary.contrastText },
  '& a:focus-visible': { outline: `3px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
}));

const TABS: readonly [TreeHoleTab, PlainTreeHoleKey][] = [
  ['feed', 'navFeed'],
  ['add', 'navAdd'],
  ['mine', 'navMine'],
];

/** The tree hole's pages: a heading, an intro and the three tabs (all posts, write, my secrets). */
export function TreeHoleFrame({ tab, title, intro, children }: { tab: TreeHoleTab; title: string; intro: string; children: ReactNode }) {
  const intl = useIntl();
  const to = useLocalizedTo();
  const codeExamId = codeExamIdOr(useParams()['codeExamId']);
  return (
    <Page>
      <header>
        <h1>{title}</h1>
        <p className="intro">{intro}</p>
      </header>
      <Tabs aria-label={intl.formatMessage(m.title)}>
        {TABS.map(([key, label]) => (
          <Link key={key} to={to(treeHolePaths[key](codeExamId))} aria-current={key === tab ? 'page' : undefined}>
            {intl.formatMessage(m[label])}
          </Link>
        ))}
      </Tabs>
      {children}
    </Page>
  );
}
