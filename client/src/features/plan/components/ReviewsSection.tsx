import VerifiedIcon from '@mui/icons-material/Verified';
import { useQuery } from '@apollo/client/react';
import Avatar from '@mui/material/Avatar';
import { styled } from '@mui/material/styles';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../../__generated__/fragment-masking';
import { PlanReviewsDocument, ReviewCard_ReviewFragmentDoc } from '../../../__generated__/graphql';
import { TypeGlyph } from '../../../shared/components/TypeGlyph';
import { accentOf, isTypeCode } from '../../../shared/typeCodes';
import { reviewMessages } from '../messages';
import { useCheckoutFormat } from '../useCheckoutFormat';

const List = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing(1.5),
}));

const Card = styled('li')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  '& header': { display: 'flex', gap: theme.spacing(1.5), alignItems: 'center' },
  '& .who': { display: 'grid', minWidth: 0 },
  '& .name': { fontWeight: 700 },
  '& .meta': {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: theme.spacing(1),
    fontSize: '0.875rem',
    color: theme.palette.text.secondary,
  },
  '& .type': { display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 700 },
  '& .stars': { color: '#8A5A00', letterSpacing: 2, fontSize: '1rem' },
  '& .verified': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    fontSize: '0.875rem',
    fontWeight: 600,
    color: '#1E5A2E',
  },
  '& blockquote': { margin: 0, lineHeight: 1.6, overflowWrap: 'anywhere' },
}));

/** Up to two initials of a name as the buyer gave it ("Ana S." gives AS). */
function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((part) => Array.from(part.replace(/[^\p{L}\p{N}]/gu, ''))[0] ?? '')
    .filter(Boolean);
  return (letters.slice(0, 2).join('') || '?').toUpperCase();
}

function ReviewCard(props: { review: FragmentType<typeof ReviewCard_ReviewFragmentDoc>; now: number }) {
  const intl = useIntl();
  const format = useCheckoutFormat();
  const review = getFragmentData(ReviewCard_ReviewFragmentDoc, props.review);
  const rating = Math.min(5, Math.max(0, Math.round(review.rating)));
  const typeCode = review.typeCode && isTypeCode(review.typeCode) ? review.typeCode : null;
  const country = format.countryName(review.country);
  const created = Date.parse(review.createdAt);
  return (
    <Card>
      <header>
        <Avatar aria-hidden sx={{ bgcolor: typeCode ? accentOf(typeCode).ink : 'primary.main', fontWeight: 700 }}>
          {initialsOf(review.name)}
        </Avatar>
        <div className="who">
          <span className="name">{review.name}</span>
          <span className="meta">
            {typeCode && (
              <span className="type">
                <TypeGlyph code={typeCode} color={accentOf(typeCode).ink} size={16} />
                {typeCode}
              </span>
            )}
            {country && <span>{country}</span>}
            {Number.isFinite(created) && (
              <time dateTime={review.createdAt}>{format.ago(created, props.now)}</time>
            )}
          </span>
        </div>
      </header>
      <span className="stars" role="img" aria-label={intl.formatMessage(reviewMessages.rating, { rating })}>
        {'★'.repeat(rating) + '☆'.repeat(5 - rating)}
      </span>
      <blockquote>{review.content}</blockquote>
      {review.verified && (
        <span className="verified">
          <VerifiedIcon fontSize="small" aria-hidden />
          {intl.formatMessage(reviewMessages.verified)}
        </span>
      )}
    </Card>
  );
}

/** Buyers' reviews, newest first. Nothing at all while they load, when they fail, or when there are none yet. */
export function ReviewsSection({ examId }: { examId: number }) {
  const intl = useIntl();
  const { data } = useQuery(PlanReviewsDocument, { variables: { examId, first: 6 } });
  // Times are counted from when the page opened, so they stay put while the visitor reads.
  const [now] = useState(() => Date.now());
  const reviews = data?.reviews ?? [];
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="plan-reviews-title">
      <h2 id="plan-reviews-title" style={{ margin: '0 0 12px', fontSize: '1.25rem' }}>
        {intl.formatMessage(reviewMessages.title)}
      </h2>
      <List>
        {reviews.map((review) => (
          <ReviewCard key={review.id} review={review} now={now} />
        ))}
      </List>
    </section>
  );
}
