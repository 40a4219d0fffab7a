import type { Locale } from '@innerscope/shared/locales';
import { type KeyValueStore, parseJson, safeStore } from './storage';

/**
 * An answer as the server takes it: on the seven-point scale +3 strongly agree, 0 neutral, -3 strongly disagree;
 * on the frequency scales 0 to 3 or 0 to 5; on the five-point self-description scale 1 to 5.
 */
export type AnswerValue = -3 | -2 | -1 | 0 | 1 | 2 | 3 | 4 | 5;

/** One answer per statement id (such as `EI01`), for the session named in `examSession`. */
export type SelectedAnswers = Record<string, AnswerValue>;

/** The visitor's run through a test: its private id (the key to its answers and result) and the exam. */
export interface ExamSessionRef {
  readonly id: string;
  readonly examId: number;
  /** Whether the answers as they stand now have been scored (submitted and not edited since). */
  readonly scored: boolean;
}

export interface QuestionInfo {
  readonly examId: number;
  readonly code: string;
  /** Total number of questions in the test. */
  readonly total: number;
  /** The part (1, 2 or 3) the visitor is in. */
  readonly part: number;
}

export interface FormInfo {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly birthYear: number | null;
  readonly gender: 'male' | 'female' | null;
  readonly country: string;
}

export type PaymentMethod = 'card' | 'paypal' | 'applePay' | 'googlePay';

export interface ProtocolLink {
  readonly id: number;
  readonly kind: 'terms' | 'privacy';
  readonly title: string;
}

/**
 * What the funnel remembers for one browser tab (session storage), so a reload or a chunk-reload keeps the
 * visitor's answers and choices.
 */
export interface SessionState {
  locale: Locale;
  examSession: ExamSessionRef;
  selectedAnswers: SelectedAnswers;
  questionInfo: QuestionInfo;
  formInfo: FormInfo;
  email: string;
  appExamId: number;
  paymentMethod: PaymentMethod;
  questionPageNumber: number;
  /** Two-letter continent code of the visitor (EU for Europe), as the server reports it. */
  continentCode: string;
  /** The landing page the visitor arrived on, to return to it from the funnel. */
  landingPageHref: string;
  /** Whether the visitor is in the second phase (the subscription plan steps). */
  secondPhase: boolean;
  protocols: readonly ProtocolLink[];
  /** The exam content language, which can differ from the interface locale. */
  language: string;
  activeNavigationTab: string;
  /** Orders whose upsell steps have asked "are you sure?" once already: they never ask again. */
  upsellConfirmAsked: readonly string[];
}

export type SessionKey = keyof SessionState;

const PREFIX = 'innerscope:';

export interface SessionStateStore {
  get<K extends SessionKey>(key: K): SessionState[K] | undefined;
  set<K extends SessionKey>(key: K, value: SessionState[K]): void;
  update<K extends SessionKey>(key: K, change: (current: SessionState[K] | undefined) => SessionState[K]): void;
  remove(key: SessionKey): void;
  /** Forgets everything this store wrote (other session-storage entries stay). */
  clear(): void;
}

/**
 * A typed view of session storage, one entry per key. Values are JSON; a damaged entry reads as absent.
 * Reads are not validated beyond JSON: only this store writes these keys.
 */
export function createSessionState(store: KeyValueStore): SessionStateStore {
  const read = <K extends SessionKey>(key: K): SessionState[K] | undefined =>
    parseJson(store.getItem(PREFIX + key)) as SessionState[K] | undefined;
  const write = <K extends SessionKey>(key: K, value: SessionState[K]): void =>
    store.setItem(PREFIX + key, JSON.stringify(value));
  return {
    get: read,
    set: write,
    update: (key, change) => write(key, change(read(key))),
    remove: (key) => store.removeItem(PREFIX + key),
    clear: () => {
      for (const key of store.keys()) if (key.startsWith(PREFIX)) store.removeItem(key);
    },
  };
}

/** The tab's session state. */
export const sessionState: SessionStateStore = createSessionState(
  safeStore(() => (typeof window === 'undefined' ? undefined : window.sessionStorage)),
);
