import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { heroMessages } from '../messages';
import { StartTestButton } from './StartTestButton';

/**
 * The type pictures beside the headline show on wide screens only (MUI's `md`, 900 px), so they are their own chunk,
 * fetched there alone: a phone's first page carries none of their code.
 */
const HeroArt = lazy(() => import('./HeroArt').then((module) => ({ default: module.HeroArt })));
const WIDE_SCREEN = '(min-width: 900px)';
const isWideScreen = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(WIDE_SCREEN).matches;

/** Holds the pictures' place (three staggered columns of 136 px tiles) while their chunk arrives, so nothing moves. */
const ArtPlace = styled('div')({ minHeight: 440 });

const Band = styled('section')(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  // Soft rings echo the logo's lens; pure CSS, nothing to download.
  backgroundImage: `radial-gradient(circle 480px at 100% 0%, ${theme.palette.secondary.main}40, transparent)`,
}));

const Inner = styled('div')(({ theme }) => ({
  maxWidth: 1120,
  margin: '0 auto',
  padding: theme.spacing(5, 2, 4),
  [theme.breakpoints.up('md')]: {
    padding: theme.spacing(10, 2, 6),
    // The headline and its button on the left, the type pictures on the right.
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr)',
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

const Note = styled('p')(({ theme }) => ({
  margin: theme.spacing(1.5, 0, 0),
  fontSize: '0.875rem',
  color: theme.palette.text.secondary,
}));

/** The first screen: what this is, and the button to start. */
export function Hero() {
  const intl = useIntl();
  return (
    <Band aria-labelledby="home-title">
      <Inner>
        <div>
          <Eyebrow>{intl.formatMessage(heroMessages.eyebrow)}</Eyebrow>
          <Typography id="home-title" variant="h1" sx={{ maxWidth: '18em', mb: 2 }}>
            {intl.formatMessage(heroMessages.title)}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: '36em', mb: 3, fontSize: '1.0625rem' }}>
            {intl.formatMessage(heroMessages.subtitle)}
          </Typography>
          <StartTestButton />
          <Note>{intl.formatMessage(heroMessages.note)}</Note>
        </div>
        {isWideScreen() && (
          <Suspense fallback={<ArtPlace aria-hidden="true" />}>
            <HeroArt />
          </Suspense>
        )}
      </Inner>
    </Band>
  );
}
