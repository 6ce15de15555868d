/** One Server-Sent Event. */
export type StreamEvent = { event: string; data: string; id: string | null };

/**
 * Reads a Server-Sent Events stream with `fetch`, which (unlike EventSource) can send an
 * Authorization header — the staff token stays out of URLs and logs. Resolves when the stream
 * ends; rejects on a non-2xx answer or a network failure. Abort with the signal.
 */
export async function readEventStream(
  url: string,
  init: { headers?: Record<string, string>; signal: AbortSignal },
  onEvent: (event: StreamEvent) => void,
): Promise<void> {
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...init.headers },
    signal: init.signal,
  });
  if (!res.ok || !res.body)
    throw Object.assign(new Error(`stream answered ${res.status}`), { status: res.status });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value.replace(/\r\n?/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      let event = 'message';
      let id: string | null = null;
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const val = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = val;
        else if (field === 'data') data.push(val);
        else if (field === 'id') id = val;
      }
      if (data.length > 0) onEvent({ event, data: data.join('\n'), id });
    }
  }
}
