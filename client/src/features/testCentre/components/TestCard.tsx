import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatMoney } from '@innerscope/shared/money';
import { graphql } from '../../../__generated__';
import { type FragmentType, getFragmentData } from '../../../__generated__/fragment-masking';
import type { TestSuggestionReason } from '../../../__generated__/graphql';
import { useLocale } from '../../../i18n/LocaleContext';
import { testCentreMessages as m } from '../messages';
import { startPathOf } from '../testCentrePaths';
import { useTestLinkTo } from '../useTestLinkTo';

export const TestCardFragment = graphql(`
  fragment TestCard_card on TestCard {
    exam {
      id
      name(locale: $locale)
      minutes
      itemCount
      routeKey
      healthData
    }
    price {
      currency
      amount
    }
    included
    recentCompletions
    reason
  }
`);

const REASONS: Record<TestSuggestionReason, MessageDescriptor> = {
  WELLBEING: m.reasonWellbeing,
  GO_DEEPER: m.reasonGoDeeper,
  NEW_AREA: m.reasonNewArea,
  POPULAR: m.reasonPopular,
};

const Card = styled('li')(({ theme }) => ({
  position: 'relative',
  display: 'grid',
  alignContent: 'start',
  gap: theme.spacing(0.75),
  padding: theme.spacing(2.5),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  transition: 'border-color 120ms, box-shadow 120ms',
  '&:hover, &:focus-within': { borderColor: theme.palette.primary.main, boxShadow: theme.shadows[2] },
  '&:lang(ja)': { wordBreak: 'auto-phrase' },
  '&:lang(ko)': { wordBreak: 'keep-all' },
}));

/** The title's link covers the whole card, so the card is one target with one accessible name. */
const TitleLink = styled(Link)(({ theme }) => ({
  color: theme.palette.text.primary,
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: theme.shape.borderRadius },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

const Meta = styled('p')(({ theme }) => ({ margin: 0, color: theme.palette.text.secondary, fontSize: '0.875rem' }));

const Reason = styled('p')(({ theme }) => ({ margin: 0, color: theme.palette.primary.dark, fontSize: '0.875rem', fontWeight: 600 }));

/** One test: its name (the link to its start page), minutes and questions, the report's price or "included". */
export function TestCard(props: { readonly card: FragmentType<typeof TestCardFragment> }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const to = useTestLinkTo();
  const card = getFragmentData(TestCardFragment, props.card);
  const { exam } = card;
  return (
    <Card data-testid={`test-card-${exam.routeKey}`}>
      {/* "Often taken" is social proof, which a health exam never carries. */}
      {card.reason && !(card.reason === 'POPULAR' && exam.healthData) && <Reason>{intl.formatMessage(REASONS[card.reason])}</Reason>}
      <Typography variant="h6" component="h3" sx={{ fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.3 }}>
        <TitleLink to={to(startPathOf(exam.routeKey))}>{exam.name}</TitleLink>
      </Typography>
      <Meta>
        {intl.formatMessage(m.cardMinutes, { minutes: exam.minutes })}
        {' · '}
        {intl.formatMessage(m.cardItems, { count: exam.itemCount })}
      </Meta>
      {card.included ? (
        <Meta sx={{ color: 'success.dark', fontWeight: 600 }}>{intl.formatMessage(m.cardIncluded)}</Meta>
      ) : (
        card.price && <Meta>{intl.formatMessage(m.cardPrice, { price: formatMoney(card.price.amount, card.price.currency, locale) })}</Meta>
      )}
      {card.recentCompletions !== null && card.recentCompletions !== undefined && (
        <Meta>{intl.formatMessage(m.cardCompletions, { count: card.recentCompletions })}</Meta>
      )}
    </Card>
  );
}
