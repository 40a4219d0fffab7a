import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { studioMessages as m } from '../messages';
import { staffSignOutMutation } from '../studio.graphql';
import { resetStudioClient } from '../studioClient';

const Main = styled('div')(({ theme }) => ({
  maxWidth: 1040,
  margin: '0 auto',
  padding: theme.spacing(2, 2, 8),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3, 3, 10) },
  '& h1': { margin: theme.spacing(1, 0, 0.5), fontSize: '1.75rem', fontWeight: 800 },
  '&:lang(ko)': { wordBreak: 'keep-all' },
  '&:lang(ja)': { wordBreak: 'auto-phrase' },
}));

const Bar = styled('nav')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1, 2),
  paddingBottom: theme.spacing(1.5),
  borderBottom: `1px solid ${theme.palette.divider}`,
  '& a': { color: theme.palette.primary.main, fontWeight: 600 },
  '& .who': { marginLeft: 'auto', color: theme.palette.text.secondary, fontSize: '0.875rem', overflowWrap: 'anywhere' },
  // On a phone: the link and sign-out on one line, who is signed in below them.
  [theme.breakpoints.down('sm')]: {
    '& .who': { order: 3, flexBasis: '100%', marginLeft: 0 },
    '& button': { marginLeft: 'auto' },
  },
}));

/** No studio page is for search engines. React places the tag in the document head. */
export const NoIndex = () => <meta name="robots" content="noindex, nofollow" />;

/** A signed-in studio page: the studio's own bar (home, who is signed in, sign-out) above the page. */
export function StudioFrame({ who, children }: { who: string; children: ReactNode }) {
  const intl = useIntl();
  const to = useLocalizedTo();
  const navigate = useNavigate();
  const [signOut, { loading }] = useMutation(staffSignOutMutation);
  const leave = async () => {
    await signOut().catch(() => undefined);
    resetStudioClient();
    navigate(to('/studio/signin'), { replace: true });
  };
  return (
    <Main>
      <NoIndex />
      <Bar aria-label={intl.formatMessage(m.nav)}>
        <Link to={to('/studio')}>{intl.formatMessage(m.home)}</Link>
        <span className="who">{who}</span>
        <Button variant="outlined" size="small" disabled={loading} onClick={() => void leave()}>
          {intl.formatMessage(m.signOut)}
        </Button>
      </Bar>
      {children}
    </Main>
  );
}
