import { ApolloProvider, useQuery } from '@apollo/client/react';
import Article from '@mui/icons-material/Article';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Forest from '@mui/icons-material/Forest';
import Lightbulb from '@mui/icons-material/Lightbulb';
import MenuBook from '@mui/icons-material/MenuBook';
import Psychology from '@mui/icons-material/Psychology';
import Science from '@mui/icons-material/Science';
import SportsEsports from '@mui/icons-material/SportsEsports';
import { Skeleton } from '../../../shared/components/Skeleton';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { HubFeaturesDocument } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { ListView } from '../../../shared/components/account/ListView';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { codeExamIdOr } from '../../account/accountPaths';
import { workingFeatures } from '../../userCentre/memberFeatures';
import { type HubIcon, type HubSection, openSections } from '../hubSections';
import { hubMessages as m } from '../messages';

const ICONS: Readonly<Record<HubIcon, ComponentType<{ 'aria-hidden'?: boolean }>>> = {
  tests: Psychology,
  articles: Article,
  experiments: Science,
  treeHole: Forest,
  games: SportsEsports,
  dailyQuestion: Lightbulb,
  courses: MenuBook,
};

/** Wider than the account forms: the cards go two by two on a desktop. */
const Page = styled('div')(({ theme }) => ({
  maxWidth: 960,
  margin: '0 auto',
  padding: theme.spacing(3, 2, 8),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(5, 3, 10) },
}));

/** One column on a phone, two from tablets up (UX: hubs use the width of a desktop). */
const Cards = styled('ul')(({ theme }) => ({
  margin: theme.spacing(3, 0, 0),
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: '1fr',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '& a': {
    height: '100%',
    boxSizing: 'border-box',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    gap: theme.spacing(2),
    minHeight: 96,
    padding: theme.spacing(2.5),
    borderRadius: 16,
    border: `1px solid ${theme.palette.divider}`,
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    textDecoration: 'none',
    touchAction: 'manipulation',
  },
  '& a:hover': { borderColor: theme.palette.primary.main },
  '& a:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '& .icon': {
    display: 'grid',
    placeItems: 'center',
    width: 48,
    height: 48,
    borderRadius: 12,
    color: theme.palette.primary.main,
    backgroundColor: theme.palette.action.hover,
  },
  '& .title': { display: 'block', fontWeight: 700, fontSize: '1.0625rem', lineHeight: 1.4 },
  '& .body': { display: 'block', marginTop: theme.spacing(0.5), color: theme.palette.text.secondary, lineHeight: 1.55 },
  '& .chevron': { alignSelf: 'center', color: theme.palette.text.secondary },
}));

export interface HubPageProps {
  readonly title: MessageDescriptor;
  readonly intro: MessageDescriptor;
  readonly sections: readonly HubSection[];
}

function Hub({ title, intro, sections }: HubPageProps) {
  const intl = useIntl();
  const to = useLocalizedTo();
  const codeExamId = codeExamIdOr(useParams()['codeExamId']);
  const { data, error, loading, refetch } = useQuery(HubFeaturesDocument, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const open = data ? openSections(sections, workingFeatures(data.features)) : [];

  const heading = (
    <>
      <Typography id="hub-title" variant="h2" component="h1" tabIndex={-1} sx={{ mb: 1, outline: 'none' }}>
        {intl.formatMessage(title)}
      </Typography>
      <Typography color="text.secondary">{intl.formatMessage(intro)}</Typography>
    </>
  );

  if (!data && error && !loading) {
    return (
      <Page>
        {heading}
        <ListView status="error" items={[]} keyOf={String} renderItem={() => null} onRetry={() => void refetch().catch(() => undefined)} loadingLabel={intl.formatMessage(m.loading)} />
      </Page>
    );
  }
  if (!data) {
    return (
      <Page>
        {heading}
        <Cards role="status" aria-busy="true" aria-label={intl.formatMessage(m.loading)}>
          {sections.slice(0, 4).map((section) => (
            <li key={section.id}>
              <Skeleton variant="rounded" height={112} />
            </li>
          ))}
        </Cards>
      </Page>
    );
  }
  return (
    <Page>
      {heading}
      {open.length === 0 ? (
        <Typography sx={{ mt: 3 }} role="status">
          {intl.formatMessage(m.empty)}
        </Typography>
      ) : (
        <Cards aria-label={intl.formatMessage(m.sectionsLabel)}>
          {open.map((section) => {
            const Icon = ICONS[section.id];
            return (
              <li key={section.id}>
                <Link to={to(`${section.path}/${codeExamId}`)}>
                  <span className="icon">
                    <Icon aria-hidden />
                  </span>
                  <span>
                    <span className="title">{intl.formatMessage(section.title)}</span>
                    <span className="body">{intl.formatMessage(section.body)}</span>
                  </span>
                  <ChevronRight className="chevron" aria-hidden />
                </Link>
              </li>
            );
          })}
        </Cards>
      )}
    </Page>
  );
}

/** A user-centre hub: its sections as cards, each shown only while its feature works. */
export function HubPage(props: HubPageProps) {
  return (
    <ApolloProvider client={getApolloClient()}>
      <Hub {...props} />
    </ApolloProvider>
  );
}
