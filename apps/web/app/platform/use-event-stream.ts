import { useEffect, useRef, useState } from 'react';

/**
 * The web app's one Server-Sent Events client (ADR 404, 802): listens to `event` on `url`
 * (EventSource reconnects by itself) and, every `pollMs` while the stream is not open (or the
 * browser has no EventSource), calls `whileClosed` so the page can ask by plain request instead.
 * `url` null: nothing to follow. Answers whether the stream is open.
 */
export function useEventStream<T>(
  url: string | null,
  event: string,
  onEvent: (data: T) => void,
  whileClosed: () => void,
  pollMs = 15_000,
): boolean {
  const [connected, setConnected] = useState(false);
  // The latest handlers, without reopening the stream when a render makes new ones.
  const handlers = useRef({ onEvent, whileClosed });
  handlers.current = { onEvent, whileClosed };

  useEffect(() => {
    if (!url) return;
    const source = typeof EventSource === 'undefined' ? null : new EventSource(url);
    source?.addEventListener('open', () => setConnected(true));
    source?.addEventListener('error', () => setConnected(false));
    source?.addEventListener(event, (e) => {
      handlers.current.onEvent(JSON.parse((e as MessageEvent<string>).data) as T);
    });
    const poll = setInterval(() => {
      if (!source || source.readyState !== source.OPEN) handlers.current.whileClosed();
    }, pollMs);
    return () => {
      source?.close();
      clearInterval(poll);
    };
  }, [url, event, pollMs]);

  return connected;
}
