import type { AdEvent, PixelPlatform } from '@innerscope/shared/tracking';
import { AdPixelsDocument, type AdPixelsQuery } from '../../__generated__/graphql';
import { loadApolloClient } from '../../app/lazyApollo';
import { consentModeDefaults, consentModeFor, effectiveChoices } from '../consent';
import type { AdEventData } from '../adEvents';

type Ids = Omit<AdPixelsQuery['adPixels'], '__typename'>;
type Queue = ((...args: unknown[]) => void) & { queue?: unknown[]; q?: unknown[] };
type PixelWindow = Window & {
  fbq?: Queue;
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  ttq?: { track: (...args: unknown[]) => void; load: (id: string) => void; page: () => void; queue?: unknown[] };
  snaptr?: Queue;
  uetq?: unknown[] & { push: (...args: unknown[]) => void };
};

const win = () => window as PixelWindow;

/** The platforms' own names for the three events. */
const NAMES: Record<PixelPlatform, Record<AdEvent, string>> = {
  meta: { purchase: 'Purchase', checkout: 'InitiateCheckout', addPaymentInfo: 'AddPaymentInfo' },
  googleAds: { purchase: 'purchase', checkout: 'begin_checkout', addPaymentInfo: 'add_payment_info' },
  tiktok: { purchase: 'CompletePayment', checkout: 'InitiateCheckout', addPaymentInfo: 'AddPaymentInfo' },
  snapchat: { purchase: 'PURCHASE', checkout: 'START_CHECKOUT', addPaymentInfo: 'ADD_BILLING' },
  microsoft: { purchase: 'purchase', checkout: 'begin_checkout', addPaymentInfo: 'add_payment_info' },
};

const SCRIPTS: Record<PixelPlatform, (id: string) => string> = {
  meta: () => 'https://connect.facebook.net/en_US/fbevents.js',
  googleAds: (id) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
  tiktok: (id) => `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(id)}&lib=ttq`,
  snapchat: () => 'https://sc-static.net/scevent.min.js',
  microsoft: () => 'https://bat.bing.com/bat.js',
};

let ids: Promise<Ids> | undefined;
const started = new Set<PixelPlatform>();

function addScript(src: string): void {
  if ([...document.scripts].some((script) => script.src === src)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.adPixel = 'true';
  script.addEventListener('error', () => script.remove(), { once: true });
  document.head.append(script);
}

/** The platform's command queue, as its own snippet sets it up, so calls made before the script runs are kept. */
function start(platform: PixelPlatform, id: string): void {
  if (started.has(platform)) return;
  started.add(platform);
  const w = win();
  switch (platform) {
    case 'meta': {
      const fbq: Queue = (...args: unknown[]) => void fbq.queue!.push(args);
      fbq.queue = [];
      w.fbq = fbq;
      fbq('consent', 'grant');
      fbq('init', id);
      break;
    }
    case 'googleAds': {
      w.dataLayer = w.dataLayer ?? [];
      // gtag reads the arguments object itself.
      w.gtag = function gtag() {
        // oxlint-disable-next-line prefer-rest-params -- gtag's queue format
        w.dataLayer!.push(arguments);
      };
      w.gtag('consent', 'default', consentModeDefaults());
      w.gtag('consent', 'update', consentModeFor(effectiveChoices()));
      w.gtag('js', new Date());
      w.gtag('config', id);
      break;
    }
    case 'tiktok': {
      const q: unknown[] = [];
      w.ttq = { queue: q, track: (...args) => void q.push(['track', ...args]), load: (pixel) => void q.push(['load', pixel]), page: () => void q.push(['page']) };
      w.ttq.load(id);
      break;
    }
    case 'snapchat': {
      const snaptr: Queue = (...args: unknown[]) => void snaptr.queue!.push(args);
      snaptr.queue = [];
      w.snaptr = snaptr;
      snaptr('init', id);
      break;
    }
    case 'microsoft': {
      w.uetq = (w.uetq ?? []) as NonNullable<PixelWindow['uetq']>;
      w.uetq.push('consent', 'default', { ad_storage: 'granted' });
      w.uetq.push('config', 'tcf', { ti: id });
      break;
    }
  }
  addScript(SCRIPTS[platform](id));
}

function fire(platform: PixelPlatform, event: AdEvent, eventId: string, data: AdEventData): void {
  const w = win();
  const name = NAMES[platform][event];
  const value = data.amount != null ? data.amount / 100 : undefined;
  const currency = data.currency ?? undefined;
  switch (platform) {
    case 'meta':
      w.fbq?.('track', name, { value, currency }, { eventID: eventId });
      break;
    case 'googleAds':
      w.gtag?.('event', name, { transaction_id: data.orderNumber, event_id: eventId, value, currency });
      break;
    case 'tiktok':
      w.ttq?.track(name, { value, currency, content_type: 'product' }, { event_id: eventId });
      break;
    case 'snapchat':
      w.snaptr?.('track', name, { price: value, currency, transaction_id: data.orderNumber, client_dedup_id: eventId });
      break;
    case 'microsoft':
      w.uetq?.push('event', name, { revenue_value: value, currency, event_label: eventId });
      break;
  }
}

/**
 * Loads the pixels of the given platforms that the site is configured with, then sends the event to each, with
 * its event id. Called only by `trackAdEvent`, after its checks of consent, click ids and exam.
 */
export async function sendAdEvent(platforms: readonly PixelPlatform[], event: AdEvent, eventId: string, data: AdEventData): Promise<void> {
  ids ??= loadApolloClient()
    .then((client) => client.query({ query: AdPixelsDocument, fetchPolicy: 'cache-first' }))
    .then(({ data: answer }) => answer?.adPixels ?? {})
    .catch((error: unknown) => {
      ids = undefined;
      throw error;
    }) as Promise<Ids>;
  const configured = await ids;
  for (const platform of platforms) {
    const id = configured[platform];
    if (!id) continue;
    start(platform, id);
    fire(platform, event, eventId, data);
  }
}

/** For tests: forgets the loaded configuration and started pixels. */
export function resetAdPixels(): void {
  ids = undefined;
  started.clear();
}
