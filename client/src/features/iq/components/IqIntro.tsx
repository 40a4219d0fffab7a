import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { Skeleton } from '../../../shared/components/Skeleton';
import { iqQuestionMessages as m } from '../messages';

/** The matrix test's page: one narrow column. */
export const IqPage = styled('div')(({ theme }) => ({
  maxWidth: 640,
  margin: '0 auto',
  padding: theme.spacing(2, 2, 6),
  display: 'grid',
  gap: theme.spacing(2.5),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4, 3, 8) },
  '& p': { lineHeight: 1.6 },
}));

export interface IqIntroFacts {
  readonly minutes: number;
  readonly itemCount: number;
}

interface IqIntroProps {
  /** The time limit and the number of items; null until known (a placeholder holds their line). */
  readonly facts: IqIntroFacts | null;
  /** Null while the practice item cannot be opened yet: the button shows, disabled. */
  readonly onPractice: (() => void) | null;
  /** The practice item is on its way: the button says so. */
  readonly loading?: boolean;
  /** The reader is heading for the button (pointer over it, focus): its code can be fetched ahead. */
  readonly onIntent?: () => void;
}

/** What the test asks and its time limit, stated before anything starts, with the way to the practice item. */
export function IqIntro({ facts, onPractice, loading = false, onIntent }: IqIntroProps) {
  const intl = useIntl();
  return (
    <section aria-labelledby="iq-title" style={{ display: 'grid', gap: 12 }}>
      <h1 id="iq-title" style={{ margin: 0, fontSize: 'clamp(1.625rem, 1.3rem + 1.5vw, 2.25rem)', lineHeight: 1.2 }}>
        {intl.formatMessage(m.title)}
      </h1>
      <p style={{ margin: 0 }}>{intl.formatMessage(m.intro)}</p>
      {facts ? (
        <p style={{ margin: 0, fontWeight: 700 }}>{intl.formatMessage(m.time, { minutes: facts.minutes, count: facts.itemCount })}</p>
      ) : (
        <Skeleton width="70%" />
      )}
      <p style={{ margin: 0 }}>{intl.formatMessage(m.guessing)}</p>
      <div>
        <Button
          variant="contained"
          size="large"
          disabled={!onPractice && !loading}
          loading={loading}
          onClick={onPractice ?? undefined}
          onPointerEnter={onIntent}
          onFocus={onIntent}
          onTouchStart={onIntent}
        >
          {intl.formatMessage(m.tryPractice)}
        </Button>
      </div>
    </section>
  );
}

/** The items' attribution, under the page's content. */
export function IqAttribution({ text }: { text: string | null | undefined }) {
  return text ? <p style={{ margin: 0, fontSize: '0.8125rem', opacity: 0.8 }}>{text}</p> : null;
}
