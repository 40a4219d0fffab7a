import { type ComponentType, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { afterFirstPaint } from '../afterFirstPaint';
import { needsChoice, subscribeConsent } from '../consent';
import { closeCookieSettings, type ConsentUiProps, cookieSettingsOpen, loadConsentUi, subscribeCookieSettings } from '../consentSettings';
import { ErrorBoundary } from './ErrorBoundary';

/**
 * The banner and dialog once fetched. Rendered only when here, so nothing in the first page's tree ever waits for
 * it (a navigation is never held up by the banner's code).
 */
let LoadedConsentUi: ComponentType<ConsentUiProps> | null = null;

function CloseOnFailure() {
  useEffect(() => closeCookieSettings(), []);
  return null;
}

const closeOnFailure = () => <CloseOnFailure />;
const hasChoice = () => !needsChoice();

/**
 * Where the cookie banner and the cookie settings appear. Only this stays in the first page's code: the banner
 * and the dialog are fetched after the first paint when there is a question to ask (no choice stored and no
 * Global Privacy Control), or when someone opens the settings from the footer or the privacy policy.
 */
export function CookieConsentBanner() {
  const undecided = useSyncExternalStore(subscribeConsent, needsChoice, hasChoice);
  const settings = useSyncExternalStore(subscribeCookieSettings, cookieSettingsOpen, () => false);
  const [painted, setPainted] = useState(false);
  const [loaded, setLoaded] = useState(LoadedConsentUi !== null);
  useEffect(() => afterFirstPaint(() => setPainted(true)), []);
  // Leaving (or a test ending) never leaves the dialog open for whatever renders next.
  useEffect(() => closeCookieSettings, []);
  const banner = painted && undecided;
  const wanted = banner || settings;
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    loadConsentUi().then(
      (module) => {
        LoadedConsentUi = module.default;
        if (current) setLoaded(true);
      },
      () => closeCookieSettings(),
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded]);
  if (!wanted || !loaded || !LoadedConsentUi) return null;
  return (
    <ErrorBoundary fallback={closeOnFailure} resetKey={String(settings)}>
      <Suspense fallback={null}>
        <LoadedConsentUi banner={banner} settings={settings} />
      </Suspense>
    </ErrorBoundary>
  );
}
