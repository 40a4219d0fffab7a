import { styled, useTheme } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { typeIllustrationUrl } from '../../../shared/components/TypeIllustration';
import type { TypeCode } from '../../../shared/typeCodes';
import type { LandingArtName } from '../landingThemes';

/** The colours a picture is drawn in: the page theme's own. */
interface Ink {
  /** Primary. */
  readonly p: string;
  /** Accent. */
  readonly a: string;
  /** Paper. */
  readonly w: string;
  /** Text. */
  readonly t: string;
}

const soft = (colour: string, alpha: string) => `${colour}${alpha}`;

/**
 * Small drawings, one per landing page, in a 320 × 240 box. Pure decoration (each page says everything in words),
 * so they are hidden from screen readers; drawn inline, they need no request.
 */
const DRAWINGS: Readonly<Record<Exclude<LandingArtName, 'typeTiles'>, (ink: Ink) => ReactElement>> = {
  notebook: ({ p, a, w, t }) => (
    <>
      <rect x="52" y="44" width="216" height="156" rx="14" fill={soft(p, '1f')} />
      <path d="M160 58v132" stroke={soft(p, '66')} strokeWidth="3" />
      <rect x="66" y="58" width="90" height="132" rx="8" fill={w} />
      <rect x="164" y="58" width="90" height="132" rx="8" fill={w} />
      <path d="M80 84h60M80 102h52M80 120h60M80 138h40" stroke={soft(t, '40')} strokeWidth="5" strokeLinecap="round" />
      <circle cx="209" cy="112" r="28" fill="none" stroke={p} strokeWidth="7" />
      <circle cx="209" cy="112" r="11" fill={a} />
      <path d="M270 48 236 168" stroke={t} strokeWidth="8" strokeLinecap="round" />
      <path d="m236 168-4 14 10-10" fill={a} />
    </>
  ),
  openDoor: ({ p, a, w, t }) => (
    <>
      <path d="M40 206h240" stroke={soft(t, '33')} strokeWidth="4" strokeLinecap="round" />
      <rect x="104" y="36" width="112" height="170" rx="10" fill={soft(p, '26')} />
      <path d="M116 48h88v158h-88z" fill={a} opacity=".55" />
      <path d="M116 48 170 62v158l-54-14z" fill={p} />
      <circle cx="160" cy="138" r="5" fill={w} />
      <path d="M216 96l44-20M216 126h50M216 156l44 20" stroke={a} strokeWidth="6" strokeLinecap="round" />
      <path d="M170 206c20 0 40 8 60 20" stroke={soft(p, '66')} strokeWidth="6" fill="none" strokeLinecap="round" strokeDasharray="2 14" />
    </>
  ),
  twoCircles: ({ p, a, w }) => (
    <>
      <circle cx="130" cy="122" r="70" fill={soft(p, '2e')} />
      <circle cx="190" cy="122" r="70" fill={soft(a, '80')} />
      <path d="M160 178c-16-12-38-28-38-52 0-14 10-24 22-24 7 0 12 4 16 9 4-5 9-9 16-9 12 0 22 10 22 24 0 24-22 40-38 52z" fill={p} />
      <path d="M62 56l6 12 12 6-12 6-6 12-6-12-12-6 12-6zM262 170l5 9 9 5-9 5-5 9-5-9-9-5 9-5z" fill={a} />
      <circle cx="252" cy="62" r="6" fill={w} stroke={p} strokeWidth="3" />
    </>
  ),
  mirror: ({ p, a, w, t }) => (
    <>
      <ellipse cx="150" cy="108" rx="62" ry="80" fill={p} />
      <ellipse cx="150" cy="108" rx="50" ry="68" fill={w} />
      <path d="M124 72c8-12 22-18 36-16" stroke={soft(p, '55')} strokeWidth="6" fill="none" strokeLinecap="round" />
      <path d="M150 188v22M118 214h64" stroke={t} strokeWidth="7" strokeLinecap="round" />
      <circle cx="236" cy="150" r="13" fill={a} />
      <circle cx="236" cy="124" r="13" fill={a} />
      <circle cx="260" cy="137" r="13" fill={a} />
      <circle cx="212" cy="137" r="13" fill={a} />
      <circle cx="236" cy="137" r="9" fill={p} />
      <path d="M236 150c0 24-4 40-12 60" stroke={p} strokeWidth="5" fill="none" strokeLinecap="round" />
    </>
  ),
  lens: ({ p, a, w }) => (
    <>
      <rect x="70" y="50" width="84" height="64" rx="14" fill={soft(p, '2e')} />
      <rect x="166" y="50" width="84" height="64" rx="14" fill={soft(a, '80')} />
      <rect x="70" y="126" width="84" height="64" rx="14" fill={soft(a, '80')} />
      <rect x="166" y="126" width="84" height="64" rx="14" fill={soft(p, '2e')} />
      <circle cx="160" cy="120" r="52" fill={w} stroke={p} strokeWidth="12" />
      <circle cx="160" cy="120" r="22" fill={a} />
      <path d="M132 104a30 30 0 0 1 20-18" stroke={soft(p, '66')} strokeWidth="8" fill="none" strokeLinecap="round" />
    </>
  ),
  clock: ({ p, a, w, t }) => (
    <>
      <circle cx="150" cy="122" r="84" fill={soft(p, '1f')} />
      <circle cx="150" cy="122" r="66" fill={w} stroke={p} strokeWidth="8" />
      <path d="M150 56a66 66 0 0 1 66 66h-66z" fill={a} opacity=".8" />
      <path d="M150 122V76M150 122h34" stroke={t} strokeWidth="7" strokeLinecap="round" />
      <circle cx="150" cy="122" r="7" fill={p} />
      <path d="M244 108h40m-14-14 14 14-14 14" stroke={p} strokeWidth="8" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  sunrise: ({ p, a, w, t }) => (
    <>
      <path d="M60 150a100 100 0 0 1 200 0z" fill={soft(a, '55')} />
      <path d="M100 150a60 60 0 0 1 120 0z" fill={a} />
      <path d="M160 44v22M96 70l14 14M224 70l-14 14M62 116h20M238 116h20" stroke={a} strokeWidth="6" strokeLinecap="round" />
      <path d="M30 150h260" stroke={t} strokeWidth="5" strokeLinecap="round" />
      <path d="M150 150 116 214h88l-34-64z" fill={p} />
      <path d="M160 162v10M160 184v12" stroke={w} strokeWidth="5" strokeLinecap="round" />
    </>
  ),
  sprout: ({ p, a, w, t }) => (
    <>
      <path d="M50 206h56v-24h56v-24h56v-24h52" stroke={soft(p, '55')} strokeWidth="6" fill="none" strokeLinejoin="round" />
      <path d="M132 150h56l-8 58h-40z" fill={a} />
      <rect x="126" y="142" width="68" height="16" rx="6" fill={t} />
      <path d="M160 142V92" stroke={p} strokeWidth="7" strokeLinecap="round" />
      <path d="M160 110c-30 0-46-16-48-42 28 0 46 14 48 42z" fill={p} />
      <path d="M160 96c4-26 22-40 50-40-2 28-20 42-50 40z" fill={soft(p, 'aa')} />
      <circle cx="262" cy="110" r="8" fill={w} stroke={p} strokeWidth="4" />
    </>
  ),
  contourMap: ({ p, a, w, t }) => (
    <>
      <path d="M40 60 116 40l88 20 76-20v150l-76 20-88-20-76 20z" fill={w} stroke={soft(t, '33')} strokeWidth="3" strokeLinejoin="round" />
      <path d="M116 40v150M204 60v150" stroke={soft(t, '22')} strokeWidth="3" />
      <path d="M70 150c10-40 50-70 90-62s70 40 86 18" stroke={soft(p, '88')} strokeWidth="4" fill="none" />
      <path d="M92 160c12-26 40-46 68-40s52 28 70 12" stroke={soft(p, 'bb')} strokeWidth="4" fill="none" />
      <path d="M118 168c10-14 26-24 42-20s32 16 44 8" stroke={p} strokeWidth="4" fill="none" />
      <path d="M226 110c0-18 13-30 28-30s28 12 28 30c0 22-28 46-28 46s-28-24-28-46z" fill={a} />
      <circle cx="254" cy="110" r="10" fill={w} />
    </>
  ),
  moon: ({ p, a, w, t }) => (
    <>
      <circle cx="160" cy="110" r="86" fill={soft(p, '1a')} />
      <path d="M186 42a66 66 0 1 0 48 110 56 56 0 1 1-48-110z" fill={a} />
      <path d="M72 84l4 8 8 4-8 4-4 8-4-8-8-4 8-4zM258 60l3 6 6 3-6 3-3 6-3-6-6-3 6-3z" fill={p} />
      <path d="M60 192c16-10 32-10 48 0s32 10 48 0 32-10 48 0 32 10 48 0" stroke={p} strokeWidth="6" fill="none" strokeLinecap="round" />
      <path d="M84 214c16-8 32-8 48 0s32 8 48 0 32-8 48 0" stroke={soft(p, '77')} strokeWidth="5" fill="none" strokeLinecap="round" />
      <circle cx="112" cy="132" r="4" fill={w} />
      <circle cx="128" cy="60" r="3" fill={t} opacity=".4" />
    </>
  ),
  blocks: ({ p, a, w, t }) => (
    <>
      <path d="M40 206h240" stroke={soft(t, '33')} strokeWidth="4" strokeLinecap="round" />
      <rect x="62" y="138" width="68" height="68" rx="10" fill={p} />
      <rect x="136" y="138" width="68" height="68" rx="10" fill={a} />
      <circle cx="238" cy="172" r="34" fill={soft(p, '55')} />
      <path d="M134 128 170 64l36 64z" fill={p} stroke={w} strokeWidth="4" strokeLinejoin="round" />
      <rect x="98" y="80" width="40" height="52" rx="8" fill={soft(a, '99')} />
      <path d="M232 70l14 14 26-30" stroke={p} strokeWidth="8" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  bubbles: ({ p, a, w, t }) => (
    <>
      <path d="M44 60a18 18 0 0 1 18-18h118a18 18 0 0 1 18 18v56a18 18 0 0 1-18 18H92l-30 24v-24a18 18 0 0 1-18-18z" fill={p} />
      <path d="M70 74h98M70 96h64" stroke={w} strokeWidth="7" strokeLinecap="round" />
      <path d="M122 136a18 18 0 0 1 18-18h118a18 18 0 0 1 18 18v50a18 18 0 0 1-18 18v22l-28-22h-90a18 18 0 0 1-18-18z" fill={soft(a, 'cc')} />
      <circle cx="172" cy="160" r="7" fill={t} />
      <circle cx="198" cy="160" r="7" fill={t} />
      <circle cx="224" cy="160" r="7" fill={t} />
    </>
  ),
  paperPlane: ({ p, a, w, t }) => (
    <>
      <path d="M40 196c40-6 70-30 90-60s50-56 90-62" stroke={soft(p, '66')} strokeWidth="5" fill="none" strokeLinecap="round" strokeDasharray="2 14" />
      <path d="M196 58 292 30l-40 96-24-30z" fill={p} />
      <path d="m228 96 64-66-96 28z" fill={a} />
      <path d="m228 96 8 40 16-10z" fill={t} opacity=".7" />
      <path d="M60 70l5 10 10 5-10 5-5 10-5-10-10-5 10-5zM118 186l4 8 8 4-8 4-4 8-4-8-8-4 8-4z" fill={a} />
      <circle cx="260" cy="182" r="10" fill={w} stroke={p} strokeWidth="4" />
    </>
  ),
};

const Figure = styled('div')(({ theme }) => ({
  width: '100%',
  maxWidth: 320,
  justifySelf: 'center',
  [theme.breakpoints.up('md')]: { maxWidth: 400 },
  '& svg': { display: 'block', width: '100%', height: 'auto' },
}));

const Tiles = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.spacing(2),
  width: '100%',
  maxWidth: 320,
  justifySelf: 'center',
  '& img': {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: '1',
    borderRadius: 24,
    backgroundColor: theme.palette.background.paper,
    boxShadow: '0 12px 32px -16px rgba(31, 41, 51, 0.35)',
  },
}));

/** A landing page's picture in the page theme's colours; the sixteen-types page shows four of the type pictures. */
export function LandingArt({ art, types = [] }: { art: LandingArtName; types?: readonly TypeCode[] }) {
  const theme = useTheme();
  if (art === 'typeTiles') {
    return (
      <Tiles aria-hidden="true" data-art={art}>
        {types.map((code) => (
          <img key={code} src={typeIllustrationUrl(code)} alt="" width={148} height={148} decoding="async" />
        ))}
      </Tiles>
    );
  }
  const ink: Ink = {
    p: theme.palette.primary.main,
    a: theme.palette.secondary.main,
    w: theme.palette.background.paper,
    t: theme.palette.text.primary,
  };
  return (
    <Figure aria-hidden="true" data-art={art}>
      <svg viewBox="0 0 320 240" width="320" height="240" focusable="false">
        {DRAWINGS[art](ink)}
      </svg>
    </Figure>
  );
}
