import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../../__generated__/fragment-masking';
import { TypeHero_TypeFragmentDoc } from '../../../__generated__/graphql';
import { TypeGlyph } from '../../../shared/components/TypeGlyph';
import { isTypeCode } from '../../../shared/typeCodes';
import { resultMessages } from '../messages';

const Hero = styled('section')(({ theme }) => ({
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

const Code = styled('p')({
  margin: '4px 0 6px',
  fontSize: 'clamp(3rem, 14vw, 4.5rem)',
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

/** The type at the top of the result: its glyph and four letters on the type's accent, its title and tagline. */
export function TypeHero(props: { type: FragmentType<typeof TypeHero_TypeFragmentDoc> }) {
  const intl = useIntl();
  const type = getFragmentData(TypeHero_TypeFragmentDoc, props.type);
  return (
    <Hero aria-labelledby="result-type-title" style={{ backgroundColor: type.accent }}>
      <Halo aria-hidden />
      {isTypeCode(type.code) && (
        <span style={{ display: 'inline-flex', padding: 10, borderRadius: 16, backgroundColor: 'rgba(255,255,255,0.14)' }}>
          <TypeGlyph code={type.code} color="#FFFFFF" size={52} />
        </span>
      )}
      <p style={{ margin: '20px 0 0', fontWeight: 700, fontSize: '0.9375rem' }}>{intl.formatMessage(resultMessages.eyebrow)}</p>
      <Code>{type.code}</Code>
      <Title id="result-type-title">{type.title}</Title>
      <Tagline>{type.tagline}</Tagline>
    </Hero>
  );
}

/** The type's short description, under the hero. */
export function TypeDescription(props: { type: FragmentType<typeof TypeHero_TypeFragmentDoc> }) {
  const type = getFragmentData(TypeHero_TypeFragmentDoc, props.type);
  return <p style={{ margin: 0, fontSize: '1.0625rem', lineHeight: 1.7 }}>{type.description}</p>;
}
