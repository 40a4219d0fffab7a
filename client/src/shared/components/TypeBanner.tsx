import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { isTypeCode } from '../typeCodes';
import { TypeIllustration } from './TypeIllustration';

const Banner = styled('div')(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  padding: theme.spacing(4, 3, 4.5),
  borderRadius: 24,
  color: '#FFFFFF',
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(6, 6, 6.5) },
}));

/** A soft ring behind the glyph, in white at low opacity over the type's accent. */
const Halo = styled('span')({
  position: 'absolute',
  right: -60,
  top: -60,
  width: 220,
  height: 220,
  borderRadius: '50%',
  border: '28px solid rgba(255, 255, 255, 0.09)',
  pointerEvents: 'none',
});

/** Text beside the type's picture on wider screens; the picture on top on phones. */
const Layout = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'grid',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', columnGap: theme.spacing(5) },
}));

const Picture = styled(TypeIllustration)(({ theme }) => ({
  display: 'block',
  width: 112,
  height: 112,
  [theme.breakpoints.up('sm')]: { gridColumn: 2, gridRow: 1, width: 168, height: 168 },
  [theme.breakpoints.up('md')]: { width: 200, height: 200 },
}));

const Code = styled('p')({
  margin: '4px 0 6px',
  fontSize: 'clamp(2.75rem, 13vw, 4.5rem)',
  fontWeight: 800,
  letterSpacing: '0.06em',
  lineHeight: 1,
});

const Title = styled('h1')({
  margin: 0,
  fontSize: 'clamp(1.5rem, 1.1rem + 2vw, 2.25rem)',
  lineHeight: 1.25,
});

const Tagline = styled('p')(({ theme }) => ({
  margin: theme.spacing(1.5, 0, 0),
  maxWidth: 560,
  fontSize: '1.0625rem',
  lineHeight: 1.55,
}));

export interface TypeBannerProps {
  /** The element it is: the free result's section, or the report's header. */
  readonly as: 'section' | 'header';
  readonly type: { readonly code: string; readonly title: string; readonly tagline: string; readonly accent: string };
  /** The small line above the four letters. */
  readonly eyebrow: string;
  readonly titleId: string;
  readonly children?: ReactNode;
}

/** A type on its accent colour: its picture, four letters, title (the page's h1) and tagline; more below it if given. */
export function TypeBanner({ as, type, eyebrow, titleId, children }: TypeBannerProps) {
  return (
    <Banner as={as} aria-labelledby={as === 'section' ? titleId : undefined} style={{ backgroundColor: type.accent }}>
      <Halo aria-hidden />
      <Layout>
        {/* Above the fold: loaded at once, not lazily. */}
        {isTypeCode(type.code) && <Picture code={type.code} size={200} lazy={false} />}
        <div>
          <p style={{ margin: '20px 0 0', fontWeight: 700, fontSize: '0.9375rem' }}>{eyebrow}</p>
          <Code>{type.code}</Code>
          <Title id={titleId}>{type.title}</Title>
          <Tagline>{type.tagline}</Tagline>
        </div>
      </Layout>
      {children}
    </Banner>
  );
}
