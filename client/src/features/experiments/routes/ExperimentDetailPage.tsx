import { ApolloProvider, useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../shared/components/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ExperimentDetailDocument, type ExperimentDetailQuery, type ExperimentKey, SubmitExperimentRunDocument, type SubmitExperimentRunMutation } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { useLocale } from '../../../i18n/LocaleContext';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { codeExamIdOr } from '../../account/accountPaths';
import { EXPERIMENT_TEXTS } from '../contentMessages';
import { experimentsPath, keyOfSlug } from '../experimentPaths';
import { experimentsMessages as m } from '../messages';
import { ResultView } from '../components/ResultView';
import { taskMessages as t } from '../run/taskMessages';
import type { StroopVariant } from '../run/StroopTask';
import type { Trial } from '../run/trials';
import { ExperimentsLayout } from './ExperimentsPage';

const loadRunner = () => import('../run/ExperimentRunner');
const ExperimentRunner = lazy(loadRunner);

type Detail = ExperimentDetailQuery['experiment'];
type Step = 'intro' | 'practice' | 'between' | 'run' | 'sending' | 'result';

const ERROR_MESSAGES = { TOO_FEW_VALID_TRIALS: m.tooFewValid } as const;

/** One experiment: intro (the science and what to do), practice, the run, then the result against past and everyone's. */
function ExperimentDetailPage() {
  const intl = useIntl();
  const to = useLocalizedTo();
  const codeExamId = codeExamIdOr(useParams()['codeExamId']);
  const key = keyOfSlug(useSearchParams()[0].get('id'));
  const { data, error, refetch } = useQuery(ExperimentDetailDocument, { variables: { key: key ?? 'STROOP' }, skip: key === null, fetchPolicy: 'cache-and-network' });
  const detail = data?.experiment ?? null;

  return (
    <ExperimentsLayout>
      <nav>
        <Link to={to(experimentsPath(codeExamId))}>{intl.formatMessage(m.back)}</Link>
      </nav>
      {key === null ? (
        <div className="problem" role="alert">
          <p>{intl.formatMessage(m.notFound)}</p>
        </div>
      ) : detail ? (
        <Flow key={key} experimentKey={key} detail={detail} />
      ) : error ? (
        <div className="problem" role="alert">
          <p>{intl.formatMessage(m.loadFailed)}</p>
          <Button variant="contained" onClick={() => void refetch().catch(() => undefined)}>
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      ) : (
        <div role="status" aria-busy="true" aria-label={intl.formatMessage(m.loading)}>
          <Skeleton variant="rounded" height={360} sx={{ borderRadius: 4 }} />
        </div>
      )}
    </ExperimentsLayout>
  );
}

function Flow({ experimentKey, detail }: { experimentKey: ExperimentKey; detail: Detail }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const texts = EXPERIMENT_TEXTS[experimentKey];
  const [step, setStep] = useState<Step>('intro');
  // Each step starts at the top, so the task is on screen on a phone (an instant jump: nothing glides).
  const go = useCallback((next: Step) => {
    setStep(next);
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, []);
  const [variant, setVariant] = useState<StroopVariant>('colour');
  const [trials, setTrials] = useState<Trial[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [payload, setPayload] = useState<SubmitExperimentRunMutation['submitExperimentRun'] | null>(null);
  const [submit] = useMutation(SubmitExperimentRunDocument, { refetchQueries: ['ExperimentList', 'ExperimentDetail'] });

  // The run's code loads while the intro is read.
  useEffect(() => {
    loadRunner().catch(() => undefined);
  }, []);


  const send = useCallback(
    (run: Trial[]) => {
      setTrials(run);
      setProblem(null);
      go('sending');
      submit({ variables: { input: { experiment: experimentKey, locale, trials: run } } }).then(
        (res) => {
          const result = res.data?.submitExperimentRun ?? null;
          const code = result?.errors[0]?.code;
          if (code) setProblem(intl.formatMessage(ERROR_MESSAGES[code]));
          else if (result?.run) {
            setPayload(result);
            go('result');
          }
        },
        (e: unknown) => {
          const bad = (e as { errors?: { extensions?: { code?: string } }[] })?.errors?.[0]?.extensions?.code === 'BAD_USER_INPUT';
          setProblem(intl.formatMessage(bad ? m.badRun : m.sendFailed));
        },
      );
    },
    [submit, experimentKey, locale, intl, go],
  );
  const practiceDone = useCallback(() => go('between'), [go]);
  const again = () => {
    setPayload(null);
    setProblem(null);
    go('intro');
  };

  const heading = <h1>{intl.formatMessage(texts.name)}</h1>;
  if (step === 'intro') {
    const sample = detail.experiment.everyone.sampleSize;
    return (
      <>
        <header>
          {heading}
          <p className="intro">{intl.formatMessage(texts.measures)} · {intl.formatMessage(m.minutes, { minutes: detail.experiment.minutes })}</p>
        </header>
        <section aria-labelledby="science" className="problem" style={{ gap: 8 }}>
          <h2 id="science" style={{ margin: 0, fontSize: '1.125rem' }}>{intl.formatMessage(m.theScience)}</h2>
          <p style={{ fontWeight: 400 }}>{intl.formatMessage(texts.science)}</p>
          <h2 style={{ margin: '8px 0 0', fontSize: '1.125rem' }}>{intl.formatMessage(m.whatYouDo)}</h2>
          <p style={{ fontWeight: 400 }}>{intl.formatMessage(texts.how)}</p>
          <p style={{ fontWeight: 400 }}>{intl.formatMessage(m.conditions)}</p>
          <p style={{ fontWeight: 400 }}>{intl.formatMessage(m.visualNote)}</p>
          {experimentKey === 'STROOP' && (
            <div style={{ display: 'grid', gap: 8 }}>
              <p style={{ fontWeight: 400 }} id="stroop-variant-note">{intl.formatMessage(t.colourNote)}</p>
              <ToggleButtonGroup
                exclusive
                value={variant}
                onChange={(_e, v: StroopVariant | null) => v && setVariant(v)}
                aria-label={intl.formatMessage(t.variantLabel)}
                aria-describedby="stroop-variant-note"
                fullWidth
                sx={{ maxWidth: 480 }}
              >
                <ToggleButton value="colour">{intl.formatMessage(t.variantColour)}</ToggleButton>
                <ToggleButton value="shape">{intl.formatMessage(t.variantShape)}</ToggleButton>
              </ToggleButtonGroup>
            </div>
          )}
          <p className="muted" style={{ fontWeight: 400 }}>{intl.formatMessage(m.sampleSize, { count: sample })}</p>
          <Button variant="contained" size="large" onClick={() => go('practice')}>
            {intl.formatMessage(m.startPractice)}
          </Button>
        </section>
      </>
    );
  }

  return (
    <>
      <header>{heading}</header>
      {step === 'practice' || step === 'run' ? (
        <Suspense fallback={<Skeleton variant="rounded" height={340} sx={{ borderRadius: 4 }} />}>
          <ExperimentRunner experiment={experimentKey} phase={step} stroopVariant={variant} onDone={step === 'practice' ? practiceDone : send} />
        </Suspense>
      ) : step === 'between' ? (
        <div className="problem">
          <p>{intl.formatMessage(m.practiceDone)}</p>
          <Button variant="contained" size="large" onClick={() => go('run')} autoFocus>
            {intl.formatMessage(m.startRun)}
          </Button>
        </div>
      ) : step === 'sending' ? (
        <div className="problem" role={problem ? 'alert' : 'status'}>
          <p>{problem ?? intl.formatMessage(m.sending)}</p>
          {problem && (
            <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
              {problem === intl.formatMessage(m.sendFailed) && (
                <Button variant="contained" onClick={() => send(trials)}>
                  {intl.formatMessage(m.sendAgain)}
                </Button>
              )}
              <Button variant="outlined" onClick={again}>
                {intl.formatMessage(m.again)}
              </Button>
            </div>
          )}
        </div>
      ) : payload?.run ? (
        <ResultView payload={payload} run={payload.run} unit={detail.experiment.unit} signedIn={detail.signedIn} onAgain={again} />
      ) : null}
    </>
  );
}

export default function ExperimentDetailRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <ExperimentDetailPage />
    </ApolloProvider>
  );
}
