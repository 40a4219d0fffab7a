import { Suspense, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { PublishTreeHolePostMutation } from '../../../__generated__/graphql';
import { MessageBundleProvider } from '../../../i18n/MessageBundleProvider';
import { CrisisPanel } from '../../../shared/components/report/CrisisPanel';
import { treeHoleMessages as m } from '../messages';

type Crisis = NonNullable<PublishTreeHolePostMutation['publishTreeHolePost']['crisis']>;

/**
 * Shown at once when a post is held for self-harm: the depression screen's panel of reviewed crisis lines for the
 * author's country (its words travel with the test's bundle), with the tree hole's own heading and words. Focus
 * moves to it, so a screen reader reads it first.
 */
export function TreeHoleCrisis({ crisis }: { crisis: Crisis }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('#crisis-title')?.focus();
  }, []);
  return (
    <div ref={ref}>
      {/* Until the lines' words are here (a moment: the page fetches them early), the heading and the words show. */}
      <Suspense fallback={<CrisisPanel title={intl.formatMessage(m.crisisTitle)} body={intl.formatMessage(m.crisisBody)} crisis={null} />}>
        <MessageBundleProvider bundle="funnel">
          <CrisisPanel title={intl.formatMessage(m.crisisTitle)} body={intl.formatMessage(m.crisisBody)} crisis={crisis} />
        </MessageBundleProvider>
      </Suspense>
    </div>
  );
}
