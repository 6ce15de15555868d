import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { TrackingSetup } from '../../shell/pixel-setup.ts';
import { track } from '../../shell/track.ts';
import { afterLoadAndIdle } from './after-load.ts';
import { consentCookie, mayLoadPixels, readConsent, shouldAsk } from './consent.ts';

const ConsentPrompt = lazy(() => import('./consent-prompt.tsx'));

const startPixels = (setup: TrackingSetup) =>
  import('./pixel-runtime.ts').then((m) => m.startPixels(setup)).catch(() => {});

/**
 * A storefront's pixels (ADR 842): a PageView per page; when the business configured pixels,
 * after the page loaded and the browser is idle, either the pixels start (consent given, or the
 * business does not ask) or the consent prompt appears. Nothing of it is in the first view but
 * this component.
 */
export function TrackingHost({ setup, businessRef }: { setup: TrackingSetup | null; businessRef: string }) {
  const { pathname } = useLocation();
  const [asking, setAsking] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one PageView per page (path)
  useEffect(() => {
    track({ name: 'PageView' });
  }, [pathname]);

  useEffect(() => {
    if (!setup) return;
    return afterLoadAndIdle(() => {
      const consent = readConsent(document.cookie, businessRef);
      if (mayLoadPixels(setup.pixels.length, setup.askConsent, consent)) void startPixels(setup);
      else if (shouldAsk(setup.pixels.length, setup.askConsent, consent)) setAsking(true);
    });
  }, [setup, businessRef]);

  if (!asking || !setup) return null;
  const answer = (choice: 'granted' | 'denied') => {
    // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie the API reads too
    document.cookie = consentCookie(businessRef, choice);
    setAsking(false);
    if (choice === 'granted') void startPixels(setup);
  };
  return (
    <Suspense fallback={null}>
      <ConsentPrompt onAnswer={answer} />
    </Suspense>
  );
}
