import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// ADR 1160: the settings' framed live preview is not a diner — no visit, no banner reach — while
// the same storefront page opened by a diner counts as before.

type Frame = { hasAttribute: (name: string) => boolean } | null;
let sent: string[];

function browser(url: string, frame: Frame) {
  sent = [];
  const store = new Map<string, string>();
  vi.stubGlobal('location', new URL(url));
  vi.stubGlobal('window', { frameElement: frame });
  vi.stubGlobal('document', { cookie: 'sufra_vid=visitor-0001', addEventListener: () => {} });
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
  });
  vi.stubGlobal('navigator', {
    sendBeacon: (path: string) => {
      sent.push(path);
      return true;
    },
  });
}

const previewFrame: Frame = { hasAttribute: (name) => name === 'data-sufra-preview' };
const otherFrame: Frame = { hasAttribute: () => false };

async function fresh() {
  vi.resetModules();
  return import('./beacons.ts');
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('visits and banner reach skip the back office preview', () => {
  it('a diner’s page counts its visit and banner reach', async () => {
    browser('https://shop.test/demo', null);
    const { recordVisitOnce, bannerSeen } = await fresh();
    recordVisitOnce('demo');
    bannerSeen('demo', 7);
    vi.advanceTimersByTime(2_000);
    expect(sent).toEqual(['/api/webapp/visit/demo', '/api/webapp/banners/reach']);
  });

  it('the preview frame counts nothing, even after a tap led elsewhere in it', async () => {
    browser('https://shop.test/demo/delivery', previewFrame);
    const { recordVisitOnce, bannerSeen, isPreview } = await fresh();
    expect(isPreview()).toBe(true);
    recordVisitOnce('demo');
    bannerSeen('demo', 7);
    vi.advanceTimersByTime(2_000);
    expect(sent).toEqual([]);
  });

  it('the preview address counts nothing; another site framing the store still counts', async () => {
    browser('https://shop.test/demo?preview=123', null);
    const first = await fresh();
    first.recordVisitOnce('demo');
    expect(sent).toEqual([]);
    browser('https://shop.test/demo', otherFrame);
    const second = await fresh();
    expect(second.isPreview()).toBe(false);
    second.recordVisitOnce('demo');
    expect(sent).toEqual(['/api/webapp/visit/demo']);
  });
});
