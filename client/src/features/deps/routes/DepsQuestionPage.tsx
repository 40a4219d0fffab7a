import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { examRouteOf } from '@innerscope/shared/routes';
// The question page through the module of its chunk, so the other tests' question page stays one chunk.
import { QuestionPage } from '../../../app/examPages';
import { useLocale } from '../../../i18n/LocaleContext';
import { searchWithSession, sessionIdFor } from '../../../state/examSessionRef';
import { sessionState } from '../../../state/sessionState';
import { type ConsentProblem, HealthConsentStep } from '../consent/HealthConsentStep';

const loadConsentApi = () => import('../consent/healthConsentApi').then((module) => module.healthConsentApi);

type Step = 'checking' | 'asking' | 'given';

/**
 * `/answer/question/DEPS-1801`: the depression screen asks for consent to health data before its first
 * question, then runs as every test does. A run resumed from `?s=` or this tab that already carries the consent
 * goes straight to its questions.
 */
export default function DepsQuestionPage() {
  const { examId, codeExamId } = examRouteOf(useParams()['codeExamId']);
  const { locale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const [resumeId] = useState(() => sessionIdFor(location.search, examId, sessionState.get('examSession')));
  const [step, setStep] = useState<Step>(resumeId ? 'checking' : 'asking');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ConsentProblem>(null);

  useEffect(() => {
    if (!resumeId) return;
    let live = true;
    loadConsentApi()
      .then((api) => api.given(resumeId, examId))
      .catch(() => false)
      .then((given) => {
        if (live) setStep(given ? 'given' : 'asking');
      });
    return () => {
      live = false;
    };
  }, [resumeId, examId]);

  const agree = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const outcome = await (await loadConsentApi()).agree(examId, locale, resumeId);
      if (!('id' in outcome)) {
        setProblem('refused');
        return;
      }
      const { id } = outcome;
      // The run continues on the question page from here; answers this tab kept belong to it only if it is the same run.
      if (id !== resumeId) sessionState.set('selectedAnswers', {});
      sessionState.set('examSession', { id, examId, scored: false });
      navigate({ pathname: location.pathname, search: searchWithSession(location.search, id), hash: location.hash }, { replace: true, state: location.state });
      setStep('given');
    } catch {
      setProblem('failed');
    } finally {
      setBusy(false);
    }
  };

  if (step === 'given') return <QuestionPage />;
  if (step === 'checking') return <div aria-busy="true" style={{ minHeight: '60vh' }} />;
  return <HealthConsentStep backTo={`/index/${codeExamId}`} onAgree={() => void agree()} busy={busy} problem={problem} />;
}
