import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router-dom';
import { isHealthExam } from '@innerscope/shared/examKinds';
import { examRouteOf, matchRoute } from '@innerscope/shared/routes';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { closingMessages, heroMessages } from '../../home/messages';
import { LandingArt } from '../components/LandingArt';
import { codeExamIdOf, LANDING_CONTENT } from '../landingThemes';
import { landingMessages as m, landingThemeMessages } from '../messages';

const Band = styled('section')(({ theme }) => ({
  backgroundImage: `radial-gradient(circle 520px at 0% 0%, ${theme.palette.secondary.main}33, transparent)`,
}));

const Inner = styled('div')(({ theme }) => ({
  maxWidth: 1120,
  margin: '0 auto',
  padding: theme.spacing(4, 2, 4),
  display: 'grid',
  rowGap: theme.spacing(4),
  [theme.breakpoints.up('md')]: {
    padding: theme.spacing(9, 2, 6),
    gridTemplateColumns: 'minmax(0, 1.15fr) minmax(0, 1fr)',
    alignItems: 'center',
    columnGap: theme.spacing(6),
  },
}));

const Eyebrow = styled('p')(({ theme }) => ({
  display: 'inline-block',
  margin: theme.spacing(0, 0, 2),
  padding: theme.spacing(0.5, 1.5),
  borderRadius: 999,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.primary.main,
  fontSize: '0.875rem',
  fontWeight: 700,
}));

const Small = styled('p')(({ theme }) => ({
  margin: theme.spacing(1.5, 0, 0),
  fontSize: '0.875rem',
  color: theme.palette.text.secondary,
}));

const Section = styled('section')(({ theme }) => ({
  maxWidth: 1120,
  margin: '0 auto',
  padding: theme.spacing(2, 2, 4),
}));

const Points = styled('ol')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing(2),
  counterReset: 'point',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  '& li': {
    counterIncrement: 'point',
    display: 'flex',
    gap: theme.spacing(2),
    alignItems: 'flex-start',
    padding: theme.spacing(2.5),
    borderRadius: 20,
    backgroundColor: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    fontSize: '1.0625rem',
    lineHeight: 1.5,
  },
  '& li::before': {
    content: 'counter(point)',
    flex: '0 0 auto',
    display: 'grid',
    placeItems: 'center',
    width: 36,
    height: 36,
    borderRadius: '50%',
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    fontWeight: 700,
  },
}));

const Closing = styled('div')(({ theme }) => ({
  padding: theme.spacing(4, 3),
  borderRadius: 24,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  textAlign: 'center',
}));

/** The start button: opens the first question of the page's test, keeping the locale prefix and the query. */
function StartLink({ codeExamId, label }: { codeExamId: string; label: string }) {
  const to = useLocalizedTo();
  return (
    <Button component={Link} to={to(`/answer/question/${codeExamId}`)} variant="contained" size="large" endIcon={<ArrowForwardIcon />}>
      {label}
    </Button>
  );
}

/**
 * A health screen's way in says what the screen is and nothing else: no picture, no selling points, no pressure.
 */
function HealthLanding({ codeExamId }: { codeExamId: string }) {
  const intl = useIntl();
  return (
    <Section aria-labelledby="landing-title" sx={{ maxWidth: 640, py: 6 }}>
      <Typography id="landing-title" variant="h1" sx={{ mb: 2 }}>
        {intl.formatMessage(m.healthTitle)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, fontSize: '1.0625rem' }}>
        {intl.formatMessage(m.healthBody)}
      </Typography>
      <StartLink codeExamId={codeExamId} label={intl.formatMessage(m.healthStart)} />
    </Section>
  );
}

/**
 * `/landing/{theme}/{code}-{examId}` (and the legacy names that redirect there): one page for all fourteen themes,
 * each with its own words and picture; the logo, footer logo, favicon and colours come with the route's theme.
 */
export default function LandingPage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const exam = examRouteOf(useParams()['codeExamId']);
  const theme = matchRoute(pathname)?.route.landingTheme ?? 'home';
  if (isHealthExam(exam.examId)) return <HealthLanding codeExamId={exam.codeExamId} />;

  const content = LANDING_CONTENT[theme];
  const words = landingThemeMessages[theme];
  const target = codeExamIdOf(content.exam);
  const start = intl.formatMessage(content.exam === 'YDGX' ? m.startMap : heroMessages.start);

  return (
    <div data-landing={theme}>
      <Band aria-labelledby="landing-title">
        <Inner>
          <div>
            <Eyebrow>{intl.formatMessage(words.eyebrow)}</Eyebrow>
            <Typography id="landing-title" variant="h1" sx={{ maxWidth: '18em', mb: 2 }}>
              {intl.formatMessage(words.title)}
            </Typography>
            <Typography color="text.secondary" sx={{ maxWidth: '36em', mb: 3, fontSize: '1.0625rem' }}>
              {intl.formatMessage(words.lead)}
            </Typography>
            <StartLink codeExamId={target} label={start} />
            <Small>{intl.formatMessage(heroMessages.note)}</Small>
          </div>
          <LandingArt art={content.art} types={content.types} />
        </Inner>
      </Band>
      <Section aria-labelledby="landing-points-title">
        <Typography id="landing-points-title" variant="h2" sx={{ mb: 2.5 }}>
          {intl.formatMessage(m.pointsTitle)}
        </Typography>
        <Points>
          <li>{intl.formatMessage(words.point1)}</li>
          <li>{intl.formatMessage(words.point2)}</li>
          <li>{intl.formatMessage(words.point3)}</li>
        </Points>
      </Section>
      <Section aria-labelledby="landing-closing-title" sx={{ pb: 8 }}>
        <Closing>
          <Typography id="landing-closing-title" variant="h2" sx={{ mb: 1.5 }}>
            {intl.formatMessage(closingMessages.title)}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {intl.formatMessage(closingMessages.body)}
          </Typography>
          <StartLink codeExamId={target} label={start} />
        </Closing>
        {content.exam === 'BMBTI' && <Small sx={{ mt: 3, textAlign: 'center' }}>{intl.formatMessage(m.independent)}</Small>}
      </Section>
    </div>
  );
}
