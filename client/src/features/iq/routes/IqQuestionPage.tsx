import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { examRouteOf } from '@innerscope/shared/routes';
import type { IqIntroQuery } from '../../../__generated__/graphql';
import { useFromPage } from '../../../app/firstScreen';
import { useLocale } from '../../../i18n/LocaleContext';
import { IqAttribution, IqIntro, IqPage } from '../components/IqIntro';

/** The run itself (the items, the clock, the answers), with the GraphQL client: its own chunk, fetched at once. */
const IqRun = lazy(() => import('./IqRun'));

/**
 * `/answer/question/IQ-1803`: what the test asks and its time limit, a practice item with feedback, then the timed
 * items. The introduction the page came with (see app/firstScreen) shows at once, without the GraphQL client or
 * the items, which arrive beside it.
 */
export default function IqQuestionPage() {
  const { examId } = examRouteOf(useParams()['codeExamId']);
  const { locale } = useLocale();
  const intro = useFromPage<IqIntroQuery>('IqIntro', { examId, locale }) ?? null;
  const facts = intro?.exam ? { minutes: intro.exam.minutes, itemCount: intro.exam.itemCount } : null;
  return (
    <Suspense
      fallback={
        <IqPage>
          <IqIntro facts={facts} onPractice={null} />
          <IqAttribution text={intro?.questions.attribution} />
        </IqPage>
      }
    >
      <IqRun facts={facts} attribution={intro?.questions.attribution ?? null} />
    </Suspense>
  );
}
