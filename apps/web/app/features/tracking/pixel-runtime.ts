import type { PixelKind, PixelSetup, TrackingSetup } from '../../shell/pixel-setup.ts';
import type { QueuedEvent } from '../../shell/track.ts';
import { type PixelCall, pixelCalls } from './pixel-events.ts';

// The pixel runtime (ADR 842): a chunk of its own, loaded only after consent, the page's load
// and an idle moment. It sets up each configured pixel the way its official snippet does (a
// queueing global function, then the platform's script), and sends every queued event and every
// later one to each pixel.

type Fn = ((...args: unknown[]) => void) & Record<string, unknown>;
type PixelWindow = Window & Record<string, unknown>;

function loadScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** Meta's snippet: `fbq` queues calls until fbevents.js takes over. */
function meta(w: PixelWindow, pixel: PixelSetup) {
  if (!w.fbq) {
    const n = function (this: unknown, ...args: unknown[]) {
      if (n.callMethod) (n.callMethod as Fn)(...args);
      else (n.queue as unknown[]).push(args);
    } as Fn;
    w._fbq = n;
    Object.assign(n, { push: n, loaded: true, version: '2.0', queue: [] });
    w.fbq = n;
    loadScript(pixel.src);
  }
  (w.fbq as Fn)('init', pixel.id);
}

/** Google's gtag.js snippet: `dataLayer` and `gtag`; page views are ours (send_page_view off). */
function google(w: PixelWindow, pixel: PixelSetup) {
  if (!w.gtag) {
    w.dataLayer = (w.dataLayer as unknown[]) ?? [];
    w.gtag = function gtag() {
      // gtag.js reads the arguments object itself, as its snippet pushes it.
      // biome-ignore lint/complexity/noArguments: the official snippet's contract
      (w.dataLayer as unknown[]).push(arguments);
    };
    loadScript(pixel.src);
    (w.gtag as Fn)('js', new Date());
  }
  (w.gtag as Fn)('config', pixel.id, { send_page_view: false });
}

/** Snap's snippet: `snaptr` queues until scevent.min.js handles requests. */
function snap(w: PixelWindow, pixel: PixelSetup) {
  if (!w.snaptr) {
    const a = ((...args: unknown[]) => {
      if (a.handleRequest) (a.handleRequest as Fn)(...args);
      else (a.queue as unknown[]).push(args);
    }) as Fn;
    a.queue = [];
    w.snaptr = a;
    loadScript(pixel.src);
  }
  (w.snaptr as Fn)('init', pixel.id, {});
}

/** TikTok's snippet: `ttq` as an array of deferred calls until events.js replaces its methods. */
function tiktok(w: PixelWindow, pixel: PixelSetup) {
  w.TiktokAnalyticsObject = 'ttq';
  const ttq = ((w.ttq as unknown[] & Record<string, unknown>) ?? []) as unknown[] & Record<string, unknown>;
  w.ttq = ttq;
  for (const method of [
    'page',
    'track',
    'identify',
    'instances',
    'debug',
    'on',
    'off',
    'once',
    'ready',
    'alias',
    'group',
    'enableCookie',
    'disableCookie',
    'holdConsent',
    'revokeConsent',
    'grantConsent',
  ]) {
    if (typeof ttq[method] !== 'function')
      ttq[method] = (...args: unknown[]) => {
        ttq.push([method, ...args]);
      };
  }
  ttq._i = { [pixel.id]: [] };
  loadScript(pixel.src);
}

const SETUP: Record<PixelKind, (w: PixelWindow, pixel: PixelSetup) => void> = {
  1: meta,
  2: google,
  3: snap,
  4: tiktok,
};

function apply(w: PixelWindow, call: PixelCall) {
  if (call.fn === 'ttq.track' || call.fn === 'ttq.page') {
    const ttq = w.ttq as Record<string, Fn>;
    ttq[call.fn === 'ttq.track' ? 'track' : 'page']?.(...call.args);
    return;
  }
  (w[call.fn] as Fn | undefined)?.(...call.args);
}

let started = false;

/** Sets up the pixels and sends the queued events; later `track()` calls go straight through. */
export function startPixels(setup: TrackingSetup): void {
  if (started) return;
  started = true;
  const w = window as unknown as PixelWindow;
  for (const pixel of setup.pixels) SETUP[pixel.kind](w, pixel);
  const send = (event: QueuedEvent) => {
    for (const pixel of setup.pixels) for (const call of pixelCalls(pixel.kind, event)) apply(w, call);
  };
  const queued = Array.isArray(window.__sufraTrack) ? (window.__sufraTrack as QueuedEvent[]) : [];
  window.__sufraTrack = { push: send };
  for (const event of queued) send(event);
}
