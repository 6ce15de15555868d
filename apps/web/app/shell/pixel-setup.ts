// What the page needs to load a business's browser pixels (ADR 842): each configured pixel's id
// and official script URL, whether to ask first, and the hosts its page's CSP must allow.

/** [product: Marketing] tracking integrations 1–4: the ones that run in the browser. */
export const BROWSER_PIXELS = { meta: 1, google: 2, snap: 3, tiktok: 4 } as const;
export type PixelKind = 1 | 2 | 3 | 4;

export type PixelSetup = { kind: PixelKind; id: string; src: string };
export type PageHosts = { script: string[]; connect: string[]; img: string[] };
export type TrackingSetup = { pixels: PixelSetup[]; askConsent: boolean; hosts: PageHosts };

/** The official script of each pixel and the hosts it reports to (their documentation). */
export const OFFICIAL: Record<PixelKind, { src: (id: string) => string; beacons: string[] }> = {
  1: { src: () => 'https://connect.facebook.net/en_US/fbevents.js', beacons: ['https://www.facebook.com'] },
  2: {
    src: (id) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
    beacons: [
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    ],
  },
  3: { src: () => 'https://sc-static.net/scevent.min.js', beacons: ['https://tr.snapchat.com'] },
  4: {
    src: (id) => `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(id)}&lib=ttq`,
    beacons: ['https://analytics.tiktok.com'],
  },
};

/** A pixel id as the platforms issue them (digits, G-…, uuids, TikTok's codes). */
const PIXEL_ID = /^[A-Za-z0-9_-]{1,64}$/;

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The setup of a business's pixels. `overrides` replace a kind's script URL (a stand-in in tests,
 * a self-hosted copy); its beacons then go to the same origin.
 */
export function trackingSetup(
  pixels: { kind: number; pixel_id: string }[],
  askConsent: boolean,
  overrides: Partial<Record<PixelKind, string>> = {},
): TrackingSetup | null {
  const list: PixelSetup[] = [];
  const hosts: PageHosts = { script: [], connect: [], img: [] };
  const add = (key: keyof PageHosts, origin: string | null) => {
    if (origin && !hosts[key].includes(origin)) hosts[key].push(origin);
  };
  for (const p of pixels) {
    if (p.kind < 1 || p.kind > 4 || !PIXEL_ID.test(p.pixel_id)) continue;
    const kind = p.kind as PixelKind;
    if (list.some((x) => x.kind === kind)) continue; // One pixel per platform.
    const override = overrides[kind];
    const src = override
      ? `${override}${override.includes('?') ? '&' : '?'}id=${encodeURIComponent(p.pixel_id)}`
      : OFFICIAL[kind].src(p.pixel_id);
    list.push({ kind, id: p.pixel_id, src });
    add('script', originOf(src));
    for (const beacon of override ? [originOf(src) ?? ''] : OFFICIAL[kind].beacons) {
      add('connect', beacon);
      add('img', beacon);
    }
  }
  return list.length ? { pixels: list, askConsent, hosts } : null;
}

/** The internal header value the server turns into the page's CSP (`script=…;connect=…;img=…`). */
export const pageHostsHeader = (hosts: PageHosts) =>
  `script=${hosts.script.join(' ')};connect=${hosts.connect.join(' ')};img=${hosts.img.join(' ')}`;
