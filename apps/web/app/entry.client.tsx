import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { keepRouteLoadsInApp } from './features/offline/route-modules.ts';

// A page's code that does not arrive (offline before the service worker kept it) ends on the
// offline screen, never on a reload into the browser's error page (ADR 1496).
keepRouteLoadsInApp();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    {
      // A hydration mismatch is recovered from by rendering again in the browser; React's own
      // report says nothing of where. The component stack rides on the error to the browser's
      // error event, and from there to the error report (ADR 841).
      onRecoverableError(error, info) {
        if (error instanceof Error && info.componentStack) {
          Object.assign(error, { componentStack: info.componentStack });
        }
        window.reportError(error);
      },
    },
  );
});

// The offline menu's service worker (ADR 822) is no part of the first view: its registration
// is a chunk of its own, fetched once the page has loaded.
const later = () =>
  setTimeout(
    () =>
      void import('./features/offline/register.ts')
        .then((m) => m.start())
        // Offline by then: no worker this visit; the next page load registers it.
        .catch(() => {}),
    1000,
  );
if (document.readyState === 'complete') later();
else addEventListener('load', later, { once: true });
