import { ApolloProvider, useQuery } from '@apollo/client/react';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { HelpCentreDocument, type HelpCentreQuery } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { withLocalePrefix } from '@innerscope/shared/routes';
import { useLocale } from '../../../i18n/LocaleContext';
import { RetryPanel } from '../../../shared/components/RetryPanel';
import { openCookieSettings } from '../../../shared/consentSettings';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { requestPagePath } from '../../cancel/cancelPaths';
import { HelpSkeleton } from '../components/HelpSkeleton';
import { LinkList, Page, QuestionLinks, Questions, TextButton } from '../components/helpStyles';
import { Question } from '../components/Question';
import {
  groupBySection,
  HELP_SECTIONS,
  helpDetailPath,
  PROTOCOL_KINDS,
  protocolKindOfHash,
  questionSearch,
  SUPPORT_EMAIL,
} from '../helpContent';
import { helpMessages, sectionTitles } from '../messages';
import { useHelpExam } from '../useHelpExam';

const REPORT_LIST_PATH = '/userCenter/reportList';
const SUPPORT_PATH = '/support';

/**
 * Once the content is on the page, opens the legal text the hash names (`#terms`, `#privacy`) and scrolls to
 * whatever the hash points at; again whenever the hash changes.
 */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const target = document.getElementById(id);
    if (!target) return;
    if (protocolKindOfHash(hash) && target instanceof HTMLDetailsElement) target.open = true;
    if (typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}

const mailLink = (chunks: ReactNode[]) => (
  <a key="mail" href={`mailto:${SUPPORT_EMAIL}`}>
    {chunks}
  </a>
);

function HelpSections({ data }: { data: HelpCentreQuery }) {
  const intl = useIntl();
  const to = useLocalizedTo();
  const { codeExamId } = useHelpExam();
  const { pathname, search } = useLocation();
  // Each question keeps its place in the whole list: its page is addressed by it (see `questionSearch`).
  const groups = groupBySection(data.helpEntries.map((entry, index) => ({ ...entry, index })));
  const detailTo = (index: number) => ({
    pathname: withLocalePrefix(helpDetailPath(codeExamId), pathname),
    search: questionSearch(search, index),
  });
  const protocols = PROTOCOL_KINDS.flatMap((kind) => {
    const protocol = data.protocols.find((entry) => entry.kind === kind);
    return protocol ? [{ ...protocol, kind }] : [];
  });

  return (
    <>
      {HELP_SECTIONS.map((section) => {
        const headingId = `help-${section}`;
        return (
          <section key={section} aria-labelledby={headingId}>
            <Typography id={headingId} variant="h3" component="h2">
              {intl.formatMessage(sectionTitles[section])}
            </Typography>
            {section === 'subscription' && (
              <LinkList>
                <li>
                  <Link to={to(requestPagePath(codeExamId))}>{intl.formatMessage(helpMessages.cancelWithoutAccount)}</Link>
                </li>
                <li>
                  <Link to={to(REPORT_LIST_PATH)}>{intl.formatMessage(helpMessages.manageInAccount)}</Link>
                </li>
              </LinkList>
            )}
            {section === 'contact' && (
              <>
                <Typography sx={{ mb: 1 }}>
                  {intl.formatMessage(helpMessages.contactLine, { email: SUPPORT_EMAIL, mail: mailLink })}
                </Typography>
                <LinkList>
                  <li>
                    <Link to={to(`${SUPPORT_PATH}/${codeExamId}`)}>{intl.formatMessage(helpMessages.contactForm)}</Link>
                  </li>
                </LinkList>
              </>
            )}
            {groups[section].length > 0 && (
              <QuestionLinks>
                {groups[section].map((entry) => (
                  <li key={entry.id}>
                    <Link to={detailTo(entry.index)}>
                      {entry.title}
                      <ChevronRightIcon aria-hidden />
                    </Link>
                  </li>
                ))}
              </QuestionLinks>
            )}
            {section === 'legal' && protocols.length > 0 && (
              <Questions sx={{ mt: 1 }}>
                {protocols.map((protocol) => (
                  <Question key={`protocol-${protocol.id}`} id={protocol.kind} title={protocol.title} body={protocol.body}>
                    {protocol.kind === 'privacy' && (
                      <TextButton type="button" onClick={openCookieSettings} aria-haspopup="dialog">
                        {intl.formatMessage(helpMessages.cookieSettings)}
                      </TextButton>
                    )}
                  </Question>
                ))}
              </Questions>
            )}
          </section>
        );
      })}
    </>
  );
}

function HelpPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const { examId } = useHelpExam();
  const { data, error, loading, refetch } = useQuery(HelpCentreDocument, {
    variables: { examId, locale },
    notifyOnNetworkStatusChange: true,
  });
  useScrollToHash(data !== undefined);

  if (!data && error && !loading) {
    return (
      <RetryPanel
        id="help-title"
        title={intl.formatMessage(helpMessages.errorTitle)}
        body={intl.formatMessage(helpMessages.errorBody)}
        retryLabel={intl.formatMessage(helpMessages.retry)}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        <Button component="a" href={`mailto:${SUPPORT_EMAIL}`} variant="text" size="large">
          {intl.formatMessage(helpMessages.emailSupport)}
        </Button>
      </RetryPanel>
    );
  }

  return (
    <Page>
      <Typography id="help-title" variant="h2" component="h1">
        {intl.formatMessage(helpMessages.title)}
      </Typography>
      {data ? <HelpSections data={data} /> : <HelpSkeleton />}
    </Page>
  );
}

/**
 * `/help/{code}-{examId}` and `/help`, the help centre: subscription management, billing and payments, legal
 * and policies (the terms and the privacy policy in full, at `#terms` and `#privacy`, the latter with the cookie
 * settings) and how to reach support. Each question links to its own page (`/helpDetail`).
 */
export default function HelpRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <HelpPage />
    </ApolloProvider>
  );
}
