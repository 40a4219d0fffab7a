import { styled } from '@mui/material/styles';
import { typeIllustrationUrl } from '../../../shared/components/TypeIllustration';
import type { TypeCode } from '../../../shared/typeCodes';

/**
 * Seven of the sixteen type pictures in three staggered columns, beside the headline on wide screens. Purely
 * decorative (the types are named in the section below), so the pictures carry no text for screen readers. On
 * phones the whole figure is `display: none`, and lazy images that are not displayed are never fetched.
 */
const COLUMNS: readonly (readonly TypeCode[])[] = [
  ['ENFP', 'ISFJ'],
  ['INTJ', 'ESFP', 'INFP'],
  ['ESTJ', 'ENFJ'],
];

const Figure = styled('div')(({ theme }) => ({
  display: 'none',
  [theme.breakpoints.up('md')]: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    alignItems: 'center',
    gap: theme.spacing(2),
    width: '100%',
    maxWidth: 440,
    justifySelf: 'end',
  },
}));

const Column = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
}));

const Tile = styled('img')(({ theme }) => ({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  borderRadius: 28,
  backgroundColor: theme.palette.background.paper,
  boxShadow: '0 12px 32px -16px rgba(31, 41, 51, 0.35)',
}));

export function HeroArt() {
  return (
    <Figure aria-hidden="true">
      {COLUMNS.map((codes) => (
        <Column key={codes.join('')}>
          {codes.map((code) => (
            <Tile key={code} src={typeIllustrationUrl(code)} alt="" width={136} height={136} loading="lazy" decoding="async" />
          ))}
        </Column>
      ))}
    </Figure>
  );
}
