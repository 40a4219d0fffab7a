import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { typesMessages } from '../messages';
import { TypeIllustration } from '../../../shared/components/TypeIllustration';
import { TYPE_CODES } from '../../../shared/typeCodes';

interface Pole {
  readonly letter: string;
  readonly text: MessageDescriptor;
}

interface Pair {
  readonly id: string;
  readonly title: MessageDescriptor;
  readonly poles: readonly [Pole, Pole];
}

const PAIRS: readonly Pair[] = [
  {
    id: 'energy',
    title: typesMessages.energyTitle,
    poles: [
      { letter: 'E', text: typesMessages.extraversion },
      { letter: 'I', text: typesMessages.introversion },
    ],
  },
  {
    id: 'perception',
    title: typesMessages.perceptionTitle,
    poles: [
      { letter: 'S', text: typesMessages.sensing },
      { letter: 'N', text: typesMessages.intuition },
    ],
  },
  {
    id: 'decision',
    title: typesMessages.decisionTitle,
    poles: [
      { letter: 'T', text: typesMessages.thinking },
      { letter: 'F', text: typesMessages.feeling },
    ],
  },
  {
    id: 'lifestyle',
    title: typesMessages.lifestyleTitle,
    poles: [
      { letter: 'J', text: typesMessages.judging },
      { letter: 'P', text: typesMessages.perceiving },
    ],
  },
];

const Section = styled('section')(({ theme }) => ({
  maxWidth: 1120,
  margin: '0 auto',
  padding: theme.spacing(4, 2),
}));

const PairGrid = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  marginTop: theme.spacing(3),
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
}));

const Card = styled('article')(({ theme }) => ({
  padding: theme.spacing(2.5),
  // A few short lines: in Japanese they wrap between phrases, not inside a word.
  '&:lang(ja)': { wordBreak: 'auto-phrase' },
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
}));

const PoleRow = styled('p')(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.spacing(1.5),
  margin: theme.spacing(1.5, 0, 0),
  lineHeight: 1.55,
}));

const Letter = styled('span')(({ theme }) => ({
  flexShrink: 0,
  display: 'inline-grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  borderRadius: 10,
  fontWeight: 800,
  color: theme.palette.primary.contrastText,
  backgroundColor: theme.palette.primary.main,
}));

const CodeGrid = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: theme.spacing(3, 0, 0),
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: theme.spacing(2, 1),
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(8, minmax(0, 1fr))' },
}));

const CodeTile = styled('li')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.spacing(0.75),
  color: theme.palette.text.primary,
  fontWeight: 800,
  letterSpacing: '0.06em',
  fontSize: '0.9375rem',
}));

/** The picture fills its column; its square shape is kept before the file arrives. */
const TilePicture = styled(TypeIllustration)({
  display: 'block',
  width: '100%',
  maxWidth: 136,
  height: 'auto',
});

/** The four letter pairs in plain words, and the sixteen codes they make. */
export function TypesSection() {
  const intl = useIntl();
  return (
    <Section aria-labelledby="types-title">
      <Typography id="types-title" variant="h2" sx={{ mb: 1.5 }}>
        {intl.formatMessage(typesMessages.title)}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: '40em' }}>
        {intl.formatMessage(typesMessages.intro)}
      </Typography>
      <PairGrid>
        {PAIRS.map((pair) => (
          <Card key={pair.id}>
            <Typography variant="h3" component="h3">
              {intl.formatMessage(pair.title)}
            </Typography>
            {pair.poles.map((pole) => (
              <PoleRow key={pole.letter}>
                <Letter aria-hidden="true">{pole.letter}</Letter>
                <span>{intl.formatMessage(pole.text)}</span>
              </PoleRow>
            ))}
          </Card>
        ))}
      </PairGrid>
      <CodeGrid aria-label={intl.formatMessage(typesMessages.codesLabel)}>
        {TYPE_CODES.map((code) => (
          <CodeTile key={code}>
            <TilePicture code={code} size={136} />
            {code}
          </CodeTile>
        ))}
      </CodeGrid>
    </Section>
  );
}
