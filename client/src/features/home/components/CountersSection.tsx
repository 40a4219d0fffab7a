import { styled } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { afterFirstPaint } from '../../../shared/afterFirstPaint';
import { ErrorBoundary } from '../../../shared/components/ErrorBoundary';
import { VisuallyHidden } from '../../../shared/components/VisuallyHidden';
import { counterMessages } from '../messages';
import { CountersError, CountersSkeleton } from './CountersView';

const loadPanel = () => import('./CountersPanel');

const Section = styled('section')(({ theme }) => ({
  maxWidth: 1120,
  margin: '0 auto',
  padding: theme.spacing(0, 2, 5),
}));

/** The live figures: placeholders first, then the figures once the page is idle. */
export function CountersSection() {
  const intl = useIntl();
  const [started, setStarted] = useState(false);
  const [Panel, setPanel] = useState(() => lazy(loadPanel));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => afterFirstPaint(() => setStarted(true)), []);

  const retryLoad = () => {
    setPanel(() => lazy(loadPanel));
    setAttempt((count) => count + 1);
  };

  return (
    <Section aria-labelledby="counters-title">
      <VisuallyHidden as="h2" id="counters-title">
        {intl.formatMessage(counterMessages.title)}
      </VisuallyHidden>
      {started ? (
        <ErrorBoundary key={attempt} fallback={() => <CountersError onRetry={retryLoad} />}>
          <Suspense fallback={<CountersSkeleton />}>
            <Panel />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <CountersSkeleton />
      )}
    </Section>
  );
}
