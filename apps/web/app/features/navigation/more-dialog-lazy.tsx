import { lazy, Suspense } from 'react';

// The More dialog opens on a tap: its code (and its icons) load then, not with the first view
// of every storefront page (ADR 608, first-view budget).
const Dialog = lazy(() => import('./more-dialog.tsx').then((m) => ({ default: m.MoreDialog })));

export function MoreDialog(props: { onClose: () => void; withOrders?: boolean }) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
