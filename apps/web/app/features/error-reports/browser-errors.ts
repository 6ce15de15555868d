// Browser errors (ADR 841): this listener is all the first view carries; the sender is a chunk
// loaded on the first error. Reports go to POST /api/errors, which scrubs them and forwards them
// to Sentry through the server's job queue.

export type ErrorReport = { message: string; type: string; stack: string | null };

let sent = 0;
/** A broken page may throw in a loop: a few reports tell the story. */
const MAX_PER_PAGE = 5;

/** Reports one error (the error boundary calls it too). */
export function reportError(error: unknown): void {
  if (typeof window === 'undefined' || sent >= MAX_PER_PAGE) return;
  sent++;
  const e = error instanceof Error ? error : new Error(String(error));
  // Set by the hydration error handler (entry.client.tsx): which component did not match.
  const components = (e as { componentStack?: unknown }).componentStack;
  const stack = [e.stack, typeof components === 'string' ? `Component stack:${components}` : '']
    .filter(Boolean)
    .join('\n');
  const report: ErrorReport = {
    message: e.message.slice(0, 2000),
    type: e.name,
    stack: stack ? stack.slice(0, 16_000) : null,
  };
  import('./error-sender.ts').then((m) => m.send(report)).catch(() => {});
}

/** Listens for unhandled errors and rejections; once per page. */
export function listenForErrors(): void {
  if (typeof window === 'undefined' || (window as { __sufraErrors?: boolean }).__sufraErrors) return;
  (window as { __sufraErrors?: boolean }).__sufraErrors = true;
  window.addEventListener('error', (event) => {
    // A script or image that failed to load has no error object: not a bug of ours.
    if (event.error) reportError(event.error);
  });
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason));
}
