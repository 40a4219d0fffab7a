import { ApolloProvider } from '@apollo/client/react';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { getApolloClient } from '../../../app/apollo';
import { HOME_CODE_EXAM_ID } from '@innerscope/shared/routes';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { SUPPORT_EMAIL } from '../../help/helpContent';
import { SupportForm } from '../components/SupportForm';
import { supportMessages } from '../messages';

const Page = styled('div')(({ theme }) => ({
  maxWidth: 600,
  margin: '0 auto',
  padding: theme.spacing(3, 2, 8),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(5, 3, 10) },
  '& .lines': { display: 'grid', gap: theme.spacing(0.5), marginTop: theme.spacing(3), color: theme.palette.text.secondary },
  '& .lines p': { margin: 0 },
  '& .lines a': { color: theme.palette.primary.main, fontWeight: 600 },
}));

const Card = styled('div')(({ theme }) => ({
  marginTop: theme.spacing(3),
  padding: theme.spacing(3, 2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4) },
}));

const mailLink = (chunks: ReactNode[]) => (
  <a key="mail" href={`mailto:${SUPPORT_EMAIL}`}>
    {chunks}
  </a>
);

/**
 * `/support/{code}-{examId}` and `/support`: the contact and feedback form on its own page (the footer opens
 * the same form in a dialog), with the other ways to get an answer.
 */
function SupportPage() {
  const intl = useIntl();
  const to = useLocalizedTo();
  const codeExamId = useParams()['codeExamId'] ?? HOME_CODE_EXAM_ID;
  const helpLink = (chunks: ReactNode[]) => (
    <Link key="help" to={to(`/help/${codeExamId}`)}>
      {chunks}
    </Link>
  );
  return (
    <Page>
      <Typography id="support-title" variant="h2" component="h1" sx={{ mb: 1.5 }}>
        {intl.formatMessage(supportMessages.title)}
      </Typography>
      <Typography color="text.secondary">{intl.formatMessage(supportMessages.intro)}</Typography>
      <Card>
        <SupportForm idPrefix="support" />
      </Card>
      <div className="lines">
        <p>{intl.formatMessage(supportMessages.helpCentre, { help: helpLink })}</p>
        <p>{intl.formatMessage(supportMessages.emailUs, { email: SUPPORT_EMAIL, mail: mailLink })}</p>
      </div>
    </Page>
  );
}

export default function SupportRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <SupportPage />
    </ApolloProvider>
  );
}
