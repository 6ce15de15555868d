import http from 'node:http';

/** One server-sent event: its `event:` name (or `message`) and its parsed `data:` JSON. */
export type StreamEvent = { name: string; data: unknown };

export type EventStreamOptions = {
  port: number;
  path: string;
  agent: http.Agent;
  headers?: Record<string, string>;
};

/**
 * Opens a server-sent event stream as a diner's phone would and hands each event to `onEvent`
 * as it arrives. Resolves with the request (to close it) once the server answered 200; rejects on
 * any other status or a connection error.
 */
export function openEventStream(
  { port, path, agent, headers = {} }: EventStreamOptions,
  onEvent: (event: StreamEvent) => void,
): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, agent, path, headers: { accept: 'text/event-stream', ...headers } },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`stream ${path.split('?')[0]} answered ${res.statusCode}`));
          res.resume();
          return;
        }
        resolve(request);
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const lines = buffer.slice(0, end).split('\n');
            buffer = buffer.slice(end + 2);
            const name = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
            const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
            onEvent({ name, data: data === undefined ? undefined : JSON.parse(data) });
          }
        });
      },
    );
    request.on('error', reject);
  });
}
