import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { HomeCountersQuery, ReportDelivery } from '../../../__generated__/graphql';
import { counterMessages, factMessages } from '../messages';
import { Grid, Item } from './CountersView';

export type HomeFiguresData = HomeCountersQuery;

/** Four tiles: as many as fit on one row of a desktop, two rows on a phone. */
const TILES = 4;

const Value = styled('dd')(({ theme }) => ({
  margin: 0,
  // Seven-digit totals must fit half of a 360 px screen on one line.
  fontSize: 'clamp(1.25rem, 5.4vw, 1.75rem)',
  fontWeight: 700,
  lineHeight: 1.2,
  color: theme.palette.primary.main,
  whiteSpace: 'nowrap',
}));

const Label = styled('dt')(({ theme }) => ({
  fontSize: '0.875rem',
  lineHeight: 1.4,
  color: theme.palette.text.secondary,
}));

const Detail = styled('span')(({ theme }) => ({
  display: 'block',
  fontSize: '0.8125rem',
  fontWeight: 400,
  color: theme.palette.text.secondary,
}));

const Delivery = styled('p')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1),
  minHeight: 32,
  margin: theme.spacing(1.5, 0, 0),
  fontSize: '0.9375rem',
  color: theme.palette.text.secondary,
  '& .way': {
    padding: theme.spacing(0.25, 1.25),
    borderRadius: 999,
    backgroundColor: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    color: theme.palette.text.primary,
    whiteSpace: 'nowrap',
  },
}));

interface Tile {
  readonly id: string;
  readonly label: ReactNode;
  readonly value: ReactNode;
}

const WAYS: Readonly<Record<ReportDelivery, MessageDescriptor>> = {
  SCREEN: factMessages.onScreen,
  PDF: factMessages.pdf,
  EMAIL: factMessages.email,
};

/** Figures about people that the server published (each rests on enough people), in the order they are shown. */
function liveTiles({ homeCounters: c }: HomeFiguresData, intl: ReturnType<typeof useIntl>): Tile[] {
  const tiles: Tile[] = [];
  const number = (value: number) => intl.formatNumber(value);
  if (c.takenToday !== null) tiles.push({ id: 'today', label: intl.formatMessage(counterMessages.takenToday), value: number(c.takenToday) });
  if (c.inRegion !== null) {
    const region = c.region ? (intl.formatDisplayName(c.region, { type: 'region', fallback: 'code' }) ?? c.region) : null;
    tiles.push({
      id: 'region',
      label: region ? intl.formatMessage(counterMessages.inRegion, { region }) : intl.formatMessage(counterMessages.inYourRegion),
      value: number(c.inRegion),
    });
  }
  if (c.totalCompleted !== null) tiles.push({ id: 'total', label: intl.formatMessage(counterMessages.totalCompleted), value: number(c.totalCompleted) });
  if (c.accuracyRating !== null && c.ratingCount !== null) {
    tiles.push({
      id: 'accuracy',
      label: intl.formatMessage(counterMessages.accuracy),
      value: (
        <>
          {intl.formatMessage(counterMessages.accuracyValue, { rating: c.accuracyRating })}
          <Detail>{intl.formatMessage(counterMessages.ratingCount, { count: c.ratingCount })}</Detail>
        </>
      ),
    });
  }
  return tiles;
}

/** What is true of the test from its first day, drawn from its data. */
function factTiles({ examFacts: f }: HomeFiguresData, intl: ReturnType<typeof useIntl>): Tile[] {
  return [
    { id: 'questions', label: intl.formatMessage(factMessages.questions, { count: f.questionCount }), value: intl.formatNumber(f.questionCount) },
    {
      id: 'minutes',
      label: intl.formatMessage(f.minutesMeasured ? factMessages.minutesMeasured : factMessages.minutesEstimated),
      value: intl.formatNumber(f.minutes, { style: 'unit', unit: 'minute', unitDisplay: 'short' }),
    },
    { id: 'dimensions', label: intl.formatMessage(factMessages.dimensions, { count: f.dimensionCount }), value: intl.formatNumber(f.dimensionCount) },
    { id: 'languages', label: intl.formatMessage(factMessages.languages, { count: f.languageCount }), value: intl.formatNumber(f.languageCount) },
  ];
}

/**
 * The home figures: those about people once the server publishes them (never about one person, never zeros), and
 * facts about the test in the tiles left, so a new install shows what is true rather than "0".
 */
export function HomeFigures({ data }: { data: HomeFiguresData }) {
  const intl = useIntl();
  const tiles = [...liveTiles(data, intl), ...factTiles(data, intl)].slice(0, TILES);
  const ways = data.examFacts.reportDelivery.filter((way) => way in WAYS);
  return (
    <>
      <Grid>
        {tiles.map((tile) => (
          <Item key={tile.id} data-figure={tile.id}>
            <Label>{tile.label}</Label>
            <Value>{tile.value}</Value>
          </Item>
        ))}
      </Grid>
      {ways.length > 0 && (
        <Delivery>
          <span>{intl.formatMessage(factMessages.report)}</span>
          {ways.map((way) => (
            <span key={way} className="way">
              {intl.formatMessage(WAYS[way])}
            </span>
          ))}
        </Delivery>
      )}
    </>
  );
}
